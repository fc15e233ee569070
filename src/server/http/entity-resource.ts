import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivityAction } from '@shared/activity';
import { PostgresAdapter, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import type { EntityDescriptor } from '@shared/entities/define';
import { messages } from '@shared/messages';
import { nowIso, type Db } from '../db/index';
import type { Database } from '../db/schema';
import { recordActivity } from './activity';
import { requireAccess } from './access';
import { requireScope } from './auth';
import { notFound, unprocessable } from './errors';
import { listAnswer, listQueryWith, runList, type ListParams, type ListSpec, type SearchIndex } from './list';
import { tenantColumns, tenantOf, whereTenant, type Tenant } from './tenant-repo';
import { uniqueRules } from './entity-unique';
import { answerCache, countCache, stampedAsWhole, stampedValues } from './table-stamps';

/**
 * The server half of an entity descriptor (DESIGN §7): list (filters with defaults, search, fetch_all=0
 * paging), read, create, update and restore (is_enabled=1), soft delete, force delete, bulk delete and the
 * unique-value check calls, at the descriptor's paths under /api. Access is the shared engine's check of
 * the screen's permission; rows are those of the request's tenant (tenant-repo.ts); every write runs in a
 * transaction and records an activity entry. What an entity needs beyond that is given in EntityParts.
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

export interface EntityParts<Item> {
  /** Stored rows → API items (related rows loaded once per answer); `tenant`: what the asker may see of related rows. */
  toApi(db: Db, rows: Row[], tenant?: Tenant): Promise<Item[]>;
  /** Request fields → column values (JSON encoding, defaults); default: as given. */
  fromApi?(input: Row, ctx: EntityWriteContext): Row;
  /** Rules on the full row about to be written; returns what to store. */
  beforeWrite?(values: Row, ctx: EntityWriteContext): Promise<Row>;
  /** Inside the write's transaction, after the row is stored (related tables). */
  afterWrite?(row: Row, ctx: EntityWriteContext): Promise<void>;
  /** Refusals before a soft or force delete (e.g. not oneself), in the delete's transaction; related rows of a force delete. */
  beforeDelete?(row: Row, ctx: EntityContext & { force: boolean }): Promise<void>;
  /** Inside the delete's transaction, after the rows are disabled: related tables; throwing refuses the delete. */
  afterDelete?(rows: Row[], ctx: EntityContext): Promise<void>;
  /** After the transaction committed: caches and realtime notices (and mail), told what was done. */
  afterChange?(request: FastifyRequest, rows: Row[], action: EntityAction): Promise<void> | void;
  /**
   * Every table an answer is read from (the entity's own, its mapping table, what toApi joins). When the
   * database stamps them all as a whole (migration 023), list answers are kept while the stamps hold: a
   * users page of a provider with 100,000 users is then not searched again until one of them changes.
   */
  answerTables?: readonly string[];
  /** A substring index of searchable columns kept by the database (SQLite: an FTS5 trigram table, see migration 029). */
  searchIndex?: SearchIndex;
  /** The columns a search without searchFields looks in (default: the name column). */
  defaultSearch?: readonly string[];
  /** A search term as the list searches it (phone numbers: the digits of a number typed with spaces, + or dashes). */
  searchTerm?(term: string): string;
  /** Figures a list answer adds about every row its filters reach, whatever the page and search (phone numbers: total, in use, available). */
  summary?: { schema: z.ZodTypeAny; compute(db: Db, filtered: SelectQueryBuilder<any, any, {}>): Promise<unknown> };
  /** Fields the create answer adds once and no later answer repeats (a secret shown once). */
  createAnswer?(request: FastifyRequest, row: Row): Row;
}

export type EntityAction = 'create' | 'update' | 'delete' | 'force_delete';

export interface EntityResource<Item> {
  descriptor: EntityDescriptor;
  routes(app: FastifyInstance): Promise<void>;
  authorize(request: FastifyRequest, mode: 'read' | 'write'): Tenant;
  find(db: Db, tenant: Tenant, id: number, includeDisabled?: boolean): Promise<Row>;
  parts: EntityParts<Item>;
}

type AnyQuery = SelectQueryBuilder<any, any, {}>;
const anyDb = (db: Db) => db as unknown as Kysely<any>;
const restoreFlag = z.union([z.literal(1), z.literal(true)]);
const positiveId = z.coerce.number().int().positive();

export function defineEntityResource<Item>(d: EntityDescriptor, parts: EntityParts<Item>): EntityResource<Item> {
  const unique = uniqueRules(d);
  const via = d.tenantVia ? { ...d.tenantVia, idField: d.idField, entityTable: d.table } : undefined;
  /** The tenant filter of every query of this entity (through its mapping table when it has one). */
  const scoped = <Q extends Parameters<typeof whereTenant>[0]>(q: Q, tenant: Tenant) => whereTenant(q, tenant, via);
  /** The tenant columns of an insert: none for rows reached through a mapping table. */
  const insertColumns = (tenant: Tenant) => (via ? {} : (tenantColumns(tenant) ?? {}));
  const sortFields = [d.idField, d.nameField, 'created_at', 'updated_at'];
  /** Tables whose rows a list's total depends on; when the database stamps them all, the total is kept while they hold. */
  const countTables = [d.table, ...(d.tenantVia ? [d.tenantVia.table] : [])];
  const keepsCount = stampedAsWhole(countTables);
  const keepsAnswers = !!parts.answerTables && stampedAsWhole(parts.answerTables);
  const listSpec: ListSpec = { searchFields: d.list.searchFields, defaultSearch: parts.defaultSearch ?? [d.nameField], sortFields, defaultSort: { column: d.nameField, direction: 'asc' as const }, idColumn: d.idField, textColumns: [d.nameField] };

  /** The screen whose permission a request needs: the System one at system scope, else the Manage one. */
  function authorize(request: FastifyRequest, mode: 'read' | 'write'): Tenant {
    const level = requireScope(request).level;
    const screen = d.screens.find((s) => (level === 'system') === (s.section === 'system')) ?? d.screens[0];
    const scope = requireAccess(request, screen.permission, mode);
    return tenantOf(d.tenant, scope, request.auth!.user, d.name.replace(/-/g, ' '));
  }

  async function find(db: Db, tenant: Tenant, id: number, includeDisabled = false): Promise<Row> {
    let q = scoped(anyDb(db).selectFrom(d.table).selectAll().where(d.idField, '=', id), tenant);
    if (!includeDisabled) q = q.where('is_enabled', '=', 1);
    const row = await q.executeTakeFirst();
    if (!row) throw notFound();
    return row as Row;
  }

  const one = async (db: Db, row: Row, tenant?: Tenant) => (await parts.toApi(db, [row], tenant))[0];
  const activity = (ctx: EntityContext, id: unknown, action: ActivityAction, summary: Record<string, unknown>) =>
    recordActivity(ctx.trx, ctx.request, { subject_type: d.model, subject_id: id as number, action, summary });

  async function transact<T>(request: FastifyRequest, tenant: Tenant, fn: (ctx: EntityContext) => Promise<T>): Promise<T> {
    const db = request.server.studio.db;
    return db.transaction().execute((trx) => fn({ trx, request, tenant, userId: request.auth?.user.user_id ?? null }));
  }

  async function insert(ctx: EntityContext, input: Row): Promise<Row> {
    const wctx: EntityWriteContext = { ...ctx, mode: 'create', existing: null, input };
    let values = parts.fromApi ? parts.fromApi(input, wctx) : { ...input };
    if (parts.beforeWrite) values = await parts.beforeWrite({ ...values, ...insertColumns(ctx.tenant) }, wctx);
    const now = nowIso();
    values = { ...values, ...insertColumns(ctx.tenant), is_enabled: 1, created_by: ctx.userId, updated_by: ctx.userId, created_at: now, updated_at: now };
    delete values[d.idField];
    await unique.assertFree(ctx.trx, values, ctx.tenant);
    const row = (await anyDb(ctx.trx).insertInto(d.table).values(values).returningAll().executeTakeFirstOrThrow()) as Row;
    await parts.afterWrite?.(row, wctx);
    await activity(ctx, row[d.idField], 'create', { after: await one(ctx.trx, row, ctx.tenant) });
    return row;
  }

  async function update(ctx: EntityContext, id: number, input: Row): Promise<Row> {
    const existing = await find(ctx.trx, ctx.tenant, id, true);
    const wctx: EntityWriteContext = { ...ctx, mode: 'update', existing, input };
    const { is_enabled, ...fields } = input;
    let values: Row = { ...existing, ...(parts.fromApi ? parts.fromApi(fields, wctx) : fields), ...(is_enabled === undefined ? {} : { is_enabled: 1 }) };
    if (parts.beforeWrite) values = await parts.beforeWrite(values, wctx);
    for (const column of [d.idField, 'ac_id', 'sp_id', 'created_by', 'created_at']) if (column in existing) values[column] = existing[column];
    values = { ...values, updated_by: ctx.userId, updated_at: nowIso() };
    await unique.assertFree(ctx.trx, values, ctx.tenant, id);
    const row = (await scoped(anyDb(ctx.trx).updateTable(d.table).set(values).where(d.idField, '=', id), ctx.tenant).returningAll().executeTakeFirstOrThrow()) as Row;
    await parts.afterWrite?.(row, wctx);
    const [before, after] = (await parts.toApi(ctx.trx, [existing, row], ctx.tenant)) as Row[];
    const changed = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    await activity(ctx, id, existing.is_enabled === 0 && row.is_enabled === 1 ? 'restore' : 'update', { before: pick(before, changed), after: pick(after, changed) });
    return row;
  }

  async function softDelete(ctx: EntityContext, ids: number[]): Promise<Row[]> {
    const rows: Row[] = [];
    for (const id of ids) rows.push(await find(ctx.trx, ctx.tenant, id));
    for (const row of rows) await parts.beforeDelete?.(row, { ...ctx, force: false });
    for (const row of rows) {
      await scoped(anyDb(ctx.trx).updateTable(d.table).set({ is_enabled: 0, updated_by: ctx.userId, updated_at: nowIso() }).where(d.idField, '=', row[d.idField]), ctx.tenant).execute();
      await activity(ctx, row[d.idField], 'delete', { before: await one(ctx.trx, row, ctx.tenant) });
    }
    await parts.afterDelete?.(rows, ctx);
    return rows;
  }

  async function routes(app: FastifyInstance) {
    // The search index exists on SQLite only; PostgreSQL searches with LIKE.
    const indexed = parts.searchIndex && !(app.studio.db.getExecutor().adapter instanceof PostgresAdapter);
    const appListSpec: ListSpec = indexed ? { ...listSpec, searchIndex: parts.searchIndex } : listSpec;
    const schemaBase = { tags: [d.model] };
    const idParams = z.object({ [d.idField]: positiveId });
    const idOf = (params: unknown) => (params as Row)[d.idField] as number;
    const byId = `${d.path}/:${d.idField}`;
    const filterQuery = Object.fromEntries(d.list.filters.map((f) => [f.field, z.enum(f.options.map((o) => o.value) as [string, ...string[]]).optional()]));
    const listParams = listQueryWith(sortFields).extend({ source: z.string().max(20).optional(), ...filterQuery });
    const changed = (request: FastifyRequest, rows: Row[], action: EntityAction) => parts.afterChange?.(request, rows, action);

    app.get(d.path, { config: { access: (request) => authorize(request, 'read') }, schema: { ...schemaBase, querystring: listParams, response: { 200: parts.summary ? listAnswer(d.item).extend({ summary: parts.summary.schema }) : listAnswer(d.item) } } }, async (request) => {
      const tenant = authorize(request, 'read');
      const params = request.query as Row;
      if (!keepsAnswers) return answerList(tenant, params);
      const key = JSON.stringify([d.name, tenant, Object.entries(params).filter(([k]) => k !== 'source').sort(([a], [b]) => a.localeCompare(b))]);
      return answerCache(app.studio.db).get(app.studio.db, parts.answerTables!, key, () => answerList(tenant, params));
    });

    async function answerList(tenant: Tenant, params: Row) {
      let base: AnyQuery = scoped(anyDb(app.studio.db).selectFrom(d.table), tenant);
      for (const f of d.list.filters) {
        const value = params[f.field] ?? f.default;
        if (value !== 'all') base = base.where(f.field, '=', /^\d+$/.test(value) ? Number(value) : value);
      }
      // The total depends on the tenant, the filters and the search, not on the page or the order.
      const counted = Object.entries(params).filter(([k]) => !notCounted.has(k)).sort(([a], [b]) => a.localeCompare(b));
      const count = keepsCount ? (compute: () => Promise<number>) => countCache(app.studio.db).get(app.studio.db, countTables, JSON.stringify([d.name, tenant, counted]), compute) : undefined;
      const search = params.search && parts.searchTerm ? parts.searchTerm(String(params.search)) : params.search;
      const { rows, meta } = await runList(base, { ...params, search } as ListParams, appListSpec, count);
      // The summary depends on the tenant and the filters only; kept with the total while the tables' stamps hold.
      const computeSummary = () => parts.summary!.compute(app.studio.db, base);
      const filtered = counted.filter(([k]) => k !== 'search' && k !== 'searchFields');
      const summary = !parts.summary ? {} : { summary: keepsCount ? await stampedValues(app.studio.db).get(app.studio.db, countTables, JSON.stringify([d.name, 'summary', tenant, filtered]), computeSummary) : await computeSummary() };
      return { data: await parts.toApi(app.studio.db, rows, tenant), ...(meta ? { meta } : {}), ...summary };
    }

    app.get(byId, { config: { access: (request) => authorize(request, 'read') }, schema: { ...schemaBase, params: idParams, response: { 200: envelope(d.item) } } }, async (request) => {
      const tenant = authorize(request, 'read');
      return { data: await one(app.studio.db, await find(app.studio.db, tenant, idOf(request.params), true), tenant) };
    });

    app.post(d.createPath ?? d.path, { config: { access: (request) => authorize(request, 'write') }, schema: { ...schemaBase, body: d.create, response: { 201: envelope(d.item) } } }, async (request, reply) => {
      const tenant = authorize(request, 'write');
      const row = await transact(request, tenant, (ctx) => insert(ctx, request.body as Row));
      await changed(request, [row], 'create');
      return reply.status(201).send({ data: { ...(await one(app.studio.db, row, tenant)), ...(parts.createAnswer?.(request, row) ?? {}) } });
    });

    const updateBody = d.update.extend({ is_enabled: restoreFlag.optional() }).strict();
    app.put(d.updatePath ?? byId, { config: { access: (request) => authorize(request, 'write') }, schema: { ...schemaBase, params: idParams, body: updateBody, response: { 200: envelope(d.item) } } }, async (request) => {
      const tenant = authorize(request, 'write');
      const row = await transact(request, tenant, (ctx) => update(ctx, idOf(request.params), request.body as Row));
      await changed(request, [row], 'update');
      return { data: await one(app.studio.db, row, tenant) };
    });

    const deleted = z.object({ [d.idField]: z.number() });
    app.delete(byId, { config: { access: (request) => authorize(request, 'write') }, schema: { ...schemaBase, params: idParams, response: { 200: envelope(deleted) } } }, async (request) => {
      const tenant = authorize(request, 'write');
      const id = idOf(request.params);
      await changed(request, await transact(request, tenant, (ctx) => softDelete(ctx, [id])), 'delete');
      return { data: { [d.idField]: id } };
    });

    if (d.bulkDelete) {
      const field = d.bulkDelete.field;
      const body = z.object({ [field]: z.array(z.number().int().positive()).max(500) }).strict();
      app.post(d.bulkDelete.path, { config: { access: (request) => authorize(request, 'write') }, schema: { ...schemaBase, body, response: { 200: envelope(z.object({ [field]: z.array(z.number()) })) } } }, async (request) => {
        const tenant = authorize(request, 'write');
        const ids = [...new Set((request.body as Row)[field] as number[])];
        if (ids.length === 0) throw unprocessable(messages.entities.noIds, [`${field}: ${messages.entities.noIds}`]);
        // All or nothing: one id outside the tenant (or already deleted) refuses the whole request.
        await changed(request, await transact(request, tenant, (ctx) => softDelete(ctx, ids)), 'delete');
        return { data: { [field]: ids } };
      });
    }

    if (d.forceDeletePath) {
      app.post(d.forceDeletePath, { config: { access: (request) => authorize(request, 'write') }, schema: { ...schemaBase, params: idParams, response: { 200: envelope(deleted) } } }, async (request) => {
        const tenant = authorize(request, 'write');
        const id = idOf(request.params);
        const row = await transact(request, tenant, async (ctx) => {
          const found = await find(ctx.trx, tenant, id, true);
          await parts.beforeDelete?.(found, { ...ctx, force: true });
          await activity(ctx, id, 'force_delete', { before: await one(ctx.trx, found, tenant) });
          await scoped(anyDb(ctx.trx).deleteFrom(d.table).where(d.idField, '=', id), tenant).execute();
          return found;
        });
        await changed(request, [row], 'force_delete');
        return { data: { [d.idField]: id } };
      });
    }

    unique.routes(app, (request) => authorize(request, 'read'));
  }

  return { descriptor: d, routes, authorize, find, parts };
}

const notCounted = new Set(['page', 'per_page', 'sort_by', 'sort_order', 'source']);
const pick = (o: Row, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));
