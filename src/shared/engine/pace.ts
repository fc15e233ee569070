/**
 * Cooperative pacing: a turn gives the event loop back once it has worked for a slice, so a session that
 * computes a lot (many steps, a long expression, many patterns) never holds the server for other requests.
 * Only timers are used (no Node APIs): the engine runs the same in a browser.
 */
export const paceSliceMs = 10;

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** A pace() for one turn: resolves at once within the slice, after a macrotask once the slice is used up. */
export function pacer(sliceMs = paceSliceMs): () => Promise<void> {
  let start = now();
  return async () => {
    if (now() - start < sliceMs) return;
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    start = now();
  };
}
