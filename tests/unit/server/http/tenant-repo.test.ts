import { describe, expect, it } from 'vitest';
import { Kysely, SqliteDialect } from 'kysely';
import Database from 'better-sqlite3';
import { inTenant, tenantColumns, tenantOf, whereTenant, type Tenant } from '@server/http/tenant-repo';
import type { ResolvedScope } from '@server/http/context';
import type { SwitcherOption } from '@shared/api/tenancy';

const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
const sqlOf = (tenant: Tenant) => {
  const q = whereTenant(db.selectFrom('accounts').selectAll(), tenant).compile();
  return [q.sql, q.parameters];
};

const option = (sp_id: number, scope: 'sp' | 'ac') => ({ sp_id, scope }) as SwitcherOption;
const scopeOf = (level: ResolvedScope['level'], spId: number | 'all' = 1): ResolvedScope =>
  ({
    level,
    selection: { spId, acId: level === 'ac' ? 7 : 'all' },
    accountIds: level === 'ac' ? [7] : 'any',
    spIds: level === 'system' ? 'any' : [1],
  }) as unknown as ResolvedScope;
const mapped = (...account_mappings: SwitcherOption[]) => ({ account_mappings });

describe('the tenant-scoped repository', () => {
  it('filters each level by its own column, and an empty provider list by nothing matching', () => {
    expect(sqlOf({ level: 'system' })).toEqual(['select * from "accounts"', []]);
    expect(sqlOf({ level: 'sp', spIds: 'any' })).toEqual(['select * from "accounts"', []]);
    expect(sqlOf({ level: 'sp', spIds: [1, 2] })).toEqual(['select * from "accounts" where "sp_id" in (?, ?)', [1, 2]]);
    expect(sqlOf({ level: 'sp', spIds: [] })).toEqual(['select * from "accounts" where "sp_id" = ?', [-1]]);
    expect(sqlOf({ level: 'ac', acId: 7 })).toEqual(['select * from "accounts" where "ac_id" = ?', [7]]);
  });

  it('stamps inserts with the tenant; a provider-level row at system scope names its provider itself', () => {
    expect(tenantColumns({ level: 'ac', acId: 7 })).toEqual({ ac_id: 7 });
    expect(tenantColumns({ level: 'sp', spIds: [3] })).toEqual({ sp_id: 3 });
    expect(tenantColumns({ level: 'sp', spIds: 'any' })).toBeNull();
    expect(tenantColumns({ level: 'system' })).toEqual({});
  });

  it('tells whether a stored row belongs to the tenant', () => {
    expect(inTenant({ sp_id: 3 }, { level: 'sp', spIds: [3] })).toBe(true);
    expect(inTenant({ sp_id: 4 }, { level: 'sp', spIds: [3] })).toBe(false);
    expect(inTenant({ ac_id: 7 }, { level: 'ac', acId: 8 })).toBe(false);
  });

  it('reaches provider-level rows only from system scope or a whole-provider mapping', () => {
    expect(tenantOf('sp', scopeOf('system', 'all'), mapped(), 'accounts')).toEqual({ level: 'sp', spIds: 'any' });
    expect(tenantOf('sp', scopeOf('sp'), mapped(option(1, 'sp')), 'accounts')).toEqual({ level: 'sp', spIds: [1] });
    expect(() => tenantOf('sp', scopeOf('sp'), mapped(option(1, 'ac')), 'accounts')).toThrow(
      'You do not have permission to manage this item',
    );
    expect(() => tenantOf('sp', scopeOf('ac'), mapped(option(1, 'sp')), 'accounts')).toThrow('To view accounts, select all accounts.');
    expect(tenantOf('ac', scopeOf('ac'), mapped(option(1, 'ac')), 'prompts')).toEqual({ level: 'ac', acId: 7 });
    expect(() => tenantOf('ac', scopeOf('sp'), mapped(option(1, 'sp')), 'prompts')).toThrow(
      'To view prompts, select an individual account.',
    );
  });

  it("reaches rows of either level: the provider's own from a whole-provider mapping, an account's from that account", () => {
    const need = 'To view auth profiles, select an individual account.';
    expect(tenantOf('sp-or-ac', scopeOf('sp'), mapped(option(1, 'sp')), 'auth profiles')).toEqual({ level: 'sp', spIds: [1] });
    expect(tenantOf('sp-or-ac', scopeOf('ac'), mapped(option(1, 'sp')), 'auth profiles')).toEqual({ level: 'ac', acId: 7 });
    expect(tenantOf('sp-or-ac', scopeOf('ac'), mapped(option(1, 'ac')), 'auth profiles')).toEqual({ level: 'ac', acId: 7 });
    // An account user at "All accounts" is not the provider, and the system scope names no provider: one account, as before.
    expect(() => tenantOf('sp-or-ac', scopeOf('sp'), mapped(option(1, 'ac')), 'auth profiles')).toThrow(need);
    expect(() => tenantOf('sp-or-ac', scopeOf('system', 'all'), mapped(), 'auth profiles')).toThrow(need);
    // The provider's tenant never matches an account's row (its sp_id is null), nor the account's a provider's.
    expect(inTenant({ sp_id: null, ac_id: 7 }, { level: 'sp', spIds: [1] })).toBe(false);
    expect(inTenant({ sp_id: 1, ac_id: null }, { level: 'ac', acId: 7 })).toBe(false);
  });
});
