import { useEffect, useMemo, useRef, useState } from 'react';
import { createNameChecker, type NameCheckAnswer } from './nameCheck';

/** A name check call: the name (trimmed) and the signal that cancels it. */
export type NameCheckCall = (name: string, signal: AbortSignal) => Promise<NameCheckAnswer>;

/**
 * The name check before save of every form that has one: while the user types the name, `call` runs after 300 ms
 * of quiet, a newer change cancelling the older check. `context` is what else the name is unique within (a prompt's
 * or campaign's type): a change of it checks again. Answers the refusal's words while the name is taken, else null;
 * the name the item was loaded with (`own`) is never checked. The save's refusal stays the final word.
 */
export function useNameTaken(call: NameCheckCall | null, name: string, context = '', own: string | null = null): string | null {
  const latest = useRef(call);
  latest.current = call;
  const [taken, setTaken] = useState<{ key: string; message: string } | null>(null);
  // The server decides whether case matters: any other spelling is checked again.
  const key = `${name.trim()}\n${context}`;
  const keyRef = useRef(key);
  keyRef.current = key;
  const enabled = call !== null;
  const checker = useMemo(
    () =>
      enabled
        ? createNameChecker({
            check: (n, signal) => latest.current!(n, signal),
            onResult: (answer) => setTaken(answer && !answer.valid ? { key: keyRef.current, message: answer.message } : null),
          })
        : null,
    [enabled],
  );
  useEffect(() => () => checker?.cancel(), [checker]);
  useEffect(() => {
    if (!checker) return;
    if (own !== null && name.trim() === own.trim()) {
      checker.cancel();
      setTaken(null);
      return;
    }
    checker.change(name);
  }, [checker, key, own]); // eslint-disable-line react-hooks/exhaustive-deps
  // A refusal holds only for the name (and context) it was given for.
  return taken && taken.key === key ? taken.message : null;
}
