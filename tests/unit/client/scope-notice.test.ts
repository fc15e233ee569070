import { describe, expect, it } from 'vitest';
import { noticeText, scopeNotice } from '@client/shell/ScopeNotice';

const words = { scope: 'account', pluralScope: 'Accounts' };

describe('scope notices (spec 1 §2), word for word', () => {
  it('says an individual account is in view', () => {
    expect(noticeText(scopeNotice({ spId: 1, acId: 3 }, 'ac', words))).toBe('You are viewing individual account.');
  });
  it('says all accounts are in view', () => {
    expect(noticeText(scopeNotice({ spId: 1, acId: 'all' }, 'ac', words))).toBe('You are viewing All Accounts.');
  });
  it('asks for all accounts when a screen needs them', () => {
    const n = scopeNotice({ spId: 1, acId: 3 }, 'ac', { scope: 'account', pluralScope: 'accounts' }, 'all', 'exports');
    expect(n.blocking).toBe(true);
    expect(noticeText(n)).toBe('To view exports, select all accounts.');
  });
  it('asks for an individual account when a screen needs one', () => {
    const n = scopeNotice({ spId: 1, acId: 'all' }, 'ac', words, 'individual', 'tasks');
    expect(noticeText(n)).toBe('To view tasks, select an individual account.');
  });
  it('talks about providers at provider level', () => {
    expect(
      noticeText(scopeNotice({ spId: 'all', acId: 'all' }, 'sp', { scope: 'service provider', pluralScope: 'Service Providers' })),
    ).toBe('You are viewing All Service Providers.');
  });
});
