import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Canvas,
  Clipboard,
  DeleteType,
  FlowNode,
  NodeChangeAnswer,
  NodeCreateBody,
  NodeUpdateBody,
  Task,
  UnlinkType,
} from '@shared/api/flow';
import type { NodeUsage } from '@shared/flow';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { taskKeys, flowKeys } from '@client/api/queryKeys';
import { revisionFrom } from '../versions/revision';
import { listRevisionFrom, nodesAfterChange, sendDeltaEdit as sendEdit, type ChangeAnswer } from './delta';

export const flowApi = {
  nodes: (task_id: number, signal?: AbortSignal) =>
    api<FlowNode[]>('/node/nodes', {
      signal,
      query: { task_id },
      onHeaders: (headers) => (revisionFrom(task_id)(headers), listRevisionFrom(task_id)(headers)),
    }),
  canvases: (task_id: number, signal?: AbortSignal) => api<Canvas[]>('/node/canvas', { signal, query: { task_id } }),
  createCanvas: (task_id: number, canvas_name: string, flags: { is_event_handler: number; is_ni_nm_handler: number }) =>
    sendEdit((headers) => api<NodeChangeAnswer>('/node/canvas', { method: 'POST', body: { task_id, canvas_name, ...flags }, headers })),
  renameCanvas: (id: number, canvas_name: string) =>
    sendEdit((headers) => api<NodeChangeAnswer>(`/node/canvas/${id}`, { method: 'PUT', body: { canvas_name }, headers })),
  deleteCanvas: (id: number) => sendEdit((headers) => api<NodeChangeAnswer>(`/node/canvas/${id}`, { method: 'DELETE', headers })),
  create: (body: NodeCreateBody) => sendEdit((headers) => api<NodeChangeAnswer>('/node/nodes', { method: 'POST', body, headers })),
  update: (id: number, body: NodeUpdateBody) =>
    sendEdit((headers) => api<NodeChangeAnswer>(`/node/nodes/${id}`, { method: 'PUT', body, headers })),
  remove: (id: number, delete_type: DeleteType, canvas_id: number, connector_parent_id?: number) =>
    sendEdit((headers) =>
      api<NodeChangeAnswer>(`/node/nodes/${id}`, { method: 'DELETE', query: { delete_type, canvas_id, connector_parent_id }, headers }),
    ),
  unlink: (unlink_node_id: number, unlink_type: UnlinkType, task_id: number, connector_parent_id?: number) =>
    sendEdit((headers) =>
      api<NodeChangeAnswer>('/node/unlink', {
        method: 'POST',
        body: { unlink_node_id, unlink_type, task_id, connector_parent_id },
        headers,
      }),
    ),
  /** fromAcId: the account the clipboard was copied in, when it is not the current one (paste across accounts). */
  copy: (clipboard: Clipboard, task_id: number, pid: number | null, to_canvas_id: number | null, fromAcId?: number) =>
    sendEdit((headers) =>
      api<NodeChangeAnswer>('/node/copy', {
        method: 'POST',
        headers,
        body: {
          copy_node_id: clipboard.source_node_id,
          copy_type: clipboard.type,
          task_id,
          pid,
          from_canvas_id: clipboard.source_canvas_id,
          to_canvas_id,
          connector_parent_id: clipboard.connector_parent_id,
          ...(fromAcId === undefined ? {} : { from_ac_id: fromAcId }),
        },
      }),
    ),
  /** What deleting the node (or its branch) would break: checked before the delete (spec 2 §4). */
  usages: (id: number, delete_type: DeleteType) => api<NodeUsage[]>(`/node/nodes/${id}/usages`, { query: { delete_type } }),
  /** The node with its task and canvas (GET /node/task/{node_id}): opens a node by its id. */
  nodeTask: (node_id: number, signal?: AbortSignal) =>
    api<{ node: FlowNode; task: Task; canvas: Canvas | null }>(`/node/task/${node_id}`, { signal }),
  /** The node types the server offers the account for a task type: its final decision (plan, task type, features, domain). */
  offeredNodeTypes: (task_type: string) => api<string[]>('/billing/ac-node-types', { method: 'POST', body: { task_type } }),
  undo: (task_id: number) =>
    sendEdit((headers) => api<unknown>(`/studio/task-edit-histories/${task_id}/undo`, { method: 'POST', body: {}, headers })),
  redo: (task_id: number) =>
    sendEdit((headers) => api<unknown>(`/studio/task-edit-histories/${task_id}/redo`, { method: 'POST', body: {}, headers })),
};

export type { ChangeAnswer };

const useSelection = () => useSession((s) => s.selection);

export function useNodes(taskId: number) {
  const s = useSelection();
  return useQuery({
    queryKey: flowKeys.nodes(s!, taskId),
    queryFn: ({ signal }) => flowApi.nodes(taskId, signal),
    enabled: !!s,
    staleTime: 0,
  });
}

export function useCanvases(taskId: number) {
  const s = useSelection();
  return useQuery({
    queryKey: flowKeys.canvases(s!, taskId),
    queryFn: ({ signal }) => flowApi.canvases(taskId, signal),
    enabled: !!s,
    staleTime: 0,
  });
}

/** The node types the server offers the account for a task type: the palette and the insert picker show exactly these. */
export function useOfferedNodeTypes(taskType: string | undefined) {
  const s = useSelection();
  return useQuery({
    queryKey: flowKeys.planTypes(s!, taskType ?? ''),
    queryFn: () => flowApi.offeredNodeTypes(taskType!),
    enabled: !!s && !!taskType,
    staleTime: 5 * 60_000,
  });
}

/**
 * After an edit: the answer goes straight into the node cache — a whole list as it is, a delta applied to the list
 * it was made on — and what else the task shows (canvases, versions, lists) reloads (spec 2 §4).
 * The nodes reload too when the answer cannot be applied (no answer, a delta on another revision, a reload under way).
 */
export function useApplyChange(taskId: number) {
  const client = useQueryClient();
  const s = useSelection();
  return (answer?: NodeChangeAnswer | unknown) => {
    const key = flowKeys.nodes(s!, taskId);
    const fetching = client.isFetching({ queryKey: key, exact: true }) > 0;
    const next = fetching ? null : nodesAfterChange(taskId, client.getQueryData<FlowNode[]>(key), answer as ChangeAnswer | undefined);
    if (next) client.setQueryData(key, next);
    const flow = flowKeys.all(s!, taskId);
    void client.invalidateQueries({ queryKey: flow, predicate: (q) => !next || q.queryKey[flow.length] !== 'nodes' });
    void client.invalidateQueries({ queryKey: taskKeys.all(s!) });
  };
}
