import { Classes } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import {
  handledByComponent,
  isMacPlatform,
  keymap,
  keymapVersion,
  layerOf,
  matchesChord,
  parseBinding,
  type Chord,
  type ShortcutId,
} from './keymap';
import { useShellUi } from '../shell/uiStore';
import { runnableNow } from './commandRules';
import type { Commands } from './CommandsContext';
import { createKeptKey } from './keptKey';
import { layerLoading, onScreenSettled } from './screenLoading';

const sequenceTimeoutMs = 1200;

const typingIn = (target: EventTarget | null) => {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
};

type Bound = { id: ShortcutId; chords: Chord[] };
/**
 * The keymap parsed: global bindings, and layer bindings (canvas, task map: single chords that win while their command
 * is available; form and grid bindings are the components' own, `pressed`). Parsed again when bindings are added.
 */
let parsed: { at: number; global: Bound[]; layers: Bound[] } | null = null;
function parsedKeymap() {
  if (parsed?.at === keymapVersion()) return parsed;
  const all = (Object.entries(keymap) as [ShortcutId, string][]).map(([id, b]) => ({ id, chords: parseBinding(b) }));
  parsed = {
    at: keymapVersion(),
    global: all.filter((b) => layerOf(b.id) === 'global'),
    layers: all.filter((b) => layerOf(b.id) !== 'global' && !handledByComponent(b.id)),
  };
  return parsed;
}

/** An overlay (the palette, a dialog) entering or leaving the page: where the focus will be is not settled yet. */
const overlaySettling = () => !!document.querySelector(`.${Classes.OVERLAY}-enter, .${Classes.OVERLAY}-exit`);
/** Only leaving: nothing is opening that the key could be meant for. */
const overlayOnlyLeaving = () => !document.querySelector(`.${Classes.OVERLAY}-enter`);

/** A plain arrow key moves a selection and changes nothing: it acts behind an overlay that is only leaving. */
const movesOnly = (c: Chord) => !c.mod && !c.alt && !c.shift && c.key.startsWith('arrow');

/** Chords with a modifier work while typing; plain keys only outside text fields and open dialogs. */
const worksWhileTyping = (c: Chord) => c.mod;

/** Which chords act with the keys at `target` (where a key press goes): none in the open palette. */
function chordsActing(target: EventTarget | null) {
  const inPalette = !!(target as HTMLElement | null)?.closest?.('.studio-palette');
  // Keys typed in the open palette are the palette's (Ctrl+Z there must not undo on the canvas under it). In a
  // palette that is still closing (just after Escape) Ctrl/Cmd+K opens it again.
  if (inPalette && useShellUi.getState().palette) return null;
  // While the focus moves (a palette or dialog opening or closing) a plain key changes nothing; chords act. Behind
  // an overlay that is only leaving, an arrow key still moves the selection (a key pressed just after a save).
  const settling = overlaySettling();
  const typing = inPalette || typingIn(target) || document.body.classList.contains(Classes.OVERLAY_OPEN) || settling;
  const leaving =
    settling && !inPalette && !typingIn(target) && !document.body.classList.contains(Classes.OVERLAY_OPEN) && overlayOnlyLeaving();
  return (c: Chord) => !typing || worksWhileTyping(c) || (leaving && movesOnly(c));
}

/** Where a kept key was pressed: it runs only on that page. */
const here = () => globalThis.location?.href ?? '';

/**
 * The global key handler: a view of the registry, bindings from the keymap (chords and sequences). It reads the
 * registry the shell built for the current context (`current`); a key press never builds it.
 */
export function createKeyHandler(current: () => Commands | null, mac = isMacPlatform()) {
  let pending: { id: ShortcutId; chords: Chord[] }[] | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reset = () => {
    pending = null;
    clearTimeout(timer);
  };
  const runnable = (id: ShortcutId) => {
    const commands = current();
    if (!commands) return null;
    const command = commands.byShortcut.get(id);
    if (!command || !runnableNow(command, commands.ctx)) return null;
    return { command, ctx: commands.ctx };
  };
  const fire = (id: ShortcutId, e?: KeyboardEvent) => {
    const found = runnable(id);
    if (!found) return;
    e?.preventDefault();
    found.command.run(found.ctx);
  };
  // A key of a layer whose screen still loads (the canvas before its task arrives), to run once it has loaded.
  const kept = createKeptKey<Bound & { chord: Chord }>();
  const onKey = (e: KeyboardEvent) => {
    if (e.repeat || ['Shift', 'Control', 'Meta', 'Alt'].includes(e.key)) return;
    // Any other key shows the user moved on from a kept one (Escape, Ctrl+K); a loading screen's key is kept anew.
    kept.drop();
    const acts = chordsActing(e.target);
    if (!acts) return;
    const step = pending ? 1 : 0;
    if (!pending) {
      const layer = parsedKeymap().layers.find((b) => matchesChord(b.chords[0], e, mac) && acts(b.chords[0]) && runnable(b.id));
      if (layer) return fire(layer.id, e);
    }
    const candidates = (pending ?? parsedKeymap().global).filter(
      (b) => b.chords[step] && matchesChord(b.chords[step], e, mac) && acts(b.chords[step]),
    );
    reset();
    if (candidates.length === 0) return step === 0 ? keepIfLoading(e, acts) : undefined;
    const done = candidates.find((b) => b.chords.length === step + 1);
    if (done) return fire(done.id, e);
    e.preventDefault();
    pending = candidates;
    timer = setTimeout(reset, sequenceTimeoutMs);
  };
  /**
   * A layer key no command takes now, while its screen loads: kept (the newest only) to run once it has loaded. Not
   * one a control took (a tab's arrow key), and its own action stays (Enter on a focused button still presses it).
   */
  const keepIfLoading = (e: KeyboardEvent, acts: (c: Chord) => boolean) => {
    const bound = parsedKeymap().layers.find((b) => matchesChord(b.chords[0], e, mac) && acts(b.chords[0]) && layerLoading(layerOf(b.id)));
    if (!bound || e.defaultPrevented) return;
    kept.keep(layerOf(bound.id), { ...bound, chord: bound.chords[0] }, here(), Date.now());
  };
  /**
   * The layer's screen stopped loading: its kept key runs if the screen loaded, through the same command and rules as
   * a key pressed now (where the focus is now: not in a text field, the palette or a dialog, opening or not).
   */
  const settled = (layer: string, loaded: boolean) => {
    const key = kept.take(layer, here(), Date.now());
    if (!key || !loaded) return;
    const acts = chordsActing(document.activeElement);
    if (acts?.(key.chord)) fire(key.id);
  };
  /** A click, or the focus going into a text field or an overlay (the palette, a dialog): the kept key is dropped. */
  const movedOn = (e: Event) => {
    const target = e.target as HTMLElement | null;
    if (e.type === 'pointerdown' || typingIn(target) || !!target?.closest?.(`.${Classes.OVERLAY}, .studio-palette`)) kept.drop();
  };
  return { onKey, settled, movedOn, reset: () => (reset(), kept.drop()) };
}

/** Listens to the window's keys while the shell is mounted, with the registry of the current context. */
export function useKeybindings(commands: Commands | null) {
  const ref = useRef(commands);
  ref.current = commands;
  useEffect(() => {
    const handler = createKeyHandler(() => ref.current);
    window.addEventListener('keydown', handler.onKey);
    window.addEventListener('pointerdown', handler.movedOn, true);
    window.addEventListener('focusin', handler.movedOn, true);
    const offSettled = onScreenSettled(handler.settled);
    return () => {
      window.removeEventListener('keydown', handler.onKey);
      window.removeEventListener('pointerdown', handler.movedOn, true);
      window.removeEventListener('focusin', handler.movedOn, true);
      offSettled();
      handler.reset();
    };
  }, []);
}
