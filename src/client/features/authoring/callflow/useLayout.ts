import { useEffect, useMemo, useState } from 'react';
import type { LayoutAnswer, LayoutRequest } from './layout.worker';
import type { PreparedTree } from './layout/prepare';

export interface Positioned {
  prepared: PreparedTree;
  x: Float64Array;
  y: Float64Array;
  width: number;
  height: number;
  ms: number;
}

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (answer: LayoutAnswer) => void>();

function layoutWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<LayoutAnswer>) => {
      waiting.get(e.data.id)?.(e.data);
      waiting.delete(e.data.id);
    };
  }
  return worker;
}

export function layoutInWorker(prepared: PreparedTree): Promise<LayoutAnswer> {
  const id = nextId++;
  const request: LayoutRequest = { id, parent: prepared.parent.slice(), width: prepared.width.slice(), height: prepared.height.slice() };
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    layoutWorker().postMessage(request, [request.parent.buffer, request.width.buffer, request.height.buffer]);
  });
}

/**
 * Positions of the prepared tree, computed in the layout worker; the previous layout stays until the new one arrives.
 * A prepared tree that shares the shown layout's shape (`reuses`) takes its positions at once, with no worker.
 */
export function useLayout(prepared: PreparedTree | null): Positioned | null {
  const [state, setState] = useState<Positioned | null>(null);
  const shares = !!prepared && !!state && prepared.reuses === (state.prepared.reuses ?? state.prepared);
  // The worker starts while the task's nodes load, so the first layout does not wait for it to boot.
  useEffect(() => void layoutWorker(), []);
  useEffect(() => {
    if (!prepared || shares) return;
    let live = true;
    void layoutInWorker(prepared).then((answer) => {
      if (!live) return;
      (window as { __studioLayoutMs?: number }).__studioLayoutMs = answer.ms;
      setState({ prepared, x: answer.x, y: answer.y, width: answer.width, height: answer.height, ms: answer.ms });
    });
    return () => {
      live = false;
    };
  }, [prepared]); // eslint-disable-line react-hooks/exhaustive-deps
  return useMemo(() => (shares && state && prepared ? { ...state, prepared } : state), [shares, state, prepared]);
}
