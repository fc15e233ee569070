import { api } from '@client/api/http';
import type { NameCheckAnswer } from '@client/api/nameCheck';
import { useNameTaken } from '@client/api/useNameTaken';
import type { ContentNameCheck } from '../tabTypes';

/** Asks the content type's check call whether `name` is free for the item `id` (none: a new item). */
export function checkContentName(
  check: ContentNameCheck,
  name: string,
  draft: Record<string, unknown>,
  id: number | null,
  signal: AbortSignal,
): Promise<NameCheckAnswer> {
  if (check.method === 'GET')
    return api<NameCheckAnswer>(`${check.path}/${encodeURIComponent(name)}`, { signal, query: { [check.idField]: id ?? undefined } });
  const per = Object.fromEntries(check.per.filter((f) => draft[f] !== undefined && draft[f] !== '').map((f) => [f, draft[f]]));
  return api<NameCheckAnswer>(check.path, {
    method: 'POST',
    signal,
    body: { name, ...per, ...(id !== null ? { [check.idField]: id } : {}) },
  });
}

/**
 * The name check of every content editor (useNameTaken with the content type's check call): the draft's name and
 * its `per` fields (a prompt's type) are checked while typed; answers the taken message, else null.
 */
export function useNameCheck(
  check: ContentNameCheck | undefined,
  draft: unknown,
  id: number | null,
  savedName: string | null,
): string | null {
  const values = (draft ?? {}) as Record<string, unknown>;
  const name = check ? String(values[check.field] ?? '') : '';
  const context = check ? JSON.stringify(check.per.map((f) => values[f] ?? null)) : '';
  return useNameTaken(check ? (n, signal) => checkContentName(check, n, values, id, signal) : null, name, context, savedName);
}
