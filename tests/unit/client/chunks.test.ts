import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadChunk } from '@client/shell/chunks';
import { limits } from '@shared/limits';

describe('loading a screen chunk', () => {
  afterEach(() => vi.useRealTimers());

  it('fails with a ChunkLoadError when the chunk has not arrived after 120000 ms, not before', async () => {
    vi.useFakeTimers();
    expect(limits.chunkLoadTimeoutMs).toBe(120000);
    const pending = loadChunk(() => new Promise<never>(() => {}));
    let outcome: unknown = 'waiting';
    pending.catch((e: unknown) => (outcome = e));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadError);
    expect((outcome as Error).name).toBe('ChunkLoadError');
  });

  it('passes a loaded chunk through, and names a failed one (CSS_CHUNK_LOAD_FAILED for its stylesheet)', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
    const failed = await loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/TasksPage.js')),
    ).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(failed)).toBe(true);
    expect((failed as ChunkLoadError).code).toBeUndefined();
    const css = await loadChunk(() => Promise.reject(new Error('Unable to preload CSS for /assets/canvas.css'))).catch((e: unknown) => e);
    expect((css as ChunkLoadError).code).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });
});
