import type { CommandContext } from '../commands/types';
import { useCommandOverlays } from './useCommandOverlays';

/**
 * Where the palette and the shortcut sheet mount. Their open state is read here, not in the shell: opening the
 * palette (Ctrl/Cmd+K) renders this slot and the palette alone, never the sidebar, the top bar and the screen.
 */
export function CommandOverlaysSlot({ ctx }: { ctx: CommandContext | null }) {
  const Overlays = useCommandOverlays();
  return ctx && Overlays ? <Overlays ctx={ctx} /> : null;
}
