/**
 * The rules of the account and service-provider switcher (spec 1 §2, §4 selection, §9 constants).
 * Pure: the client's switcher, palette and session store call these; the numbers live in limits.switcher.
 */
import type { SessionUser } from '../api/auth';
import type { Account, SwitcherOption } from '../api/tenancy';
import { limits } from '../limits';
import { effectiveRole, isSystemRole } from './engine';
import { systemSelection, type Selection } from './scope';

const { historySize, providerSearchMin, truncateAt } = limits.switcher;

/** Users with several providers switch at provider level (each provider lists its accounts); otherwise at account level. */
export function switcherLevel(options: SwitcherOption[]): 'provider' | 'account' {
  return options.length > 1 ? 'provider' : 'account';
}

/** The 'All' option at account level appears only when there is more than one account. */
export function showAllAccountsOption(accounts: Account[]): boolean {
  return accounts.length > 1;
}

/** Provider search needs at least 3 characters (surrounding spaces do not count). */
export function canSearchProviders(query: string): boolean {
  return query.trim().length >= providerSearchMin;
}

/** Providers whose name, or one of whose accounts' names, contains the query (case-insensitive). */
export function filterProviders(options: SwitcherOption[], query: string): SwitcherOption[] {
  if (!canSearchProviders(query)) return options;
  const wanted = query.trim().toLowerCase();
  const matches = (name: string) => name.toLowerCase().includes(wanted);
  return options.filter((o) => matches(o.sp_name) || o.accounts.some((a) => matches(a.ac_name)));
}

/** Names longer than 21 characters are cut with an ellipsis, and only then get a tooltip with the full name. */
export function truncateName(name: string): { text: string; tooltip: string | null } {
  const chars = Array.from(name); // by character, so a surrogate pair is never split
  if (chars.length <= truncateAt) return { text: name, tooltip: null };
  return { text: chars.slice(0, truncateAt).join('') + '…', tooltip: name };
}

/** The recent-providers history: most recent first, no duplicates, at most 7 entries. */
export function pushRecent(history: number[], spId: number): number[] {
  return [spId, ...history.filter((id) => id !== spId)].slice(0, historySize);
}

/** A provider with exactly one account selects that account; otherwise all accounts of the provider. */
export function selectionForProvider(option: SwitcherOption): Selection {
  if (option.accounts.length === 1) return selectionForAccount(option.accounts[0]);
  return { spId: option.sp_id, acId: 'all' };
}

export function selectionForAccount(account: Account): Selection {
  return { spId: account.sp_id, acId: account.ac_id };
}

function hasSystemRole(user: SessionUser): boolean {
  return isSystemRole(effectiveRole(user, systemSelection));
}

/**
 * Whether the user may be in `selection`:
 * - all providers: only a user with a system role;
 * - a provider's accounts ('all'): the provider is in the user's account_mappings and the user either
 *   works at provider level there (scope 'sp') or has more than one account in it (the 'All' option);
 * - an account: it is one of the accounts the mapping lists for that provider.
 */
export function isSelectionAllowed(user: SessionUser, selection: Selection): boolean {
  if (selection.spId === 'all') return selection.acId === 'all' && hasSystemRole(user);
  const option = user.account_mappings.find((o) => o.sp_id === selection.spId);
  if (!option) return false;
  if (selection.acId === 'all') return option.scope === 'sp' || showAllAccountsOption(option.accounts);
  return option.accounts.some((a) => a.ac_id === selection.acId && a.sp_id === option.sp_id);
}

/**
 * The selection a session starts in: the saved one while it is still allowed; otherwise all providers
 * for a system-role user, else the first mapped provider (its only account when it has just one).
 * A user with no mapping at all gets all providers, which the server then refuses.
 */
export function defaultSelection(user: SessionUser, saved: Selection | null): Selection {
  if (saved && isSelectionAllowed(user, saved)) return { spId: saved.spId, acId: saved.acId };
  if (hasSystemRole(user)) return { ...systemSelection };
  const first = user.account_mappings[0];
  return first ? selectionForProvider(first) : { ...systemSelection };
}
