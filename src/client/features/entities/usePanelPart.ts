import { useEffect, useRef } from 'react';
import type { PanelExtraProps, PanelPart } from './panelPart';

/** Gives the panel the extra's part on every render (so it reads the latest state) and takes it back when the extra goes. */
export function usePanelPart(setPart: PanelExtraProps['setPart'], part: () => PanelPart) {
  useEffect(() => setPart?.(part()));
  useEffect(() => () => setPart?.(null), [setPart]);
}

/** What a save waiting on the user is told: more to send (a confirmation), or false to save nothing. */
export type SaveDecision = Record<string, unknown> | false;

/** A question a save waits on (a changes dialog): `ask` resolves when the dialog calls `decide`. */
export function useSaveDecision() {
  const answer = useRef<((decision: SaveDecision) => void) | null>(null);
  return {
    ask: () => new Promise<SaveDecision>((resolve) => (answer.current = resolve)),
    decide: (decision: SaveDecision) => {
      answer.current?.(decision);
      answer.current = null;
    },
  };
}
