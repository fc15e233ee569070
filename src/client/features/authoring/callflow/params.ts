/** The ids of /build/callflow/{task_id}/{nav_to_node_id?} and /build/callflow/{task_id}/edit/{open_node_id|new}. */
export function callflowParams(path: string) {
  const m = /^\/build\/callflow\/(\d+)(?:\/edit\/(\d+|new))?(?:\/(\d+))?\/?$/.exec(path.split('?')[0]);
  if (!m) return null;
  return {
    taskId: Number(m[1]),
    openNode: m[2] === undefined ? null : m[2] === 'new' ? ('new' as const) : Number(m[2]),
    navTo: m[3] ? Number(m[3]) : null,
  };
}

/** The node id of /build/callflow/node/{node_id?} (null without one); null when the path is not that route. */
export function nodeRouteParams(path: string): { nodeId: number | null } | null {
  const m = /^\/build\/callflow\/node(?:\/(\d+))?\/?$/.exec(path.split('?')[0]);
  return m ? { nodeId: m[1] ? Number(m[1]) : null } : null;
}

/** Where a node opened by its id is shown: its task's editor with the node selected and centred (the query kept). */
export const nodeRouteTarget = (taskId: number, nodeId: number, search = '') =>
  `/build/callflow/${taskId}/${nodeId}${search ? `?${search}` : ''}`;
