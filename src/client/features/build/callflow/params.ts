/** The ids of /build/callflow/{task_id}/{nav_to_node_id?} and /build/callflow/{task_id}/edit/{open_node_id|new}. */
export function callflowParams(path: string) {
  const m = /^\/build\/callflow\/(\d+)(?:\/edit\/(\d+|new))?(?:\/(\d+))?\/?$/.exec(path.split('?')[0]);
  if (!m) return null;
  return { taskId: Number(m[1]), openNode: m[2] === undefined ? null : m[2] === 'new' ? ('new' as const) : Number(m[2]), navTo: m[3] ? Number(m[3]) : null };
}
