import { Classes } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { handledByComponent, isMacPlatform, keymap, layerOf, matchesChord, parseBinding, type Chord, type ShortcutId } from './keymap';
import { useShellUi } from '../shell/uiStore';
import { buildCommands } from './registry';
import type { CommandContext } from './types';

const sequenceTimeoutMs = 1200;

const typingIn = (target: EventTarget | null) => {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
};

const allBindings = (Object.entries(keymap) as [ShortcutId, string][]).map(([id, b]) => ({ id, chords: parseBinding(b) }));
const bindings = allBindings.filter((b) => layerOf(b.id) === 'global');
/** Layer bindings (canvas, task map) are single chords; they win while their command is available. Form and grid bindings are the components' own (`pressed`). */
const layerBindings = allBindings.filter((b) => layerOf(b.id) !== 'global' && !handledByComponent(b.id));

/** An overlay (the palette, a dialog) entering or leaving the page: where the focus will be is not settled yet. */
const overlaySettling = () => !!document.querySelector(`.${Classes.OVERLAY}-enter, .${Classes.OVERLAY}-exit`);

/** Chords with a modifier work while typing; plain keys only outside text fields and open dialogs. */
const worksWhileTyping = (c: Chord) => c.mod;

/** The global key handler: a view of the registry, bindings from the keymap (chords and sequences). */
export function useKeybindings(ctx: CommandContext | null) {
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  useEffect(() => {
    const mac = isMacPlatform();
    let pending: { id: ShortcutId; chords: Chord[] }[] | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reset = () => {
      pending = null;
      clearTimeout(timer);
    };
    const runnable = (id: ShortcutId) => {
      const current = ctxRef.current;
      if (!current) return null;
      const command = buildCommands(current).find((c) => c.shortcut === id);
      if (!command || (command.when && !command.when(current)) || command.disabledReason?.(current)) return null;
      return { command, current };
    };
    const fire = (id: ShortcutId, e: KeyboardEvent) => {
      const found = runnable(id);
      if (!found) return;
      e.preventDefault();
      found.command.run(found.current);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat || ['Shift', 'Control', 'Meta', 'Alt'].includes(e.key)) return;
      const inPalette = !!(e.target as HTMLElement | null)?.closest?.('.studio-palette');
      // Keys typed in the open palette are the palette's (Ctrl+Z there must not undo on the canvas under it). In a
      // palette that is still closing (just after Escape) Ctrl/Cmd+K opens it again.
      if (inPalette && useShellUi.getState().palette) return;
      // While the focus moves (a palette or dialog opening or closing) a plain key changes nothing; chords act.
      const typing = inPalette || typingIn(e.target) || document.body.classList.contains(Classes.OVERLAY_OPEN) || overlaySettling();
      const step = pending ? 1 : 0;
      if (!pending) {
        const layer = layerBindings.find((b) => matchesChord(b.chords[0], e, mac) && (!typing || worksWhileTyping(b.chords[0])) && runnable(b.id));
        if (layer) return fire(layer.id, e);
      }
      const candidates = (pending ?? bindings).filter(
        (b) => b.chords[step] && matchesChord(b.chords[step], e, mac) && (!typing || worksWhileTyping(b.chords[step])),
      );
      reset();
      if (candidates.length === 0) return;
      const done = candidates.find((b) => b.chords.length === step + 1);
      if (done) return fire(done.id, e);
      e.preventDefault();
      pending = candidates;
      timer = setTimeout(reset, sequenceTimeoutMs);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      reset();
    };
  }, []);
}
