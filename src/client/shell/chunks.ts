import { lazy, type ComponentType } from 'react';
import { limits } from '@shared/limits';

/** A screen's code that did not load: its chunk failed, timed out, or its stylesheet failed (`code` CSS_CHUNK_LOAD_FAILED). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    message: string,
    readonly code?: 'CSS_CHUNK_LOAD_FAILED',
  ) {
    super(message);
  }
}

/** Whether an error is a chunk that did not load (ours, or the bundler's own failed dynamic import). */
export const isChunkLoadError = (e: unknown) =>
  e instanceof ChunkLoadError ||
  (e instanceof Error && /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(e.message));

/**
 * Loads a chunk, failing with a ChunkLoadError when it fails or has not arrived after `timeoutMs` (120000 ms by
 * default); a stylesheet that failed with it is a ChunkLoadError with the code CSS_CHUNK_LOAD_FAILED.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = limits.chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      (e: unknown) => {
        clearTimeout(timer);
        const message = e instanceof Error ? e.message : String(e);
        reject(new ChunkLoadError(message, /css/i.test(message) ? 'CSS_CHUNK_LOAD_FAILED' : undefined));
      },
    );
  });
}

/** React's lazy over `loadChunk`: a screen or panel loaded on first render, with the time-out. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const lazyChunk = <C extends ComponentType<any>>(load: () => Promise<{ default: C }>) => lazy(() => loadChunk(load));
