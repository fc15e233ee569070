import { useShellUi } from './uiStore';

/** A place the user types into: a field of a form, the palette's input. */
const typingPlace =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea, select, [contenteditable]:not([contenteditable="false"])';
/** A layer over the page: a dialog, a drawer, a popover. */
const layerOf = (el: Element) => el.closest('.bp6-overlay, .bp6-dialog, [role="dialog"]');

/**
 * Whether a focus move the user did not ask for at this moment (a form giving the keys to its field once it has
 * loaded, a panel giving them back after a save) may take the focus now. Never from where the user has gone
 * meanwhile: the palette (from the moment Ctrl/Cmd+K asked for it until it closes), a dialog or popover opened
 * over the form, another field of the page; or the keys typed there go astray. Free: nowhere (the page's body),
 * inside `within` (the form's own panel or dialog), the palette as it closes after running a command (which opened
 * the form), a row or a button of the page; and, for a form in a dialog, whatever lies under that dialog.
 */
export function focusIsFree(within: Element | null): boolean {
  const active = document.activeElement;
  if (within && active && within.contains(active)) return true;
  const palette = useShellUi.getState().palette;
  if (!active || active === document.body || active.closest('.studio-palette')) return !palette;
  if (palette) return false;
  const layer = layerOf(active);
  if (within && layerOf(within)) return !layer || !!(layer.compareDocumentPosition(within) & Node.DOCUMENT_POSITION_FOLLOWING);
  return !layer && !active.matches(typingPlace);
}

/**
 * A ref for the field that takes the keys when its form shows, in place of `autoFocus` (which takes them
 * whenever the field mounts, a render after the user may have gone elsewhere): it focuses the field only while
 * the focus is free. The form's own scope is the nearest `[data-focus-scope]` (a panel) or dialog around it.
 */
export function focusWhenFree(el: HTMLElement | null) {
  if (el && focusIsFree(el.closest('[data-focus-scope], .bp6-dialog, [role="dialog"]'))) el.focus();
}
