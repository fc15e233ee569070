import { create } from 'zustand';

/** Which shell overlays are open. One place, so commands and keys can open them. */
interface ShellUiState {
  palette: boolean;
  shortcuts: boolean;
  switcher: boolean;
  drawer: boolean;
  set(patch: Partial<Omit<ShellUiState, 'set'>>): void;
}

export const useShellUi = create<ShellUiState>((set) => ({
  palette: false,
  shortcuts: false,
  switcher: false,
  drawer: false,
  set: (patch) => set(patch),
}));
