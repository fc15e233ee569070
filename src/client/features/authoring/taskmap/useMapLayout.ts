import { useEffect, useState } from 'react';
import type { MapLayoutAnswer, MapLayoutRequest } from './layout.worker';
import type { MapModel } from './model';

export interface MapPositions {
  model: MapModel;
  x: Float64Array;
  y: Float64Array;
  width: number;
  height: number;
  ms: number;
}

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (answer: MapLayoutAnswer) => void>();

function layoutWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<MapLayoutAnswer>) => {
      waiting.get(e.data.id)?.(e.data);
      waiting.delete(e.data.id);
    };
  }
  return worker;
}

function layoutInWorker(model: MapModel): Promise<MapLayoutAnswer> {
  const id = nextId++;
  const edges = new Int32Array(model.backbone.length * 2);
  model.backbone.forEach((e, i) => {
    edges[i * 2] = model.graph.from[e];
    edges[i * 2 + 1] = model.graph.to[e];
  });
  const request: MapLayoutRequest = { id, width: model.width.slice(), height: model.height.slice(), edges };
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    layoutWorker().postMessage(request, [request.width.buffer, request.height.buffer, request.edges.buffer]);
  });
}

/** Positions of the map's boxes, laid out by dagre in the map's worker; null until the first answer. */
export function useMapLayout(model: MapModel | null): MapPositions | null {
  const [state, setState] = useState<MapPositions | null>(null);
  // The worker boots while the map loads.
  useEffect(() => void layoutWorker(), []);
  useEffect(() => {
    if (!model) return;
    let live = true;
    void layoutInWorker(model).then((answer) => {
      if (!live) return;
      (window as { __studioMapLayoutMs?: number }).__studioMapLayoutMs = answer.ms;
      setState({ model, x: answer.x, y: answer.y, width: answer.width, height: answer.height, ms: answer.ms });
    });
    return () => {
      live = false;
    };
  }, [model]);
  return state && model && state.model === model ? state : null;
}
