import { nodeAnswerHeader, type FlowNode, type NodeChangeAnswer, type NodeDelta } from '@shared/api/flow';
import { taskRevisionHeader } from '@shared/api/versions';
import { applyNodeDelta } from '@shared/flow';
import { sendEdit } from '../versions/revision';

/** The answer of a node or canvas change: the whole list (`nodes`) or, as this client asks, a delta; a delete may ask to switch to the main canvas. */
export type ChangeAnswer = Omit<NodeChangeAnswer, 'nodes'> & {
  nodes?: NodeChangeAnswer['nodes'];
  delta?: NodeDelta;
  switch_to_main_canvas?: boolean;
  revision?: number;
};

/** The revision of each task's node list as the cache holds it: a delta applies only to the list it was made on. */
const listRevisions = new Map<number, number>();

export const listRevisionFrom = (taskId: number) => (headers: Headers) => {
  const value = Number(headers.get(taskRevisionHeader) ?? '');
  if (Number.isInteger(value) && value >= 0) listRevisions.set(taskId, value);
};

/** Sends a canvas edit with its revision, asking for the delta answer (X-Node-Answer: delta) instead of the whole node list. */
export const sendDeltaEdit = <T>(send: (headers: Record<string, string>) => Promise<T>) =>
  sendEdit((headers) => send({ ...headers, [nodeAnswerHeader]: 'delta' }));

/**
 * The task's node list after an edit's answer: the answer's whole list, or the cached list with the delta applied
 * when the cache holds the revision the delta was made on; null when it cannot tell (the nodes are then reloaded).
 */
export function nodesAfterChange(
  taskId: number,
  cached: readonly FlowNode[] | undefined,
  answer: ChangeAnswer | undefined,
): FlowNode[] | null {
  if (answer?.nodes?.data) {
    if (typeof answer.revision === 'number') listRevisions.set(taskId, answer.revision);
    else listRevisions.delete(taskId);
    return answer.nodes.data;
  }
  const delta = answer?.delta;
  if (!delta || !cached || listRevisions.get(taskId) !== delta.base_revision) return null;
  listRevisions.set(taskId, delta.revision);
  return applyNodeDelta(cached, delta);
}
