/**
 * How long a key pressed while its screen loads is kept: longer, and the user has moved on. Ten seconds is the usual
 * limit of a user's attention on a wait; anything the user does meanwhile (another key, a click) drops the key sooner.
 * A busy machine can take several seconds to bring a large task, and the user who pressed Shift+S and waited still
 * expects the simulator.
 */
export const keptKeyMs = 10_000;

/**
 * The key of a screen's layer pressed while the screen still loads what its commands act on (the canvas before its
 * task arrives): kept to run once the screen has loaded. Only the newest is kept (a second replaces the first), only
 * for `keptKeyMs`, only for the page it was pressed on (`at`), and only for its layer. The key handler drops it on
 * anything that shows the user moved on (another key, a click, the focus in a text field or an overlay).
 */
export function createKeptKey<T>(ms = keptKeyMs) {
  let kept: { layer: string; value: T; at: string; until: number } | null = null;
  return {
    keep(layer: string, value: T, at: string, now: number) {
      kept = { layer, value, at, until: now + ms };
    },
    /** The key kept for the layer, taken (it runs at most once); null when none is, or it is stale or elsewhere. */
    take(layer: string, at: string, now: number): T | null {
      if (!kept || kept.layer !== layer) return null;
      const { value, at: where, until } = kept;
      kept = null;
      return where === at && now <= until ? value : null;
    },
    drop() {
      kept = null;
    },
    held: () => kept !== null,
  };
}
