import type { ScreenBindings } from './screenBindings';

/**
 * Every keyboard binding, and the hints shown for them (palette, menus, the '?' sheet): the shell's own here, the
 * screens' layers as their commands declare them (added when the screens' commands load: screenRegistry.ts, which the
 * shell's entry does not carry).
 * A binding is one chord ('mod+k', 'alt+t', '?') or a sequence of chords separated by a space ('g d').
 * 'mod' is Cmd on macOS and Ctrl elsewhere.
 */
const shellKeymap = {
  'palette.open': 'mod+k',
  'shortcuts.show': '?',
  'scope.open': 'alt+s',
  'theme.toggle': 'alt+t',
  'nav.dashboard': 'g d',
  'nav.profile': 'g p',
  'tasks.create': 'alt+n',
  'tasks.map': 'g m',
  'tasks.import': 'g i',
  // The form layer: inside a form or editor (content editors, node editors, entity panels, rows of fields).
  'form.submit': 'mod+enter',
  'form.close': 'escape',
  'form.addRowBelow': 'enter',
  'form.moveRowUp': 'alt+arrowup',
  'form.moveRowDown': 'alt+arrowdown',
  // The grid layer: inside a keyboard grid (the permission matrix); the grid handles these keys itself, as forms do.
  'grid.up': 'arrowup',
  'grid.down': 'arrowdown',
  'grid.left': 'arrowleft',
  'grid.right': 'arrowright',
  'grid.rowStart': 'home',
  'grid.rowEnd': 'end',
  'grid.first': 'mod+home',
  'grid.last': 'mod+end',
  'grid.pageUp': 'pageup',
  'grid.pageDown': 'pagedown',
  'grid.toggle': 'space',
  'grid.activate': 'enter',
  // The list layer: inside a list that moves by itself (the palette's results); shown as hints, handled by the list.
  'list.previous': 'arrowup',
  'list.next': 'arrowdown',
  'list.run': 'enter',
} as const satisfies Record<string, string>;

export type ShortcutId = keyof typeof shellKeymap | keyof ScreenBindings;

/**
 * The bindings known now: the shell's, and the screens' layers (the canvas with its simulator and running flows, the
 * task map, campaigns) once their commands are loaded. Those layers are active while their screen is open and win
 * over global sequences (G then D).
 */
export const keymap: Readonly<Record<string, string>> & { readonly [K in keyof typeof shellKeymap]: string } = { ...shellKeymap };
let version = 0;

/** Adds the screens' bindings (screenRegistry.ts, once); the key handler reads them from its next key. */
export function addBindings(bindings: Readonly<Record<string, string>>): void {
  Object.assign(keymap, bindings);
  version++;
}

/** Changes whenever bindings are added: what reads the whole keymap rebuilds its view then. */
export const keymapVersion = () => version;

/** The binding of an id, if it is known now (a screen's, once its commands are loaded). */
export const bindingOf = (id: ShortcutId): string | undefined => keymap[id];

/** Bindings of a layer win over global ones while the layer is active; conflicts are checked per layer. */
export const layerOf = (id: string) =>
  id.startsWith('canvas.')
    ? 'canvas'
    : id.startsWith('taskmap.')
      ? 'taskmap'
      : id.startsWith('form.')
        ? 'form'
        : id.startsWith('grid.')
          ? 'grid'
          : id.startsWith('list.')
            ? 'list'
            : 'global';

/** Layers whose keys the component handles itself (forms, grids, lists): no command stands behind them. */
export const handledByComponent = (id: string) => ['form', 'grid', 'list'].includes(layerOf(id));

export interface Chord {
  mod: boolean;
  alt: boolean;
  shift: boolean;
  key: string;
}

const modifierNames = new Set(['mod', 'alt', 'shift']);

/** 'mod+shift+K' → { mod, shift, key: 'k' }. Unknown modifiers are errors. */
export function parseChord(text: string): Chord {
  const parts = text.toLowerCase().split('+');
  const key = parts.pop() ?? '';
  if (!key) throw new Error(`Binding "${text}" has no key.`);
  for (const p of parts) if (!modifierNames.has(p)) throw new Error(`Binding "${text}" has an unknown modifier "${p}".`);
  return { mod: parts.includes('mod'), alt: parts.includes('alt'), shift: parts.includes('shift'), key };
}

export function parseBinding(binding: string): Chord[] {
  return binding.trim().split(/\s+/).map(parseChord);
}

const chordText = (c: Chord) => [c.mod && 'mod', c.alt && 'alt', c.shift && 'shift', c.key].filter(Boolean).join('+');

/** The canonical text of a binding: modifiers in a fixed order, lower case. */
export const normalizeBinding = (binding: string) => parseBinding(binding).map(chordText).join(' ');

/**
 * Conflicts in a keymap: two ids with the same binding, or a binding that is the prefix of a sequence
 * (the shorter one would fire before the sequence could finish). Empty when the keymap is sound.
 */
export function findConflicts(map: Record<string, string>): string[] {
  const entries = Object.entries(map).map(([id, b]) => [id, normalizeBinding(b)] as const);
  const problems: string[] = [];
  for (let i = 0; i < entries.length; i++) {
    for (let j = i + 1; j < entries.length; j++) {
      const [a, ba] = entries[i];
      const [b, bb] = entries[j];
      if (layerOf(a) !== layerOf(b)) continue;
      if (ba === bb) problems.push(`${a} and ${b} are both bound to "${ba}"`);
      else if (bb.startsWith(ba + ' ') || ba.startsWith(bb + ' ')) {
        problems.push(`${a} ("${ba}") and ${b} ("${bb}") overlap as prefix and sequence`);
      }
    }
  }
  return problems;
}

export interface KeyEventLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** The key an event stands for: letters and digits by physical key (Alt changes e.key on macOS). */
function eventKey(e: KeyEventLike): string {
  if (e.key === '+') return 'plus';
  if (e.key === ' ') return 'space';
  if (e.code && /^Key[A-Z]$/.test(e.code)) return e.code.slice(3).toLowerCase();
  if (e.code && /^Digit\d$/.test(e.code) && e.key !== '?') return e.code.slice(5);
  return e.key.toLowerCase();
}

export function matchesChord(chord: Chord, e: KeyEventLike, mac: boolean): boolean {
  const mod = mac ? e.metaKey : e.ctrlKey;
  const other = mac ? e.ctrlKey : e.metaKey;
  if (other || mod !== chord.mod || e.altKey !== chord.alt) return false;
  const key = eventKey(e);
  // Printable symbols such as '?' already carry their Shift.
  if (!/^[a-z0-9]$/.test(chord.key) && (chord.key.length === 1 || chord.key === 'plus')) return key === chord.key;
  return key === chord.key && e.shiftKey === chord.shift;
}

const keyNames: Record<string, string> = {
  space: 'Space',
  pageup: 'Page Up',
  pagedown: 'Page Down',
  plus: '+',
  arrowup: '↑',
  arrowdown: '↓',
  arrowleft: '←',
  arrowright: '→',
  delete: 'Del',
  backspace: '⌫',
  enter: '↵',
  contextmenu: '☰',
};

const symbols = { mod: '⌘', alt: '⌥', shift: '⇧' };
const words = { mod: 'Ctrl', alt: 'Alt', shift: 'Shift' };

/** The keys to display for a binding, one array per chord: [['Ctrl', 'K']] or [['G'], ['D']]. */
export function bindingKeys(binding: string, mac: boolean): string[][] {
  const names = mac ? symbols : words;
  return parseBinding(binding).map((c) => [
    ...(c.mod ? [names.mod] : []),
    ...(c.alt ? [names.alt] : []),
    ...(c.shift ? [names.shift] : []),
    keyNames[c.key] ?? (c.key.length === 1 ? c.key.toUpperCase() : c.key[0].toUpperCase() + c.key.slice(1)),
  ]);
}

export const isMacPlatform = () => typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

/** True when a key event is the (one-chord) binding of `id` on this platform: `pressed('form.submit', e)`. */
export function pressed(id: ShortcutId, e: KeyEventLike, mac = isMacPlatform()): boolean {
  const binding = bindingOf(id);
  if (!binding) return false;
  const chords = parseBinding(binding);
  return chords.length === 1 && matchesChord(chords[0], e, mac);
}
