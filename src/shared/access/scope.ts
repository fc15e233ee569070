import type { ScopeKind } from '../api/common';

/** What the user has picked in the switcher. 'all' means every provider / every account. */
export interface Selection {
  spId: number | 'all';
  acId: number | 'all';
}

/** System: provider and account are 'all'. Provider: only the account is 'all'. Account: otherwise. */
export type ScopeLevel = 'system' | 'sp' | 'ac';

export function scopeLevel(selection: Selection): ScopeLevel {
  if (selection.spId === 'all') return 'system';
  if (selection.acId === 'all') return 'sp';
  return 'ac';
}

export const systemSelection: Selection = { spId: 'all', acId: 'all' };

/** The headers an API call carries for a selection (spec 1 §6, request scope). */
export function scopeHeaders(selection: Selection): Record<string, string> {
  switch (scopeLevel(selection)) {
    case 'system':
      return { 'X-Scope': 'all', 'X-Scope-Id': 'all' };
    case 'sp':
      return { 'X-Scope': 'sp', 'X-Scope-Id': String(selection.spId), 'X-Sp-Id': String(selection.spId) };
    case 'ac':
      return { 'X-Scope': 'ac', 'X-Scope-Id': String(selection.acId), 'X-Sp-Id': String(selection.spId) };
  }
}

export type ScopeHeaderParse = { ok: true; selection: Selection | null } | { ok: false; error: string };

const idPattern = /^[1-9]\d{0,9}$/;

/**
 * Reads the scope headers into a selection, without deciding whether the user may use it.
 * No X-Scope header at all gives `selection: null` (the server picks the user's default).
 * `X-Scope: ac` with `X-Scope-Id: all` means every account of the provider in `X-Sp-Id`.
 */
export function parseScopeHeaders(headers: Record<string, string | string[] | undefined>): ScopeHeaderParse {
  // Header names are case-insensitive (Node lower-cases them; scopeHeaders() writes 'X-Scope').
  const byName = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v] as const));
  const one = (name: string) => {
    const v = byName.get(name);
    return Array.isArray(v) ? v[0] : v;
  };
  const scope = one('x-scope')?.trim();
  const scopeId = one('x-scope-id')?.trim();
  const spIdRaw = one('x-sp-id')?.trim();
  if (!scope) return { ok: true, selection: null };
  if (!['all', 'sp', 'ac'].includes(scope)) return { ok: false, error: 'X-Scope must be all, sp or ac.' };
  const kind = scope as ScopeKind;
  if (kind === 'all') return { ok: true, selection: { spId: 'all', acId: 'all' } };
  if (kind === 'sp') {
    const id = scopeId && scopeId !== 'all' ? scopeId : spIdRaw;
    if (!id || !idPattern.test(id)) return { ok: false, error: 'X-Scope-Id must name a service provider.' };
    if (spIdRaw && spIdRaw !== id) return { ok: false, error: 'X-Sp-Id does not match X-Scope-Id.' };
    return { ok: true, selection: { spId: Number(id), acId: 'all' } };
  }
  if (!spIdRaw || !idPattern.test(spIdRaw)) return { ok: false, error: 'X-Sp-Id must name a service provider.' };
  if (scopeId === 'all') return { ok: true, selection: { spId: Number(spIdRaw), acId: 'all' } };
  if (!scopeId || !idPattern.test(scopeId)) return { ok: false, error: 'X-Scope-Id must name an account.' };
  return { ok: true, selection: { spId: Number(spIdRaw), acId: Number(scopeId) } };
}
