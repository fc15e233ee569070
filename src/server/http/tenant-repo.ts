import { sql, type Kysely, type QueryCreator, type SelectQueryBuilder, type UpdateQueryBuilder, type DeleteQueryBuilder } from 'kysely';
import type { SessionUser } from '@shared/api/auth';
import type { TenantLevel, TenantVia } from '@shared/entities/define';
import { fill, messages } from '@shared/messages';
import type { Database } from '../db/schema';
import { requireAccount } from './access';
import type { ResolvedScope } from './context';
import { forbidden } from './errors';

/**
 * The tenant-scoped repository's rule (DESIGN §3, §7): the one place that turns a request's resolved
 * scope into the rows it may touch. System-level rows (service providers) have no tenant column;
 * provider-level rows carry sp_id; account-level rows carry ac_id. Every query of a resource goes
 * through whereTenant, and every insert takes its tenant columns from tenantColumns, never from a body.
 */
export type Tenant = { level: 'system' } | { level: 'sp'; spIds: 'any' | readonly number[] } | { level: 'ac'; acId: number };

/** The tenant of account-level rows in one account. */
export const accountTenant = (acId: number): Tenant => ({ level: 'ac', acId });

/**
 * What a request may touch of an entity of this level. Provider-level rows need system scope, or
 * provider scope with a mapping to the whole provider (an account selection never reaches them);
 * account-level rows need one account selected. Rows of either ('sp-or-ac': a provider's own, sp_id set and ac_id
 * null, or one account's, ac_id set and sp_id null) are the selected account's at an account, and the provider's own at
 * provider scope for a user mapped to the whole provider: the 'sp' tenant's `sp_id in (…)` never matches an account's
 * row. Anyone else (an account user who picked "All accounts", the system scope) is asked for one account, as before
 * providers had rows of their own.
 */
export function tenantOf(level: TenantLevel, scope: ResolvedScope, user: Pick<SessionUser, 'account_mappings'>, resource: string): Tenant {
  switch (level) {
    case 'system':
      return { level: 'system' };
    case 'sp': {
      if (scope.level === 'ac') throw forbidden(fill(messages.selectAllToView, { resource, scope: 'accounts' }));
      // 'All accounts' of a provider is not the provider: a user mapped to some of its accounts only
      // (switcher scope 'ac') sees those accounts' content, never the provider's own rows.
      const option = user.account_mappings.find((o) => o.sp_id === scope.selection.spId);
      if (scope.level === 'sp' && option?.scope !== 'sp') throw forbidden(messages.noManagePermission);
      return { level: 'sp', spIds: scope.spIds };
    }
    case 'ac':
      return accountTenant(requireAccount(scope, fill(messages.selectIndividualToView, { resource, scope: 'account' })));
    case 'sp-or-ac': {
      const option = user.account_mappings.find((o) => o.sp_id === scope.selection.spId);
      if (scope.level === 'sp' && option?.scope === 'sp' && scope.spIds !== 'any') return { level: 'sp', spIds: scope.spIds };
      return tenantOf('ac', scope, user, resource);
    }
  }
}

type Filterable = SelectQueryBuilder<any, any, any> | UpdateQueryBuilder<any, any, any, any> | DeleteQueryBuilder<any, any, any>;

/**
 * The tenant condition on a query of the entity's table (unqualified columns). With `via`, the rows have
 * no tenant column: a row is the tenant's when its mapping table names one of the tenant's providers.
 */
export function whereTenant<Q extends Filterable>(qb: Q, tenant: Tenant, via?: TenantVia & { idField: string; entityTable: string }): Q {
  const q = qb as unknown as SelectQueryBuilder<any, any, any>;
  switch (tenant.level) {
    case 'system':
      return qb;
    case 'sp':
      if (tenant.spIds === 'any') return qb;
      // An empty list matches nothing (never every row).
      if (tenant.spIds.length === 0) return q.where(via ? via.idField : 'sp_id', '=', -1) as unknown as Q;
      if (via) {
        // A correlated EXISTS, not an IN list: a sorted first page is read off the name index and stops after a page.
        const spIds = tenant.spIds as number[];
        return q.where((eb: any) =>
          eb.exists(
            eb
              .selectFrom(`${via.table} as tenant_via`)
              .select(sql`1`.as('one'))
              .whereRef(`tenant_via.${via.key}`, '=', `${via.entityTable}.${via.idField}`)
              .where('tenant_via.sp_id', 'in', spIds),
          ),
        ) as unknown as Q;
      }
      return q.where('sp_id', 'in', tenant.spIds as number[]) as unknown as Q;
    case 'ac':
      return q.where('ac_id', '=', tenant.acId) as unknown as Q;
  }
}

/** The tenant columns an insert gets; null for a provider-level row at system scope (the caller names the provider). */
export function tenantColumns(tenant: Tenant): Record<string, number> | null {
  switch (tenant.level) {
    case 'system':
      return {};
    case 'sp':
      return tenant.spIds !== 'any' && tenant.spIds.length === 1 ? { sp_id: tenant.spIds[0] } : null;
    case 'ac':
      return { ac_id: tenant.acId };
  }
}

/** Whether a row (as stored) belongs to the tenant: for ids that reach the server from a body. */
export function inTenant(row: Record<string, unknown>, tenant: Tenant): boolean {
  switch (tenant.level) {
    case 'system':
      return true;
    case 'sp':
      return tenant.spIds === 'any' || tenant.spIds.includes(Number(row.sp_id));
    case 'ac':
      return Number(row.ac_id) === tenant.acId;
  }
}

/** The tables whose rows belong to an account (they carry ac_id). */
export type AccountTable = { [T in keyof Database]: Database[T] extends { ac_id: number } ? T : never }[keyof Database] & string;

/**
 * The tables the door opens: every table with an ac_id column — the account tables, the accounts table itself (the
 * account's own row) and the tables whose rows belong to an account or, with ac_id null, to its provider.
 */
export type AccountRowsTable = { [T in keyof Database]: 'ac_id' extends keyof Database[T] ? T : never }[keyof Database] & string;

/** A table of the door, plain or aliased ('task_versions as v'). */
export type AccountRowsFrom = AccountRowsTable | `${AccountRowsTable} as ${string}`;

/** The account column of the table a builder starts from, qualified by its alias or name so that a join stays unambiguous. */
const accountColumn = (from: string) => `${from.split(' as ')[1] ?? from}.ac_id`;

/**
 * The tenant-scoped repository of one account: the door every module goes through to an account's rows. Each
 * builder it hands out already holds the account's condition (select, update, delete) — there is no builder
 * without it to reach for, so a query through it cannot forget the tenant. Conditions on other columns are added
 * as usual; the condition is qualified by the table's name or alias, so a join names its own columns as usual.
 * `db` may be a transaction (or any query creator).
 */
export function accountRows(db: QueryCreator<Database>, acId: number) {
  return {
    selectFrom: <TE extends AccountRowsFrom>(from: TE) => {
      const q = db.selectFrom(from);
      return (q as unknown as SelectQueryBuilder<any, any, any>).where(accountColumn(from), '=', acId) as unknown as typeof q;
    },
    updateTable: <TE extends AccountRowsFrom>(table: TE) => {
      const q = db.updateTable(table);
      return (q as unknown as UpdateQueryBuilder<any, any, any, any>).where(accountColumn(table), '=', acId) as unknown as typeof q;
    },
    deleteFrom: <TE extends AccountRowsFrom>(from: TE) => {
      const q = db.deleteFrom(from);
      return (q as unknown as DeleteQueryBuilder<any, any, any>).where(accountColumn(from), '=', acId) as unknown as typeof q;
    },
  };
}

/**
 * The same door for a table named at run time (a content kind's descriptor names its table and columns): untyped
 * builders, the same account condition.
 */
export function accountRowsByName(db: Kysely<Database> | Kysely<any>, acId: number) {
  const any = db as Kysely<any>;
  return {
    selectFrom: (table: string) => any.selectFrom(table).where(accountColumn(table), '=', acId),
    updateTable: (table: string) => any.updateTable(table).where(accountColumn(table), '=', acId),
    deleteFrom: (table: string) => any.deleteFrom(table).where(accountColumn(table), '=', acId),
  };
}
