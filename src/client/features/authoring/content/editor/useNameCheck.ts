import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '@client/api/http';
import type { ContentNameCheck } from '../tabTypes';
import { createNameChecker, type NameCheckAnswer } from './nameCheck';

/** Asks the content type's check call whether `name` is free for the item `id` (none: a new item). */
export function checkContentName(check: ContentNameCheck, name: string, draft: Record<string, unknown>, id: number | null, signal: AbortSignal): Promise<NameCheckAnswer> {
  if (check.method === 'GET') return api<NameCheckAnswer>(`${check.path}/${encodeURIComponent(name)}`, { signal, query: { [check.idField]: id ?? undefined } });
  const per = Object.fromEntries(check.per.filter((f) => draft[f] !== undefined && draft[f] !== '').map((f) => [f, draft[f]]));
  return api<NameCheckAnswer>(check.path, { method: 'POST', signal, body: { name, ...per, ...(id !== null ? { [check.idField]: id } : {}) } });
}

/**
 * The name check of every content editor: while the user types the name (and its `per` fields, a prompt's type),
 * the check call runs after 300 ms of quiet, a newer change cancelling the older check. Answers the refusal's words
 * while the name is taken, else null; the name the item was loaded with is never checked.
 */
export function useNameCheck(check: ContentNameCheck | undefined, draft: unknown, id: number | null, savedName: string | null): string | null {
  const values = (draft ?? {}) as Record<string, unknown>;
  const name = check ? String(values[check.field] ?? '') : '';
  const perKey = check ? JSON.stringify(check.per.map((f) => values[f] ?? null)) : '';
  const [taken, setTaken] = useState<{ key: string; message: string } | null>(null);
  const latest = useRef({ values, id });
  latest.current = { values, id };
  const key = `${name.trim().toLowerCase()}\n${perKey}`;
  const checker = useMemo(
    () =>
      check
        ? createNameChecker({
            check: (n, signal) => checkContentName(check, n, latest.current.values, latest.current.id, signal),
            onResult: (answer, checked) => setTaken(answer && !answer.valid ? { key: `${checked.trim().toLowerCase()}\n${perKeyOf(check, latest.current.values)}`, message: answer.message } : null),
          })
        : null,
    [check],
  );
  useEffect(() => () => checker?.cancel(), [checker]);
  useEffect(() => {
    if (!checker) return;
    if (savedName !== null && name.trim().toLowerCase() === savedName.trim().toLowerCase()) {
      checker.cancel();
      setTaken(null);
      return;
    }
    checker.change(name);
  }, [checker, key, savedName]); // eslint-disable-line react-hooks/exhaustive-deps
  // A refusal holds only for the name (and per fields) it was given for.
  return taken && taken.key === key ? taken.message : null;
}

const perKeyOf = (check: ContentNameCheck, values: Record<string, unknown>) => JSON.stringify(check.per.map((f) => values[f] ?? null));
