import { afterAll, beforeAll } from 'vitest';

/**
 * A key press as the key handler reads it: its key, its modifiers and its code (a letter's is Key<letter>; give the
 * others, F2 or BracketRight, where the command is bound by code). preventDefault() marks it taken.
 */
export function keyPress(
  key: string,
  mods: { alt?: boolean; ctrl?: boolean; shift?: boolean } = {},
  code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : undefined,
) {
  const e = {
    key,
    code,
    ctrlKey: !!mods.ctrl,
    metaKey: false,
    altKey: !!mods.alt,
    shiftKey: !!mods.shift,
    repeat: false,
    target: null,
    defaultPrevented: false,
    preventDefault() {
      e.defaultPrevented = true;
    },
  };
  return e as unknown as KeyboardEvent & { defaultPrevented: boolean };
}

/**
 * The page as the key handler asks it: no dialog open, the focus on the page; with `settling`, an overlay that is
 * opening ('enter') or leaving ('exit').
 */
export function keyPage(settling?: 'enter' | 'exit'): Document {
  return {
    body: { classList: { contains: () => false } },
    querySelector: (s: string) => (settling && s.includes(`-${settling}`) ? {} : null),
    activeElement: null,
  } as unknown as Document;
}

/** In a describe: its tests run on the quiet page of keyPage(), and the document comes back after them. */
export function onKeyPage(): void {
  const saved = globalThis.document;
  beforeAll(() => {
    globalThis.document = keyPage();
  });
  afterAll(() => {
    globalThis.document = saved;
  });
}
