/// <reference lib="webworker" />
import { tidyTree, type LayoutInput } from './layout/tidyTree';
import { layoutOptions } from './layout/prepare';

export interface LayoutRequest extends LayoutInput {
  id: number;
}
export interface LayoutAnswer {
  id: number;
  x: Float64Array;
  y: Float64Array;
  rel: Float64Array;
  width: number;
  height: number;
  /** Milliseconds spent laying out inside the worker. */
  ms: number;
}

/** The layout runs off the main thread; positions travel back as transferred buffers. */
self.onmessage = (event: MessageEvent<LayoutRequest>) => {
  const started = performance.now();
  const { id, ...input } = event.data;
  const result = tidyTree(input, layoutOptions);
  const answer: LayoutAnswer = { id, ...result, ms: performance.now() - started };
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(answer, [result.x.buffer, result.y.buffer, result.rel.buffer]);
};
