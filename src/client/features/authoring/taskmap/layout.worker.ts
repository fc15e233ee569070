/// <reference lib="webworker" />
import { layoutMap, type MapLayoutInput, type MapLayoutResult } from './layout/mapLayout';

export interface MapLayoutRequest extends MapLayoutInput {
  id: number;
}
export interface MapLayoutAnswer extends MapLayoutResult {
  id: number;
  /** Milliseconds spent laying out inside the worker. */
  ms: number;
}

/** dagre runs off the main thread (and off the shell's chunk); positions travel back as transferred buffers. */
self.onmessage = (event: MessageEvent<MapLayoutRequest>) => {
  const started = performance.now();
  const { id, ...input } = event.data;
  const result = layoutMap(input);
  const answer: MapLayoutAnswer = { id, ...result, ms: performance.now() - started };
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(answer, [result.x.buffer, result.y.buffer]);
};
