import { useEffect } from 'react';

/**
 * Layers (`layerOf`) whose screen is open but still loads what its commands act on: the canvas before its task
 * arrives. A key of such a layer is kept by the key handler (keptKey.ts) and tried when the screen has loaded.
 */
const loading = new Set<string>();
const listeners = new Set<(layer: string, loaded: boolean) => void>();

export const layerLoading = (layer: string) => loading.has(layer);

/** Where the layer's screen is: loading, loaded, failed to load, or closed (the last three end a loading). */
export type ScreenLoad = 'loading' | 'loaded' | 'failed' | 'closed';

export function setScreenLoad(layer: string, state: ScreenLoad): void {
  if (state === 'loading') return void loading.add(layer);
  if (!loading.delete(layer)) return;
  for (const listener of listeners) listener(layer, state === 'loaded');
}

/** Called when a layer's screen stops loading: `loaded` true when its commands may now run. */
export function onScreenSettled(listener: (layer: string, loaded: boolean) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Says where the layer's screen is while it is mounted; unmounting closes it. */
export function useScreenLoad(layer: string, state: Exclude<ScreenLoad, 'closed'>) {
  useEffect(() => setScreenLoad(layer, state), [layer, state]);
  useEffect(() => () => setScreenLoad(layer, 'closed'), [layer]);
}
