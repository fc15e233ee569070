import { useEffect, useMemo, useRef, useState } from 'react';
import type { LayoutAnswer, LayoutRequest } from './layout.worker';
import { layoutOptions, type PreparedTree } from './layout/prepare';
import { relayout } from './layout/tidyTree';

export interface Positioned {
  prepared: PreparedTree;
  x: Float64Array;
  y: Float64Array;
  /** Each item's x from its parent's (tidyTree.ts): a tree grown from this one is laid out from them. */
  rel: Float64Array;
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
 * The positions of a prepared tree worked out on the spot from the layout shown, when it shares that layout's shape
 * (`reuses`: only names or settings changed) or was grown from its tree (`growth`: an insert, a paste, a removal,
 * relaid around what changed); else null, and the layout worker places the whole tree.
 */
export function positionedFrom(shown: Positioned, prepared: PreparedTree): Positioned | null {
  if (prepared.reuses && prepared.reuses === (shown.prepared.reuses ?? shown.prepared)) return { ...shown, prepared };
  if (!prepared.growth || prepared.growth.from !== shown.prepared) return null;
  const started = performance.now();
  const was = { input: shown.prepared, x: shown.x, rel: shown.rel };
  const result = relayout(was, prepared, prepared.growth.kept, layoutOptions);
  return { prepared, ...result, ms: performance.now() - started };
}

/**
 * Positions of the prepared tree: from the layout shown when it can be (`positionedFrom`, in the same render), else
 * computed in the layout worker; the previous layout stays until the new one arrives.
 */
export function useLayout(prepared: PreparedTree | null): Positioned | null {
  const [state, setState] = useState<Positioned | null>(null);
  const shown = useRef<Positioned | null>(null);
  const quick = useMemo(() => (prepared && shown.current ? positionedFrom(shown.current, prepared) : null), [prepared]);
  // The worker starts while the task's nodes load, so the first layout does not wait for it to boot.
  useEffect(() => void layoutWorker(), []);
  useEffect(() => {
    if (!prepared || quick) return;
    let live = true;
    void layoutInWorker(prepared).then((answer) => {
      if (!live) return;
      (window as { __studioLayoutMs?: number }).__studioLayoutMs = answer.ms;
      setState({ prepared, x: answer.x, y: answer.y, rel: answer.rel, width: answer.width, height: answer.height, ms: answer.ms });
    });
    return () => {
      live = false;
    };
  }, [prepared, quick]);
  const result = quick ?? (state && state.prepared === prepared ? state : (shown.current ?? state));
  shown.current = result;
  return result;
}
