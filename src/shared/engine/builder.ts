import type { Canvas, FlowNode, TaskType } from '../api/flow';
import type { NodeRegistry } from '../plugin-api/types';
import type { TaskFlow } from './flow';

/**
 * Builds a task in memory the way the server stores one (nodes under pid, branches as condition_label
 * children): for engine tests, the benchmark and previews that run a flow without a database.
 */
export class FlowBuilder {
  readonly canvases: Canvas[] = [];
  readonly nodes: FlowNode[] = [];
  private nextId: number;

  constructor(
    private registry: NodeRegistry,
    readonly taskId: number,
    readonly taskType: TaskType = 'voice',
    firstId = taskId * 1000,
  ) {
    this.nextId = firstId;
  }

  /** A canvas with its start node; answers the start's id. */
  canvas(kind: 'main' | 'event_handler' | 'ni_nm_handler' = 'main'): number {
    const canvasId = this.nextId++;
    const start = this.raw(canvasId, null, 'start', 'Start', {});
    this.canvases.push({
      canvas_id: canvasId,
      canvas_name: kind,
      first_node_id: start,
      ac_id: 1,
      task_id: this.taskId,
      is_enabled: 1,
      is_main_canvas: kind === 'main' ? 1 : 0,
      is_event_handler: kind === 'event_handler' ? 1 : 0,
      is_ni_nm_handler: kind === 'ni_nm_handler' ? 1 : 0,
    });
    return start;
  }

  private raw(canvasId: number, pid: number | null, type: string, name: string, config: Record<string, unknown>): number {
    const def = this.registry.require(type);
    const id = this.nextId++;
    const position = this.nodes.filter((n) => n.pid === pid && pid !== null).length;
    this.nodes.push({
      node_id: id,
      node_name: name,
      tooltip: null,
      task_id: this.taskId,
      ac_id: 1,
      canvas_id: canvasId,
      pid,
      position,
      tags: [],
      node_type: type,
      category: def.category,
      connector_parent: [],
      goto_node: null,
      link_task_node: null,
      keyword_conditions: [],
      grammar_conditions: [],
      config: { ...def.defaults(), ...config },
    });
    return id;
  }

  /** A node under `pid`, or under the condition of one of pid's branches (made when missing). */
  add(pid: number, type: string, config: Record<string, unknown> = {}, branchKey?: string, name = type): number {
    const parent = this.nodes.find((n) => n.node_id === pid)!;
    const under = branchKey === undefined ? pid : this.condition(pid, branchKey);
    return this.raw(parent.canvas_id, under, type, name, config);
  }

  /** The condition child of a branch of a multiple-child node. */
  condition(pid: number, branchKey: string): number {
    const found = this.nodes.find((n) => n.pid === pid && n.node_type === 'condition_label' && n.config.branch_key === branchKey);
    if (found) return found.node_id;
    const parent = this.nodes.find((n) => n.node_id === pid)!;
    return this.raw(parent.canvas_id, pid, 'condition_label', branchKey, { branch_key: branchKey, removable: branchKey !== 'otherwise' });
  }

  flow(): TaskFlow {
    return { taskId: this.taskId, taskType: this.taskType, canvases: this.canvases, nodes: this.nodes };
  }
}
