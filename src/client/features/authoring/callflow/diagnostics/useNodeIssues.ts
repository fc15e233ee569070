import { useMemo } from 'react';
import type { FlowNode, TaskType } from '@shared/api/flow';
import type { NodeRegistry, ValidateContext } from '@shared/plugin-api';
import { useSession } from '@client/session/store';
import type { FieldSpec } from '@shared/plugin-api/editor-fields';
import { useRefOptions } from '../editor/useRefOptions';
import { issuesOf, nodeDiagnostics, type NodeIssues } from './nodeDiagnostics';

const ref = (model: 'prompt' | 'variable' | 'task' | 'node'): FieldSpec => ({
  kind: 'ref',
  model,
  key: `${model}_id`,
  optional: true,
  nullable: true,
});
/**
 * The account's models a node of the canvas may point at: the same lists (and cache entries) the editor's pickers
 * load. The task's own nodes are looked up in its node list instead (`nodeLookup`): the pickers' sorted list of every
 * node would be made again on each edit, and a 10,000-node task's edit would pay for it.
 */
const canvasRefs: FieldSpec[] = [ref('prompt'), ref('variable'), ref('task')];

const noNodes: readonly FlowNode[] = [];

/**
 * Whether a node the settings name exists on the task, as the editor's node picker offers it (no condition or
 * same-node entries); the ids are collected on the first question, so an edit whose drawn nodes name none pays nothing.
 */
export function nodeLookup(nodes: readonly FlowNode[]): (id: number) => boolean {
  let ids: Set<number> | null = null;
  return (id) => {
    ids ??= new Set(nodes.filter((n) => n.node_type !== 'condition_label' && n.node_type !== 'same_node').map((n) => n.node_id));
    return ids.has(id);
  };
}

/**
 * The badge of each node of the task: validate() with the account's prompts, variables and tasks and the task's
 * nodes. Memoised per node object: drawing, panning or moving the selection costs a cache look-up.
 */
export function useNodeIssues(
  registry: NodeRegistry,
  task: { task_id: number; task_type: TaskType } | undefined,
  nodes: readonly FlowNode[] | undefined,
) {
  const refs = useRefOptions(canvasRefs, noNodes, null);
  const features = useSession((s) => s.enabledFeatures);
  return useMemo(() => {
    if (!task) return () => null;
    const hasNode = nodeLookup(nodes ?? noNodes);
    const exists: ValidateContext['exists'] = (model, id) => (model === 'node' ? hasNode(id) : refs.exists(model, id));
    const diagnose = nodeDiagnostics(registry, { taskType: task.task_type, taskId: task.task_id, features, exists });
    const badges = new WeakMap<FlowNode, NodeIssues | null>();
    return (node: FlowNode): NodeIssues | null => {
      if (!badges.has(node)) badges.set(node, issuesOf(diagnose(node)));
      return badges.get(node)!;
    };
  }, [registry, task?.task_id, task?.task_type, features, refs.exists, nodes]); // eslint-disable-line react-hooks/exhaustive-deps
}
