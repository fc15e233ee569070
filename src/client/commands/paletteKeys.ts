/**
 * The keys typed between Ctrl/Cmd+K and the moment the palette's input has the focus (its code may still be
 * loading). They are held here, so none reaches the page (no canvas shortcut fires, no letter is lost),
 * and handed to the input when it mounts. Escape gives up the opening.
 */
let held: string | null = null;
let onCancel: (() => void) | null = null;

function hold(e: KeyboardEvent) {
  if (held === null) return;
  e.preventDefault();
  e.stopImmediatePropagation();
  if (e.key === 'Escape') {
    const cancel = onCancel;
    stopHolding();
    cancel?.();
  } else if (e.key === 'Backspace') held = held.slice(0, -1);
  else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) held += e.key;
}

/** From now on every key is held for the palette, until takeHeldKeys() or stopHolding(). */
export function holdKeysForPalette(cancel: () => void) {
  if (typeof window === 'undefined' || held !== null) return;
  held = '';
  onCancel = cancel;
  window.addEventListener('keydown', hold, true);
}

export function stopHolding() {
  held = null;
  onCancel = null;
  if (typeof window !== 'undefined') window.removeEventListener('keydown', hold, true);
}

/** The text typed so far (empty when none); the keys go to the focused input from here on. */
export function takeHeldKeys(): string {
  const text = held ?? '';
  stopHolding();
  return text;
}
