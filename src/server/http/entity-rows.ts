import type { FastifyRequest } from 'fastify';
import type { ActivityAction, ActivitySubject } from '@shared/activity';
import type { Kysely, Transaction } from 'kysely';
import type { TenantVia } from '@shared/entities/define';
import { nowIso, type Db } from '../db/index';
import type { Database } from '../db/schema';
import { recordActivity } from './activity';
import { notFound } from './errors';
import { tenantColumns, whereTenant, type Tenant } from './tenant-repo';

/**
 * The rows of one declared entity, whatever its level: the tenant's row by id, and the one write pipeline of every
 * entity resource (entity-resource.ts for administration entities, entity-account.ts for an account's own rows: the
 * content library, tasks, campaigns, flow tests). A create: request fields → columns (fromApi), the entity's rules
 * (beforeWrite), the tenant columns and stamps, the unique rules, the insert, the related rows (afterWrite), the
 * activity entry; an update the same on the stored row merged with the request, and restore (is_enabled=1) or
 * leaving the archive (is_archived=0) told apart in the activity log. Every query goes through the tenant filter.
 */
export type Row = Record<string, any>;

export interface EntityContext {
  trx: Transaction<Database>;
  request: FastifyRequest;
  tenant: Tenant;
  userId: number | null;
}
export interface EntityWriteContext extends EntityContext {
  mode: 'create' | 'update';
  existing: Row | null;
  /** The request's fields as given (what fromApi does not turn into columns: related rows, flags). */
  input: Row;
}

/** What the write pipeline is told by the resource that uses it. */
export interface RowsSpec<Ctx extends EntityContext> {
  table: string;
  idField: string;
  model: ActivitySubject;
  tenantVia?: TenantVia;
  /** Rows are soft deleted (is_enabled): a read without includeDisabled sees enabled rows only. */
  softDeleted: boolean;
  /** Stored rows → answers (also what the activity log records). */
  toApi(db: Db, rows: Row[], tenant: Tenant): Promise<Row[]>;
  fromApi?(input: Row, ctx: Ctx & EntityWriteContext): Row;
  beforeWrite?(values: Row, ctx: Ctx & EntityWriteContext): Row | Promise<Row>;
  afterWrite?(row: Row, ctx: Ctx & EntityWriteContext): void | Promise<void>;
  /** The unique rules: refuses values that clash with another row (exceptId: the row being updated). */
  assertFree(db: Db, values: Row, tenant: Tenant, exceptId?: number): Promise<void>;
  /** Administration entities: the rules see the tenant columns, and a create is enabled whatever the body says. */
  adminWrites?: true;
  /** Answer fields whose change alone is not recorded as a change (the content library: updated_at). */
  quietFields?: readonly string[];
}

const anyDb = (db: Db) => db as unknown as Kysely<any>;
const pick = (o: Row, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));

export function entityRows<Ctx extends EntityContext>(spec: RowsSpec<Ctx>) {
  const { table, idField } = spec;
  const via = spec.tenantVia ? { ...spec.tenantVia, idField, entityTable: table } : undefined;
  /** The tenant filter of every query of this entity (through its mapping table when it has one). */
  const scoped = <Q extends Parameters<typeof whereTenant>[0]>(q: Q, tenant: Tenant) => whereTenant(q, tenant, via);
  /** The tenant columns of an insert: none for rows reached through a mapping table. */
  const insertColumns = (tenant: Tenant) => (via ? {} : (tenantColumns(tenant) ?? {}));
  const quiet = new Set(spec.quietFields ?? []);

  async function find(db: Db, tenant: Tenant, id: number, includeDisabled = false): Promise<Row> {
    let q = scoped(anyDb(db).selectFrom(table).selectAll().where(idField, '=', id), tenant);
    if (spec.softDeleted && !includeDisabled) q = q.where('is_enabled', '=', 1);
    const row = await q.executeTakeFirst();
    if (!row) throw notFound();
    return row as Row;
  }

  const one = async (db: Db, row: Row, tenant: Tenant) => (await spec.toApi(db, [row], tenant))[0];
  const activity = (ctx: EntityContext, id: unknown, action: ActivityAction, summary: Record<string, unknown>) =>
    recordActivity(ctx.trx, ctx.request, { subject_type: spec.model, subject_id: id as number, action, summary });

  async function insert(ctx: Ctx, input: Row, action: ActivityAction = 'create'): Promise<Row> {
    const wctx = { ...ctx, mode: 'create', existing: null, input } as Ctx & EntityWriteContext;
    let values = spec.fromApi ? spec.fromApi(input, wctx) : { ...input };
    if (spec.beforeWrite) values = await spec.beforeWrite(spec.adminWrites ? { ...values, ...insertColumns(ctx.tenant) } : values, wctx);
    const now = nowIso();
    values = {
      ...values,
      ...insertColumns(ctx.tenant),
      ...(spec.adminWrites ? { is_enabled: 1 } : {}),
      created_by: ctx.userId,
      updated_by: ctx.userId,
      created_at: now,
      updated_at: now,
    };
    delete values[idField];
    await spec.assertFree(ctx.trx, values, ctx.tenant);
    const row = (await anyDb(ctx.trx).insertInto(table).values(values).returningAll().executeTakeFirstOrThrow()) as Row;
    await spec.afterWrite?.(row, wctx);
    await activity(ctx, row[idField], action, { after: await one(ctx.trx, row, ctx.tenant) });
    return row;
  }

  async function update(ctx: Ctx, id: number, input: Row): Promise<Row> {
    const existing = await find(ctx.trx, ctx.tenant, id, true);
    const wctx = { ...ctx, mode: 'update', existing, input } as Ctx & EntityWriteContext;
    // Restore is an update with is_enabled=1; leaving the Archived folder an update with is_archived=0.
    const { is_enabled, is_archived, ...fields } = input;
    const flags = { ...(is_enabled === undefined ? {} : { is_enabled: 1 }), ...(is_archived === undefined ? {} : { is_archived: 0 }) };
    let values: Row = { ...existing, ...(spec.fromApi ? spec.fromApi(fields, wctx) : fields), ...flags };
    if (spec.beforeWrite) values = await spec.beforeWrite(values, wctx);
    for (const column of [idField, 'ac_id', 'sp_id', 'created_by', 'created_at']) {
      if (column in existing) values[column] = existing[column];
      else delete values[column];
    }
    values = { ...values, updated_by: ctx.userId, updated_at: nowIso() };
    await spec.assertFree(ctx.trx, values, ctx.tenant, id);
    const row = (await scoped(anyDb(ctx.trx).updateTable(table).set(values).where(idField, '=', id), ctx.tenant)
      .returningAll()
      .executeTakeFirstOrThrow()) as Row;
    await spec.afterWrite?.(row, wctx);
    const [before, after] = await spec.toApi(ctx.trx, [existing, row], ctx.tenant);
    const changed = Object.keys(after).filter((k) => !quiet.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    const action =
      existing.is_enabled === 0 && row.is_enabled === 1
        ? 'restore'
        : existing.is_archived === 1 && row.is_archived === 0
          ? 'unarchive'
          : 'update';
    await activity(ctx, id, action, { before: pick(before, changed), after: pick(after, changed) });
    return row;
  }

  return { scoped, find, one, activity, insert, update };
}
