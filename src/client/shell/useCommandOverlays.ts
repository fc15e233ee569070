import { useEffect, useState, type ComponentType } from 'react';
import type { CommandContext } from '../commands/types';
import { useShellUi } from './uiStore';

type Overlays = ComponentType<{ ctx: CommandContext }>;

let loaded: Overlays | null = null;
let loading: Promise<unknown> | null = null;
const load = () =>
  (loading ??= import('../commands/CommandOverlays').then(
    (m) => (loaded = m.default),
    () => (loading = null),
  ));

/**
 * The palette and shortcut sheet stay out of the first page load (and the shell's budget): their code is
 * fetched at the first key or pointer press and mounted (closed) as soon as it is there, so an
 * opening renders in the commit that asks for it: no Suspense fallback, which React would hold on screen for
 * its throttle (about 300 ms) while the keys typed into the palette wait.
 */
export function useCommandOverlays(): Overlays | null {
  const open = useShellUi((s) => s.palette || s.shortcuts);
  const [, setReady] = useState(!!loaded);
  useEffect(() => {
    const prefetch = () => void load().then(() => setReady(true));
    window.addEventListener('keydown', prefetch, { once: true, capture: true });
    window.addEventListener('pointerdown', prefetch, { once: true, capture: true });
    return () => {
      window.removeEventListener('keydown', prefetch, { capture: true });
      window.removeEventListener('pointerdown', prefetch, { capture: true });
    };
  }, []);
  useEffect(() => {
    if (open && !loaded) void load().then(() => setReady(true));
  }, [open]);
  return loaded;
}
