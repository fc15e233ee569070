import { describe, expect, it } from 'vitest';
import {
  canSearchProviders,
  defaultSelection,
  filterProviders,
  isSelectionAllowed,
  pushRecent,
  selectionForAccount,
  selectionForProvider,
  showAllAccountsOption,
  switcherLevel,
  truncateName,
} from '@shared/access/switcher';
import { limits } from '@shared/limits';
import { account, provider, role, sessionUser } from './fixtures';

describe('switcherLevel (spec 1 §2)', () => {
  it('switches at provider level for a user with several providers', () => {
    expect(switcherLevel([provider(1, [11, 12]), provider(2, [21])])).toBe('provider');
  });
  it('switches only at account level for a user with one provider', () => {
    expect(switcherLevel([provider(1, [11, 12, 13])])).toBe('account');
  });
  it('is account level with no provider at all', () => {
    expect(switcherLevel([])).toBe('account');
  });
});

describe("showAllAccountsOption: the 'All' option at account level", () => {
  it('appears only with more than one account', () => {
    expect(showAllAccountsOption([account(11, 1), account(12, 1)])).toBe(true);
    expect(showAllAccountsOption([account(11, 1)])).toBe(false);
    expect(showAllAccountsOption([])).toBe(false);
  });
});

describe('provider search (spec 1 §2, §5: at least 3 characters)', () => {
  const options = [
    provider(1, [11, 12], { sp_name: 'Acme Telecom', accountNames: ['Sales Desk', 'Support Line'] }),
    provider(2, [21], { sp_name: 'Globex', accountNames: ['Billing'] }),
    provider(3, [31], { sp_name: 'Initech', accountNames: ['ACME Partners'] }),
  ];

  it('needs at least 3 characters, spaces not counted', () => {
    expect(limits.switcher.providerSearchMin).toBe(3);
    expect(canSearchProviders('ab')).toBe(false);
    expect(canSearchProviders('  ab  ')).toBe(false);
    expect(canSearchProviders('')).toBe(false);
    expect(canSearchProviders('abc')).toBe(true);
    expect(canSearchProviders(' abc ')).toBe(true);
  });

  it('leaves the list unchanged below 3 characters', () => {
    expect(filterProviders(options, 'gl')).toEqual(options);
    expect(filterProviders(options, 'zz')).toEqual(options);
  });

  it('matches the provider name case-insensitively', () => {
    expect(filterProviders(options, 'GLOB').map((o) => o.sp_id)).toEqual([2]);
  });

  it("matches any account's name, keeping the provider with all its accounts", () => {
    const found = filterProviders(options, 'billing');
    expect(found.map((o) => o.sp_id)).toEqual([2]);
    expect(filterProviders(options, 'support')[0].accounts).toHaveLength(2);
  });

  it('finds every provider where provider or account names match, in list order', () => {
    expect(filterProviders(options, 'acme').map((o) => o.sp_id)).toEqual([1, 3]);
  });

  it('trims the query and finds nothing for an unmatched one', () => {
    expect(filterProviders(options, '  initech ').map((o) => o.sp_id)).toEqual([3]);
    expect(filterProviders(options, 'nothing here')).toEqual([]);
  });
});

describe('truncateName (21 characters)', () => {
  it('keeps a name of 21 characters whole, without tooltip', () => {
    const name = 'A'.repeat(21);
    expect(truncateName(name)).toEqual({ text: name, tooltip: null });
    expect(truncateName('Acme')).toEqual({ text: 'Acme', tooltip: null });
  });
  it('cuts a longer name to 21 characters plus an ellipsis, with the full name as tooltip', () => {
    const name = 'Northern Regional Telecom Services';
    expect(truncateName(name)).toEqual({ text: 'Northern Regional Tel…', tooltip: name });
    expect(truncateName('B'.repeat(22))).toEqual({ text: `${'B'.repeat(21)}…`, tooltip: 'B'.repeat(22) });
  });
  it('counts characters, not UTF-16 units', () => {
    const name = '😀'.repeat(21);
    expect(truncateName(name)).toEqual({ text: name, tooltip: null });
    expect(truncateName('😀'.repeat(22)).text).toBe(`${'😀'.repeat(21)}…`);
  });
});

describe('pushRecent (history of 7 providers)', () => {
  it('puts the newest first', () => {
    expect(pushRecent([2, 3], 1)).toEqual([1, 2, 3]);
    expect(pushRecent([], 5)).toEqual([5]);
  });
  it('moves a provider already listed to the front without duplicating it', () => {
    expect(pushRecent([1, 2, 3], 3)).toEqual([3, 1, 2]);
    expect(pushRecent([1, 2, 3], 1)).toEqual([1, 2, 3]);
  });
  it('keeps at most 7, dropping the oldest', () => {
    expect(limits.switcher.historySize).toBe(7);
    expect(pushRecent([1, 2, 3, 4, 5, 6, 7], 8)).toEqual([8, 1, 2, 3, 4, 5, 6]);
    expect(pushRecent([1, 2, 3, 4, 5, 6, 7, 8, 9], 10)).toHaveLength(7);
  });
  it('does not change the history it is given', () => {
    const history = [1, 2];
    pushRecent(history, 3);
    expect(history).toEqual([1, 2]);
  });
});

describe('selection (spec 1 §4)', () => {
  it('selecting a provider with exactly one account selects that account', () => {
    expect(selectionForProvider(provider(2, [21]))).toEqual({ spId: 2, acId: 21 });
  });
  it('selecting a provider with several accounts selects all of its accounts', () => {
    expect(selectionForProvider(provider(1, [11, 12]))).toEqual({ spId: 1, acId: 'all' });
  });
  it('selecting a provider without accounts selects the provider', () => {
    expect(selectionForProvider(provider(4, []))).toEqual({ spId: 4, acId: 'all' });
  });
  it('selecting an account sets its provider and the account', () => {
    expect(selectionForAccount(account(12, 1))).toEqual({ spId: 1, acId: 12 });
  });
});

describe('isSelectionAllowed / defaultSelection', () => {
  const systemAdmin = sessionUser({
    user_type: 'system',
    roles_with_scope: [role('System Admin', 'system')],
    account_mappings: [provider(1, [11, 12]), provider(2, [21])],
  });
  const spAdmin = sessionUser({
    user_type: 'sp',
    roles_with_scope: [role('SP Admin', 'sp', 1)],
    account_mappings: [provider(1, [11, 12])],
  });
  const acBuilder = sessionUser({
    user_type: 'ac',
    roles_with_scope: [role('Builder', 'ac', 1, 11)],
    account_mappings: [provider(1, [11], { scope: 'ac' })],
  });
  const acMulti = sessionUser({
    user_type: 'ac',
    roles_with_scope: [role('Builder', 'ac', 1, 11), role('Builder', 'ac', 1, 12)],
    account_mappings: [provider(1, [11, 12], { scope: 'ac' })],
  });
  const multiSp = sessionUser({
    user_type: 'sp',
    roles_with_scope: [role('SP Admin', 'sp', 1), role('Viewer', 'ac', 2, 21)],
    account_mappings: [provider(1, [11, 12]), provider(2, [21], { scope: 'ac' })],
  });

  it('all providers only for a system-role user', () => {
    expect(isSelectionAllowed(systemAdmin, { spId: 'all', acId: 'all' })).toBe(true);
    expect(isSelectionAllowed(spAdmin, { spId: 'all', acId: 'all' })).toBe(false);
    expect(isSelectionAllowed(acBuilder, { spId: 'all', acId: 'all' })).toBe(false);
  });

  it("a system-scope role without 'system' in its name does not open all providers", () => {
    const auditor = sessionUser({
      user_type: 'system',
      roles_with_scope: [role('Auditor', 'system')],
      account_mappings: [provider(1, [11])],
    });
    expect(isSelectionAllowed(auditor, { spId: 'all', acId: 'all' })).toBe(false);
  });

  it('an account of all providers is never a selection', () => {
    expect(isSelectionAllowed(systemAdmin, { spId: 'all', acId: 11 })).toBe(false);
  });

  it("a provider's accounts: provider-level users, and account users with more than one account there", () => {
    expect(isSelectionAllowed(spAdmin, { spId: 1, acId: 'all' })).toBe(true);
    expect(isSelectionAllowed(acMulti, { spId: 1, acId: 'all' })).toBe(true);
    expect(isSelectionAllowed(acBuilder, { spId: 1, acId: 'all' })).toBe(false);
  });

  it('an account the mapping lists for that provider', () => {
    expect(isSelectionAllowed(spAdmin, { spId: 1, acId: 12 })).toBe(true);
    expect(isSelectionAllowed(acBuilder, { spId: 1, acId: 11 })).toBe(true);
    expect(isSelectionAllowed(multiSp, { spId: 2, acId: 21 })).toBe(true);
  });

  it('nothing outside the mappings: other providers, other accounts, an account under the wrong provider', () => {
    expect(isSelectionAllowed(spAdmin, { spId: 2, acId: 'all' })).toBe(false);
    expect(isSelectionAllowed(spAdmin, { spId: 2, acId: 21 })).toBe(false);
    expect(isSelectionAllowed(acBuilder, { spId: 1, acId: 12 })).toBe(false);
    expect(isSelectionAllowed(multiSp, { spId: 1, acId: 21 })).toBe(false);
    expect(isSelectionAllowed(systemAdmin, { spId: 9, acId: 'all' })).toBe(false);
  });

  it('keeps a saved selection that is still allowed', () => {
    expect(defaultSelection(spAdmin, { spId: 1, acId: 12 })).toEqual({ spId: 1, acId: 12 });
    expect(defaultSelection(systemAdmin, { spId: 2, acId: 21 })).toEqual({ spId: 2, acId: 21 });
    expect(defaultSelection(systemAdmin, { spId: 'all', acId: 'all' })).toEqual({ spId: 'all', acId: 'all' });
    expect(defaultSelection(multiSp, { spId: 2, acId: 21 })).toEqual({ spId: 2, acId: 21 });
  });

  it('a system-role user without a valid saved selection starts on all providers', () => {
    expect(defaultSelection(systemAdmin, null)).toEqual({ spId: 'all', acId: 'all' });
    expect(defaultSelection(systemAdmin, { spId: 9, acId: 99 })).toEqual({ spId: 'all', acId: 'all' });
  });

  it('other users start on their first provider, or its only account', () => {
    expect(defaultSelection(spAdmin, null)).toEqual({ spId: 1, acId: 'all' });
    expect(defaultSelection(acBuilder, null)).toEqual({ spId: 1, acId: 11 });
    expect(defaultSelection(multiSp, null)).toEqual({ spId: 1, acId: 'all' });
  });

  it('drops a saved selection the user has lost access to', () => {
    expect(defaultSelection(spAdmin, { spId: 'all', acId: 'all' })).toEqual({ spId: 1, acId: 'all' });
    expect(defaultSelection(acBuilder, { spId: 1, acId: 12 })).toEqual({ spId: 1, acId: 11 });
    expect(defaultSelection(spAdmin, { spId: 2, acId: 21 })).toEqual({ spId: 1, acId: 'all' });
  });

  it('the default is itself an allowed selection for users with mappings', () => {
    for (const user of [systemAdmin, spAdmin, acBuilder, acMulti, multiSp]) {
      expect(isSelectionAllowed(user, defaultSelection(user, null))).toBe(true);
    }
  });
});
