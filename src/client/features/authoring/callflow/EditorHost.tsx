import { useEffect, useMemo } from 'react';
import type { EditContext } from './editActions';
import type { EditorSubject } from './editor/useNodeDraft';
import { loadedOnUse } from './loadedOnUse';

/** The node editor's chunk: loaded once the canvas has painted, so that the first node opened needs no wait. */
const NodeEditor = loadedOnUse(() => import('./editor/NodeEditor'), null);

/** Loads the node editor's chunk when the browser is idle after the canvas has painted. */
export function usePreloadNodeEditor() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => NodeEditor.preload(), { timeout: 2000 });
    return () => cancel(handle);
  }, []);
}

/** The query of edit/new: the type of the new node and the node it goes after. */
export const newNodeSearch = (nodeType: string, pid: number) => `?${new URLSearchParams({ node_type: nodeType, pid: String(pid) })}`;

/** What edit/{open_node_id|new} opens on, or null when the node, the type or the target is unknown. */
export function editorSubject(edit: EditContext, open: number | 'new', search: string): EditorSubject | null {
  if (open !== 'new') {
    const node = edit.tree.graph.byId.get(open);
    return node ? { kind: 'node', node, def: edit.registry.get(node.node_type) } : null;
  }
  const query = new URLSearchParams(search);
  const def = edit.registry.get(query.get('node_type') ?? '');
  const pid = Number(query.get('pid'));
  const target = edit.tree.graph.byId.get(pid);
  if (!def || !def.availability.creatable || !target) return null;
  return { kind: 'new', def, pid, canvasId: target.canvas_id };
}

/** Mounts the lazily loaded node editor for the route's node; a fresh editor per node or new target. */
export function EditorHost({ edit, open, search, onClose }: { edit: EditContext; open: number | 'new'; search: string; onClose(): void }) {
  const subject = useMemo(() => editorSubject(edit, open, search), [edit.tree.graph, edit.registry, open, search]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!subject) return null;
  const key = subject.kind === 'node' ? `node-${subject.node.node_id}` : `new-${subject.def.type}-${subject.pid}`;
  return <NodeEditor key={key} edit={edit} subject={subject} onClose={onClose} />;
}
