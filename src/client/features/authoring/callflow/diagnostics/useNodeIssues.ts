import { useMemo } from 'react';
import type { FlowNode, TaskType } from '@shared/api/flow';
import type { NodeRegistry } from '@shared/plugin-api';
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
/** Every model a node of the canvas may point at: the same lists (and cache entries) the editor's pickers load. */
const canvasRefs: FieldSpec[] = [ref('prompt'), ref('variable'), ref('task'), ref('node')];

/**
 * The badge of each node of the task: validate() with the account's prompts, variables and tasks and the task's
 * nodes. Memoised per node object: drawing, panning or moving the selection costs a cache look-up.
 */
export function useNodeIssues(
  registry: NodeRegistry,
  task: { task_id: number; task_type: TaskType } | undefined,
  nodes: readonly FlowNode[] | undefined,
) {
  const refs = useRefOptions(canvasRefs, nodes ?? [], null);
  const features = useSession((s) => s.enabledFeatures);
  return useMemo(() => {
    if (!task) return () => null;
    const diagnose = nodeDiagnostics(registry, { taskType: task.task_type, taskId: task.task_id, features, exists: refs.exists });
    const badges = new WeakMap<FlowNode, NodeIssues | null>();
    return (node: FlowNode): NodeIssues | null => {
      if (!badges.has(node)) badges.set(node, issuesOf(diagnose(node)));
      return badges.get(node)!;
    };
  }, [registry, task?.task_id, task?.task_type, features, refs.exists]); // eslint-disable-line react-hooks/exhaustive-deps
}
