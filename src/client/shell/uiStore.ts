import { create } from 'zustand';
import { holdKeysForPalette, stopHolding } from '../commands/paletteKeys';

/** Which shell overlays are open. One place, so commands and keys can open them. */
interface ShellUiState {
  palette: boolean;
  shortcuts: boolean;
  switcher: boolean;
  drawer: boolean;
  /** The top bar's notifications popover. */
  notifications: boolean;
  set(patch: Partial<Omit<ShellUiState, 'set'>>): void;
}

export const useShellUi = create<ShellUiState>((set, get) => ({
  palette: false,
  shortcuts: false,
  switcher: false,
  drawer: false,
  notifications: false,
  set: (patch) => {
    // From the moment the palette is asked for, every key is its own (held until its input has the focus).
    if (patch.palette && !get().palette) holdKeysForPalette(() => set({ palette: false }));
    if (patch.palette === false) stopHolding();
    set(patch);
  },
}));
