import { useEffect, useMemo, useState } from 'react';
import type { CanvasEditor, CanvasPresence } from '@shared/realtime';
import { emitRealtime, onRealtime, onSubscribed } from '@client/realtime/socket';
import { useSession } from '@client/session/store';
import { useCanvasStore } from '../callflow/store';

const heartbeatMs = 15_000;

/**
 * Who else has this task's canvas open, and the node each has selected: this tab tells the server its
 * own selection (on open, on every change, after every scope subscription, and every 15 s).
 */
export function usePresence(taskId: number, selectedNodeId: () => number | null) {
  const self = useSession((s) => s.user?.user_id);
  const [editors, setEditors] = useState<CanvasEditor[]>([]);
  useEffect(() => {
    if (!taskId) return;
    const send = () => emitRealtime('canvas:here', { task_id: taskId, node_id: selectedNodeId() });
    const stopListening = onRealtime('canvas:presence', (payload) => {
      const p = payload as CanvasPresence;
      if (p.task_id !== taskId) return;
      // Every move of this tab's own selection comes back in the presence: the page re-renders only when what it
      // shows of the others changes.
      const seen = p.editors.filter((e) => e.user_id !== self);
      setEditors((before) =>
        sameEditors(
          before.filter((e) => e.user_id !== self),
          seen,
        )
          ? before
          : p.editors,
      );
    });
    send();
    // The canvas's room (its edits' notices) is joined inside the account's: again after every (re)subscription.
    const stopRejoining = onSubscribed(send);
    let last = selectedNodeId();
    const stopWatching = useCanvasStore.subscribe(() => {
      const now = selectedNodeId();
      if (now !== last) {
        last = now;
        send();
      }
    });
    const beat = window.setInterval(send, heartbeatMs);
    return () => {
      stopListening();
      stopRejoining();
      stopWatching();
      window.clearInterval(beat);
      emitRealtime('canvas:leave', { task_id: taskId });
      setEditors([]);
    };
  }, [taskId, self]); // eslint-disable-line react-hooks/exhaustive-deps
  const others = useMemo(() => editors.filter((e) => e.user_id !== self), [editors, self]);
  const byNode = useMemo(() => {
    const map = new Map<number, string>();
    for (const e of others) if (e.node_id !== null) map.set(e.node_id, [map.get(e.node_id), e.name].filter(Boolean).join(', '));
    return map;
  }, [others]);
  return { others, remoteOf: (nodeId: number) => byNode.get(nodeId) };
}

/** Whether two lists of editors show the same people on the same nodes. */
export function sameEditors(a: readonly CanvasEditor[], b: readonly CanvasEditor[]): boolean {
  return a.length === b.length && a.every((e, i) => e.user_id === b[i].user_id && e.node_id === b[i].node_id && e.name === b[i].name);
}
