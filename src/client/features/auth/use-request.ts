import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isCanceled } from '@client/api/http';
import { messages } from '@shared/messages';

export interface RequestState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload(): void;
}

/** The message a failed call shows: the server's catalogue text, else 'Operation Failed'. */
export const errorText = (error: unknown) => (error instanceof ApiError ? error.message : messages.operationFailed);

/**
 * Runs a call when the component mounts (and when `key` changes); aborts it on unmount.
 * Canceled requests are ignored silently, as the error catalogue asks.
 */
export function useRequest<T>(load: (signal: AbortSignal) => Promise<T>, key: string): RequestState<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    loadRef.current(controller.signal).then(
      (data) => setState({ data, error: null, loading: false }),
      (error: unknown) => {
        if (isCanceled(error) || controller.signal.aborted) return;
        setState({ data: null, error: errorText(error), loading: false });
      },
    );
    return () => controller.abort();
  }, [key, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}

export interface Submission {
  busy: boolean;
  error: string | null;
  /**
   * Runs one submission at a time: busy while it runs, the catalogue text as `error` when it fails.
   * `onError` runs after a failure (for example to clear a code field). On success a caller that
   * navigates away simply unmounts.
   */
  run(action: () => Promise<unknown>, onError?: () => void): Promise<void>;
}

export function useSubmit(): Submission {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const run = useCallback(async (action: () => Promise<unknown>, onError?: () => void) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      if (!isCanceled(e)) setError(errorText(e));
      onError?.();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, error, run };
}
