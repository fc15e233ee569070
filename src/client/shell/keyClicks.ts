/**
 * A button is clicked by Enter or Space only when the key went down on it. Blueprint's buttons click on the
 * key's release wherever it was pressed, so a Ctrl+Enter that moves the focus onto a button (a refused save
 * focusing its field, a dialog opening) would click that button when the key comes up.
 */
export function keepKeyClicksWhereThePressWas(target: Window = window) {
  const pressedOn = new Map<string, EventTarget | null>();
  target.addEventListener('keydown', (e) => pressedOn.set(e.key, e.target), true);
  target.addEventListener(
    'keyup',
    (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      const at = pressedOn.get(e.key);
      pressedOn.delete(e.key);
      if (at !== e.target) e.stopPropagation();
    },
    true,
  );
}
