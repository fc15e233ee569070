import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PostgresAdapter, type Kysely, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import type { EntityDescriptor } from '@shared/entities/define';
import { columnsFromApi } from '@shared/entities/field-values';
import type { FieldList } from '@shared/entities/fields';
import { messages } from '@shared/messages';
import { nowIso, type Db } from '../db/index';
import { requireAccess } from './access';
import { requireScope } from './auth';
import { accountResource, type AccountDeclaration, type AccountParts, type AccountResource } from './entity-account';
import { entityRows, type EntityContext, type EntityWriteContext, type Row } from './entity-rows';
import { unprocessable } from './errors';
import { listAnswer, listQueryWith, runList, type ListParams, type ListSpec, type SearchIndex } from './list';
import { tenantOf, type Tenant } from './tenant-repo';
import { uniqueRules } from './entity-unique';
import { answerCache, countCache, stampedAsWhole, stampedValues } from './table-stamps';

/**
 * The server half of an entity descriptor (DESIGN §7): list (filters with defaults, search, fetch_all=0
 * paging), read, create, update and restore (is_enabled=1), soft delete, force delete, bulk delete and the
 * unique-value check calls, at the descriptor's paths under /api. Access is the shared engine's check of
 * the screen's permission; rows are those of the request's tenant (tenant-repo.ts); every write runs in a
 * transaction and records an activity entry. What an entity needs beyond that is given in EntityParts.
 */
export type { EntityContext, EntityWriteContext, Row };
export type {
  AccountContext,
  AccountDeclaration,
  AccountParts,
  AccountResource,
  AccountWriteContext,
  DeleteType,
  SoftDeleteFlag,
} from './entity-account';

export interface EntityParts<Item> {
  /** Stored rows → API items (related rows loaded once per answer); `tenant`: what the asker may see of related rows. */
  toApi(db: Db, rows: Row[], tenant?: Tenant): Promise<Item[]>;
  /**
   * Request fields → column values (JSON encoding, defaults); default: the declared fields' columns (field-values.ts:
   * flags, JSON, defaults on create, a secret's mask left as stored) and the rest as given.
   */
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
  /** Calls beside CRUD that write (update-or-create): one transaction, and the write pipeline's create and update in it. */
  transact<T>(request: FastifyRequest, tenant: Tenant, fn: (ctx: EntityContext) => Promise<T>): Promise<T>;
  insert(ctx: EntityContext, input: Row): Promise<Row>;
  update(ctx: EntityContext, id: number, input: Row): Promise<Row>;
  /** A stored row as the answer gives it. */
  one(db: Db, row: Row, tenant: Tenant): Promise<Item>;
}

type AnyQuery = SelectQueryBuilder<any, any, {}>;
const anyDb = (db: Db) => db as unknown as Kysely<any>;
const restoreFlag = z.union([z.literal(1), z.literal(true)]);
const positiveId = z.coerce.number().int().positive();

/**
 * The one resource helper. An administration entity's descriptor gives its screen's calls (below); an account's own
 * rows (the content library, tasks, campaigns, flow tests: `tenant: 'ac'` with a `permission`) get the account
 * library's calls (entity-account.ts: folders, archive, delete types, the name check). Both write through the same
 * pipeline (entity-rows.ts).
 */
export function defineEntityResource<Item>(d: EntityDescriptor, parts: EntityParts<Item>): EntityResource<Item>;
export function defineEntityResource<Item extends z.ZodTypeAny>(d: AccountDeclaration<Item>, parts: AccountParts): AccountResource<Item>;
export function defineEntityResource(
  d: EntityDescriptor | AccountDeclaration,
  parts: EntityParts<unknown> | AccountParts,
): EntityResource<unknown> | AccountResource {
  if ('permission' in d) return accountResource(d, parts as AccountParts);
  return screenResource(d, parts as EntityParts<unknown>);
}

/** The columns of a request to an entity with declared fields, when its parts give no fromApi of their own. */
const declaredColumns = (fields: FieldList) => (input: Row, ctx: EntityWriteContext) => columnsFromApi(fields, input, ctx.mode);

function screenResource<Item>(d: EntityDescriptor, parts: EntityParts<Item>): EntityResource<Item> {
  const unique = uniqueRules(d);
  const sortFields = [d.idField, d.nameField, 'created_at', 'updated_at'];
  /** Tables whose rows a list's total depends on; when the database stamps them all, the total is kept while they hold. */
  const countTables = [d.table, ...(d.tenantVia ? [d.tenantVia.table] : [])];
  const keepsCount = stampedAsWhole(countTables);
  const keepsAnswers = !!parts.answerTables && stampedAsWhole(parts.answerTables);
  const listSpec: ListSpec = {
    searchFields: d.list.searchFields,
    defaultSearch: parts.defaultSearch ?? [d.nameField],
    sortFields,
    defaultSort: { column: d.nameField, direction: 'asc' as const },
    idColumn: d.idField,
    textColumns: [d.nameField],
  };

  /** The screen whose permission a request needs: the System one at system scope, else the Manage one. */
  function authorize(request: FastifyRequest, mode: 'read' | 'write'): Tenant {
    const level = requireScope(request).level;
    const screen = d.screens.find((s) => (level === 'system') === (s.section === 'system')) ?? d.screens[0];
    const scope = requireAccess(request, screen.permission, mode);
    return tenantOf(d.tenant, scope, request.auth!.user, d.name.replace(/-/g, ' '));
  }

  const rows = entityRows<EntityContext>({
    table: d.table,
    idField: d.idField,
    model: d.model,
    tenantVia: d.tenantVia,
    softDeleted: true,
    adminWrites: true,
    toApi: (db, list, tenant) => parts.toApi(db, list, tenant) as Promise<Row[]>,
    fromApi: parts.fromApi ?? (d.fields ? declaredColumns(d.fields) : undefined),
    beforeWrite: parts.beforeWrite,
    afterWrite: parts.afterWrite,
    assertFree: unique.assertFree,
  });
  const { scoped, find, activity, insert, update } = rows;
  const one = (db: Db, row: Row, tenant: Tenant) => rows.one(db, row, tenant) as Promise<Item>;

  async function transact<T>(request: FastifyRequest, tenant: Tenant, fn: (ctx: EntityContext) => Promise<T>): Promise<T> {
    const db = request.server.studio.db;
    return db.transaction().execute((trx) => fn({ trx, request, tenant, userId: request.auth?.user.user_id ?? null }));
  }

  async function softDelete(ctx: EntityContext, ids: number[]): Promise<Row[]> {
    const rows: Row[] = [];
    for (const id of ids) rows.push(await find(ctx.trx, ctx.tenant, id));
    for (const row of rows) await parts.beforeDelete?.(row, { ...ctx, force: false });
    for (const row of rows) {
      await scoped(
        anyDb(ctx.trx)
          .updateTable(d.table)
          .set({ is_enabled: 0, updated_by: ctx.userId, updated_at: nowIso() })
          .where(d.idField, '=', row[d.idField]),
        ctx.tenant,
      ).execute();
      await activity(ctx, row[d.idField], 'delete', { before: await one(ctx.trx, row, ctx.tenant) });
    }
    await parts.afterDelete?.(rows, ctx);
    return rows;
  }

  async function routes(app: FastifyInstance) {
    // The FTS5 search table exists on SQLite only; PostgreSQL answers the same LIKE from pg_trgm indexes (migration 062).
    const indexed = parts.searchIndex && !(app.studio.db.getExecutor().adapter instanceof PostgresAdapter);
    const appListSpec: ListSpec = indexed ? { ...listSpec, searchIndex: parts.searchIndex } : listSpec;
    const schemaBase = { tags: [d.model] };
    const idParams = z.object({ [d.idField]: positiveId });
    const idOf = (params: unknown) => (params as Row)[d.idField] as number;
    const byId = `${d.path}/:${d.idField}`;
    const filterQuery = Object.fromEntries(
      d.list.filters.map((f) => [f.field, z.enum(f.options.map((o) => o.value) as [string, ...string[]]).optional()]),
    );
    const listParams = listQueryWith(sortFields).extend({ source: z.string().max(20).optional(), ...filterQuery });
    const changed = (request: FastifyRequest, rows: Row[], action: EntityAction) => parts.afterChange?.(request, rows, action);

    app.get(
      d.path,
      {
        config: { access: (request) => authorize(request, 'read') },
        schema: {
          ...schemaBase,
          querystring: listParams,
          response: { 200: parts.summary ? listAnswer(d.item).extend({ summary: parts.summary.schema }) : listAnswer(d.item) },
        },
      },
      async (request) => {
        const tenant = authorize(request, 'read');
        const params = request.query as Row;
        if (!keepsAnswers) return answerList(tenant, params);
        const key = JSON.stringify([
          d.name,
          tenant,
          Object.entries(params)
            .filter(([k]) => k !== 'source')
            .sort(([a], [b]) => a.localeCompare(b)),
        ]);
        return answerCache(app.studio.db).get(app.studio.db, parts.answerTables!, key, () => answerList(tenant, params));
      },
    );

    async function answerList(tenant: Tenant, params: Row) {
      let base: AnyQuery = scoped(anyDb(app.studio.db).selectFrom(d.table), tenant);
      for (const f of d.list.filters) {
        const value = params[f.field] ?? f.default;
        if (value !== 'all') base = base.where(f.field, '=', /^\d+$/.test(value) ? Number(value) : value);
      }
      // The total depends on the tenant, the filters and the search, not on the page or the order.
      const counted = Object.entries(params)
        .filter(([k]) => !notCounted.has(k))
        .sort(([a], [b]) => a.localeCompare(b));
      const count = keepsCount
        ? (compute: () => Promise<number>) =>
            countCache(app.studio.db).get(app.studio.db, countTables, JSON.stringify([d.name, tenant, counted]), compute)
        : undefined;
      const search = params.search && parts.searchTerm ? parts.searchTerm(String(params.search)) : params.search;
      const { rows, meta } = await runList(base, { ...params, search } as ListParams, appListSpec, count);
      // The summary depends on the tenant and the filters only; kept with the total while the tables' stamps hold.
      const computeSummary = () => parts.summary!.compute(app.studio.db, base);
      const filtered = counted.filter(([k]) => k !== 'search' && k !== 'searchFields');
      const summary = !parts.summary
        ? {}
        : {
            summary: keepsCount
              ? await stampedValues(app.studio.db).get(
                  app.studio.db,
                  countTables,
                  JSON.stringify([d.name, 'summary', tenant, filtered]),
                  computeSummary,
                )
              : await computeSummary(),
          };
      return { data: await parts.toApi(app.studio.db, rows, tenant), ...(meta ? { meta } : {}), ...summary };
    }

    app.get(
      byId,
      {
        config: { access: (request) => authorize(request, 'read') },
        schema: { ...schemaBase, params: idParams, response: { 200: envelope(d.item) } },
      },
      async (request) => {
        const tenant = authorize(request, 'read');
        return { data: await one(app.studio.db, await find(app.studio.db, tenant, idOf(request.params), true), tenant) };
      },
    );

    app.post(
      d.createPath ?? d.path,
      {
        config: { access: (request) => authorize(request, 'write') },
        schema: { ...schemaBase, body: d.create, response: { 201: envelope(d.item) } },
      },
      async (request, reply) => {
        const tenant = authorize(request, 'write');
        const row = await transact(request, tenant, (ctx) => insert(ctx, request.body as Row));
        await changed(request, [row], 'create');
        return reply
          .status(201)
          .send({ data: { ...(await one(app.studio.db, row, tenant)), ...(parts.createAnswer?.(request, row) ?? {}) } });
      },
    );

    const updateBody = d.update.extend({ is_enabled: restoreFlag.optional() }).strict();
    app.put(
      d.updatePath ?? byId,
      {
        config: { access: (request) => authorize(request, 'write') },
        schema: { ...schemaBase, params: idParams, body: updateBody, response: { 200: envelope(d.item) } },
      },
      async (request) => {
        const tenant = authorize(request, 'write');
        const row = await transact(request, tenant, (ctx) => update(ctx, idOf(request.params), request.body as Row));
        await changed(request, [row], 'update');
        return { data: await one(app.studio.db, row, tenant) };
      },
    );

    const deleted = z.object({ [d.idField]: z.number() });
    app.delete(
      byId,
      {
        config: { access: (request) => authorize(request, 'write') },
        schema: { ...schemaBase, params: idParams, response: { 200: envelope(deleted) } },
      },
      async (request) => {
        const tenant = authorize(request, 'write');
        const id = idOf(request.params);
        await changed(request, await transact(request, tenant, (ctx) => softDelete(ctx, [id])), 'delete');
        return { data: { [d.idField]: id } };
      },
    );

    if (d.bulkDelete) {
      const field = d.bulkDelete.field;
      const body = z.object({ [field]: z.array(z.number().int().positive()).max(500) }).strict();
      app.post(
        d.bulkDelete.path,
        {
          config: { access: (request) => authorize(request, 'write') },
          schema: { ...schemaBase, body, response: { 200: envelope(z.object({ [field]: z.array(z.number()) })) } },
        },
        async (request) => {
          const tenant = authorize(request, 'write');
          const ids = [...new Set((request.body as Row)[field] as number[])];
          if (ids.length === 0) throw unprocessable(messages.entities.noIds, [`${field}: ${messages.entities.noIds}`]);
          // All or nothing: one id outside the tenant (or already deleted) refuses the whole request.
          await changed(request, await transact(request, tenant, (ctx) => softDelete(ctx, ids)), 'delete');
          return { data: { [field]: ids } };
        },
      );
    }

    if (d.forceDeletePath) {
      app.post(
        d.forceDeletePath,
        {
          config: { access: (request) => authorize(request, 'write') },
          schema: { ...schemaBase, params: idParams, response: { 200: envelope(deleted) } },
        },
        async (request) => {
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
        },
      );
    }

    unique.routes(app, (request) => authorize(request, 'read'));
  }

  return { descriptor: d, routes, authorize, find, parts, transact, insert: (ctx, input) => insert(ctx, input), update, one };
}

const notCounted = new Set(['page', 'per_page', 'sort_by', 'sort_order', 'source']);
