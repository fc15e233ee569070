/** The canvases '+' adds: an extra canvas, an event-handler canvas, a no-input/no-match handler canvas (spec 2 §3). */
export const canvasKinds = ['canvas', 'event', 'ninm'] as const;
export type CanvasKind = (typeof canvasKinds)[number];

/** The flags a kind is created with (POST /node/canvas). */
export const canvasFlags = (kind: CanvasKind) => ({
  is_event_handler: kind === 'event' ? 1 : 0,
  is_ni_nm_handler: kind === 'ninm' ? 1 : 0,
});

/**
 * A name no canvas of the task has yet (names are unique per task, compared without case): the base itself,
 * else the base with the first free number from 2 (or from 1 when `numbered`, as 'Canvas 1').
 */
export function freeCanvasName(base: string, taken: readonly string[], numbered = false): string {
  const used = new Set(taken.map((n) => n.trim().toLowerCase()));
  if (!numbered && !used.has(base.toLowerCase())) return base;
  for (let n = numbered ? 1 : 2; ; n++) {
    const name = `${base} ${n}`;
    if (!used.has(name.toLowerCase())) return name;
  }
}
