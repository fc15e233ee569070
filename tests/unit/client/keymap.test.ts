import { describe, expect, it } from 'vitest';
import {
  bindingKeys,
  findConflicts,
  handledByComponent,
  keymap,
  layerOf,
  matchesChord,
  normalizeBinding,
  parseBinding,
  parseChord,
  pressed,
} from '@client/commands/keymap';
import { buildCommands } from '@client/commands/registry';
import { commandContext } from './context';
// The screens' commands and keys, as the app has them once a screen, the palette or the '?' sheet loads them.
import '@client/commands/screenRegistry';

const key = (k: string, code: string, mods: Partial<{ ctrl: boolean; meta: boolean; alt: boolean; shift: boolean }> = {}) => ({
  key: k,
  code,
  ctrlKey: !!mods.ctrl,
  metaKey: !!mods.meta,
  altKey: !!mods.alt,
  shiftKey: !!mods.shift,
});

describe('keymap: the single source of bindings', () => {
  it('has no duplicate bindings and no binding that is the prefix of a sequence', () => {
    expect(findConflicts(keymap)).toEqual([]);
  });

  it('binds only commands that exist in the registry, apart from the form and grid layers, which their components handle themselves', () => {
    const ids = new Set(
      buildCommands(commandContext())
        .map((c) => c.shortcut)
        .filter(Boolean),
    );
    for (const id of Object.keys(keymap).filter((k) => !handledByComponent(k))) expect(ids, id).toContain(id);
  });

  it('says which grid keys a key event is (the permission matrix moves and toggles by them)', () => {
    const ev = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
      key: k,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      ...mods,
    });
    expect(pressed('grid.toggle', ev(' '), false)).toBe(true);
    expect(pressed('grid.toggle', ev('a'), false)).toBe(false);
    expect(pressed('grid.first', ev('Home', { ctrlKey: true }), false)).toBe(true);
    expect(pressed('grid.first', ev('Home', { metaKey: true }), true)).toBe(true);
    expect(pressed('grid.rowStart', ev('Home', { ctrlKey: true }), false)).toBe(false);
    expect(pressed('grid.pageDown', ev('PageDown'), false)).toBe(true);
    expect(layerOf('grid.up')).toBe('grid');
  });

  it('says which form keys a key event is, on each platform', () => {
    const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
      key: k,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      ...mods,
    });
    expect(pressed('form.submit', key('Enter', { ctrlKey: true }), false)).toBe(true);
    expect(pressed('form.submit', key('Enter', { metaKey: true }), true)).toBe(true);
    expect(pressed('form.submit', key('Enter'), false)).toBe(false);
    expect(pressed('form.addRowBelow', key('Enter'), false)).toBe(true);
    expect(pressed('form.addRowBelow', key('Enter', { ctrlKey: true }), false)).toBe(false);
    expect(pressed('form.close', key('Escape'), false)).toBe(true);
    expect(pressed('form.moveRowUp', key('ArrowUp', { altKey: true }), false)).toBe(true);
    expect(pressed('form.moveRowDown', key('ArrowUp', { altKey: true }), false)).toBe(false);
    expect(pressed('form.moveRowDown', key('ArrowDown'), false)).toBe(false);
  });

  it('opens the palette with Ctrl/Cmd+K and the shortcut sheet with ?', () => {
    expect(normalizeBinding(keymap['palette.open'])).toBe('mod+k');
    expect(keymap['shortcuts.show']).toBe('?');
  });

  it('finds duplicates regardless of modifier order and case', () => {
    expect(findConflicts({ a: 'mod+shift+k', b: 'Shift+Mod+K' })).toHaveLength(1);
  });

  it('finds a single key that would swallow a sequence starting with it', () => {
    expect(findConflicts({ a: 'g', b: 'g d' })).toHaveLength(1);
    expect(findConflicts({ a: 'g d', b: 'g p' })).toEqual([]);
  });

  it('refuses unknown modifiers and empty keys', () => {
    expect(() => parseChord('hyper+k')).toThrow();
    expect(() => parseChord('mod+')).toThrow();
    expect(parseBinding('g d')).toHaveLength(2);
  });
});

describe('matching key events', () => {
  it('reads mod as Ctrl off macOS and Cmd on macOS', () => {
    const chord = parseChord('mod+k');
    expect(matchesChord(chord, key('k', 'KeyK', { ctrl: true }), false)).toBe(true);
    expect(matchesChord(chord, key('k', 'KeyK', { meta: true }), false)).toBe(false);
    expect(matchesChord(chord, key('k', 'KeyK', { meta: true }), true)).toBe(true);
    expect(matchesChord(chord, key('k', 'KeyK'), false)).toBe(false);
  });

  it('matches Alt chords by physical key (macOS types † for Alt+T)', () => {
    expect(matchesChord(parseChord('alt+t'), key('†', 'KeyT', { alt: true }), true)).toBe(true);
  });

  it('matches ? whatever Shift it needs on the layout', () => {
    expect(matchesChord(parseChord('?'), key('?', 'Slash', { shift: true }), false)).toBe(true);
    expect(matchesChord(parseChord('?'), key('/', 'Slash'), false)).toBe(false);
  });

  it('needs Shift to be exactly as bound for letters', () => {
    expect(matchesChord(parseChord('g'), key('G', 'KeyG', { shift: true }), false)).toBe(false);
  });
});

describe('displayed hints come from the same bindings', () => {
  it('shows Ctrl off macOS and symbols on macOS', () => {
    expect(bindingKeys('mod+k', false)).toEqual([['Ctrl', 'K']]);
    expect(bindingKeys('mod+k', true)).toEqual([['⌘', 'K']]);
    expect(bindingKeys('g d', false)).toEqual([['G'], ['D']]);
  });
});
