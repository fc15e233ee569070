/** What a name check answers: valid, and the words to show (the server's, e.g. 'The name has already been taken.'). */
export interface NameCheckAnswer {
  valid: boolean;
  message: string;
}

export interface NameChecker {
  /** The name changed: the pending check (timer or request) is dropped and a new one starts after the delay. */
  change(name: string): void;
  /** Drops the pending check; nothing more is reported for it. */
  cancel(): void;
}

/** How long typing must pause before the name is checked. */
export const nameCheckDelayMs = 300;

/**
 * The name check before save, without React: each change waits `delayMs` of quiet, then asks `check`; a change
 * (or cancel) meanwhile clears the timer and aborts the request in flight, so only the last name's answer is reported.
 * An empty name reports null at once (nothing to check); a failed check reports null (the save stays the final word).
 */
export function createNameChecker(o: {
  check(name: string, signal: AbortSignal): Promise<NameCheckAnswer>;
  onResult(answer: NameCheckAnswer | null, name: string): void;
  delayMs?: number;
}): NameChecker {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: AbortController | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
  };
  return {
    cancel,
    change(name) {
      cancel();
      const trimmed = name.trim();
      if (!trimmed) return o.onResult(null, name);
      timer = setTimeout(() => {
        timer = null;
        const controller = new AbortController();
        inFlight = controller;
        o.check(trimmed, controller.signal).then(
          (answer) => {
            if (controller.signal.aborted) return;
            inFlight = null;
            o.onResult(answer, name);
          },
          () => {
            if (controller.signal.aborted) return;
            inFlight = null;
            o.onResult(null, name);
          },
        );
      }, o.delayMs ?? nameCheckDelayMs);
    },
  };
}
