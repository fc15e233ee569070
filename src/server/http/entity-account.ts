import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivityAction, ActivitySubject } from '@shared/activity';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { deleteAnswer, deleteQuery, nameCheck, type DeleteType } from '@shared/api/content';
import { fill, messages } from '@shared/messages';
import { nowIso, type Db } from '../db/index';
import type { Database } from '../db/schema';
import type { Services } from '../services';
import { requireContentAccount } from './access';
import { entityRows, type EntityContext, type EntityWriteContext, type Row } from './entity-rows';
import { RefusalError, unprocessable } from './errors';
import { answerCachedList } from './list-cache';
import { listAnswer, listQueryWith, runList, type ListParams } from './list';
import { accountTenant, whereTenant, type Tenant } from './tenant-repo';

/**
 * The entity helper's calls for an account's own rows (the content library, tasks, campaigns, flow tests): list,
 * read, create, update (restore, leaving the archive), soft/safe/force delete and the name check, in the one selected
 * account. Writes go through the entity write pipeline (entity-rows.ts). Tables need the columns ac_id, created_by,
 * updated_by, created_at, updated_at.
 */
export type { DeleteType };
export type SoftDeleteFlag = 'is_enabled' | 'is_archived';
type AnyQuery = SelectQueryBuilder<any, any, {}>;

export interface AccountContext extends EntityContext {
  acId: number;
  services: Services;
}
export type AccountWriteContext = AccountContext & EntityWriteContext;

/** The declaration of account-level rows: what the calls need to know, as data. */
export interface AccountDeclaration<Item extends z.ZodTypeAny = z.ZodTypeAny> {
  /** Route path under /api, e.g. '/prompt/prompts'; the id route is `${path}/:${idField}`. */
  path: string;
  table: keyof Database & string;
  idField: string;
  nameField: string;
  /** Activity subject (and content_model), e.g. 'Prompt'. */
  model: ActivitySubject;
  tenant: 'ac';
  /** The user-facing name, e.g. 'prompt' (plural: label + 's' unless given). */
  label: string;
  plural?: string;
  /** 'build.content.prompts' (read/write modes are added); a list means any one of them suffices. */
  permission: string | readonly string[];
  item: Item;
  create: z.ZodObject<any>;
  update: z.ZodObject<any>;
  /**
   * Names are unique (case-insensitive, among enabled rows) per account and the `per` columns. A name check without
   * a `per` column's value uses its default (a prompt's type: IVA); with neither it is refused. `checkPath`: the
   * check call (body `checkBody`, default { name, <idField>? }); none without it.
   */
  nameRule?: { per: readonly string[]; perDefaults?: Row; checkPath?: string; checkBody?: z.ZodObject<any> };
  /** Which flags the table has: is_enabled (delete, undo by PUT is_enabled=1), is_archived (safe delete). */
  softDelete: readonly SoftDeleteFlag[];
  /** The rows live in folders: a folder_id column, and the folder_id list filter (-1: Archived). */
  folders?: boolean;
  searchFields?: readonly string[];
  sortFields?: readonly string[];
  defaultSort?: { column: string; direction: 'asc' | 'desc' };
  /** List query fields: equality filters by column, and more fields that the parts' listFilter applies. */
  filters?: z.ZodRawShape;
  listQuery?: z.ZodRawShape;
  /**
   * Answer plain lists (no filter beyond folder, archive state and the equality filters) from the list
   * cache. Only for tables with list-stamp triggers (migration 006) whose toApi reads nothing but the row.
   */
  listCache?: boolean;
  /** false: no JSON create route (the rows are created by a call of their own, e.g. a multipart upload). */
  createRoute?: false;
}

/** What the declaration does not say: answers, columns and rules. */
export interface AccountParts {
  toApi(row: Row): Row;
  /** Request fields → column values (defaults on create, JSON encoding …); default: as given. */
  fromApi?(input: Row, ctx: AccountWriteContext): Row;
  /** Rules on the full row about to be written (merged with the stored row on update); returns what to store. */
  beforeWrite?(values: Row, ctx: AccountWriteContext): Row | Promise<Row>;
  afterWrite?(row: Row, ctx: AccountWriteContext): void | Promise<void>;
  /** May refuse (throw); runs in the delete's transaction. */
  beforeDelete?(row: Row, type: DeleteType, ctx: AccountContext): void | Promise<void>;
  afterDelete?(row: Row, type: DeleteType, ctx: AccountContext): void | Promise<void>;
  listFilter?(qb: AnyQuery, params: Row, acId: number): AnyQuery;
}

export interface AccountResource<Item extends z.ZodTypeAny = z.ZodTypeAny> {
  descriptor: AccountDeclaration<Item>;
  parts: AccountParts;
  routes(app: FastifyInstance): Promise<void>;
  /** The answer of a stored row. */
  toApi(row: Row): z.infer<Item>;
  /** Permission check plus the one selected account; refuses without a specific account. */
  authorize(request: FastifyRequest, mode: 'read' | 'write'): number;
  /** The account's row with this id (disabled ones only when asked), else 404. */
  find(db: Db, acId: number, id: number, includeDisabled?: boolean): Promise<Row>;
  nameTaken(db: Db, acId: number, name: string, scope: Row, exceptId?: number): Promise<boolean>;
  /** The whole create pipeline inside ctx.trx: rules, name check, insert, hooks, activity. */
  insert(ctx: AccountContext, input: Row, action?: ActivityAction): Promise<Row>;
  /** Runs fn in a transaction with this request's context; unique-name races become 422. */
  transact<T>(request: FastifyRequest, acId: number, fn: (ctx: AccountContext) => Promise<T>): Promise<T>;
}

const anyDb = (db: Db) => db as unknown as Kysely<any>;
const isUniqueViolation = (e: unknown) => ['SQLITE_CONSTRAINT_UNIQUE', '23505'].includes(String((e as { code?: unknown })?.code));
const acIdOf = (tenant: Tenant) => (tenant as { acId: number }).acId;
const restoreFlag = z.union([z.literal(1), z.literal(true)]);
const unarchiveFlag = z.union([z.literal(0), z.literal(false)]);

export function accountResource<Item extends z.ZodTypeAny>(d: AccountDeclaration<Item>, parts: AccountParts): AccountResource<Item> {
  const { table, idField, nameField, softDelete: flags } = d;
  const hasEnabled = flags.includes('is_enabled');
  const hasArchived = flags.includes('is_archived');
  const plural = d.plural ?? `${d.label}s`;
  const sortFields = d.sortFields ?? [idField, nameField, 'created_at', 'updated_at'];
  const defaultSort = d.defaultSort ?? { column: nameField, direction: 'asc' as const };
  const listSpec = {
    searchFields: d.searchFields ?? [nameField],
    defaultSearch: [nameField],
    sortFields,
    defaultSort,
    idColumn: idField,
    textColumns: [nameField],
  };
  const per = d.nameRule?.per ?? [];
  const perDefaults: Row = d.nameRule?.perDefaults ?? {};
  /** The per columns' values for a name check: given, else the default; never undefined (that would match nothing). */
  const perValues = (scope: Row): Row =>
    Object.fromEntries(
      per.map((column) => {
        const value = scope[column] ?? perDefaults[column];
        const missing = fill(messages.content.nameScopeRequired, { column });
        if (value === undefined || value === null) throw unprocessable(missing, [`${column}: ${missing}`]);
        return [column, value];
      }),
    );
  const nameTakenError = () => unprocessable(messages.content.nameTaken, [`${nameField}: ${messages.content.nameTaken}`]);
  const toApi = (row: Row) => parts.toApi(row) as z.infer<Item>;

  const authorize = (request: FastifyRequest, mode: 'read' | 'write') => requireContentAccount(request, d.permission, mode, plural);

  async function nameTaken(db: Db, acId: number, name: string, scope: Row, exceptId?: number) {
    const sameName = sql<boolean>`lower(${sql.ref(nameField)}) = lower(${name.trim()})`;
    let q = whereTenant(anyDb(db).selectFrom(table).select(idField), accountTenant(acId)).where(sameName);
    if (hasEnabled) q = q.where('is_enabled', '=', 1);
    for (const [column, value] of Object.entries(perValues(scope))) q = q.where(column, '=', value);
    if (exceptId !== undefined) q = q.where(idField, '<>', exceptId);
    return !!(await q.executeTakeFirst());
  }

  const rows = entityRows<AccountContext>({
    table,
    idField,
    model: d.model,
    softDeleted: hasEnabled,
    quietFields: ['updated_at'],
    toApi: async (_db, list) => list.map((row) => parts.toApi(row)),
    fromApi: parts.fromApi,
    beforeWrite: parts.beforeWrite,
    afterWrite: parts.afterWrite,
    async assertFree(db, values, tenant, exceptId) {
      if (!d.nameRule || (hasEnabled && values.is_enabled === 0)) return;
      if (await nameTaken(db, acIdOf(tenant), String(values[nameField]), values, exceptId)) throw nameTakenError();
    },
  });
  const find = (db: Db, acId: number, id: number, includeDisabled = false) => rows.find(db, accountTenant(acId), id, includeDisabled);

  async function transact<T>(request: FastifyRequest, acId: number, fn: (ctx: AccountContext) => Promise<T>): Promise<T> {
    const services = request.server.studio;
    try {
      return await services.db
        .transaction()
        .execute((trx) => fn({ trx, request, services, acId, tenant: accountTenant(acId), userId: request.auth?.user.user_id ?? null }));
    } catch (e) {
      if (isUniqueViolation(e)) throw nameTakenError();
      throw e;
    }
  }

  async function remove(ctx: AccountContext, id: number, type: DeleteType): Promise<void> {
    const row = await find(ctx.trx, ctx.acId, id, type === 'force');
    await parts.beforeDelete?.(row, type, ctx);
    const change = { ...(type === 'soft' ? { is_enabled: 0 } : { is_archived: 1 }), updated_by: ctx.userId, updated_at: nowIso() };
    if (type === 'force') await rows.scoped(anyDb(ctx.trx).deleteFrom(table).where(idField, '=', id), ctx.tenant).execute();
    else await rows.scoped(anyDb(ctx.trx).updateTable(table).set(change).where(idField, '=', id), ctx.tenant).execute();
    await parts.afterDelete?.(row, type, ctx);
    await rows.activity(ctx, id, ({ soft: 'delete', safe: 'archive', force: 'force_delete' } as const)[type], { before: toApi(row) });
  }

  function deleteType(asked: DeleteType | undefined): DeleteType {
    const type = asked ?? (hasEnabled ? 'soft' : 'force');
    if ((type === 'soft' && !hasEnabled) || (type === 'safe' && !hasArchived)) {
      throw unprocessable(`delete_type: ${fill(messages.content.deleteTypeUnsupported, { label: d.label, deleteType: type })}`);
    }
    return type;
  }

  async function routes(app: FastifyInstance) {
    const schemaBase = { tags: [d.model] };
    const idParams = z.object({ [idField]: z.coerce.number().int().positive() });
    const idOf = (params: unknown) => (params as Row)[idField] as number;
    const byId = `${d.path}/:${idField}`;
    const access = (mode: 'read' | 'write') => ({ access: (request: FastifyRequest) => authorize(request, mode) });
    const listParams = listQueryWith(sortFields).extend({
      source: z.string().max(20).optional(), // the client's source=WEB: accepted and ignored
      ...(d.folders ? { folder_id: z.coerce.number().int().min(-1).optional() } : {}),
      ...(hasArchived ? { is_archived: z.enum(['0', '1', 'all']).optional() } : {}),
      ...d.filters,
      ...d.listQuery,
    });
    const updateBody = d.update.extend({
      ...(hasEnabled ? { is_enabled: restoreFlag.optional() } : {}),
      ...(hasArchived ? { is_archived: unarchiveFlag.optional() } : {}),
    });
    const cacheableParams = new Set([
      ...Object.keys(listQueryWith(sortFields).shape),
      'source',
      'folder_id',
      'is_archived',
      ...Object.keys(d.filters ?? {}),
    ]);
    const cacheable = (params: Row) =>
      d.listCache === true && Object.keys(params).every((k) => params[k] === undefined || cacheableParams.has(k));

    app.get(
      d.path,
      { config: access('read'), schema: { ...schemaBase, querystring: listParams, response: { 200: listAnswer(d.item) } } },
      async (request, reply) => {
        const acId = authorize(request, 'read');
        const params = request.query as Row;
        if (cacheable(params)) return answerCachedList(request, reply, app.studio.db, table, acId, () => list(acId, params));
        return list(acId, params);
      },
    );

    async function list(acId: number, params: Row) {
      let base: AnyQuery = rows.scoped(anyDb(app.studio.db).selectFrom(table), accountTenant(acId));
      if (hasEnabled) base = base.where('is_enabled', '=', 1);
      const archivedFolder = d.folders && params.folder_id === -1;
      if (d.folders && params.folder_id !== undefined && !archivedFolder) base = base.where('folder_id', '=', params.folder_id);
      const archived = archivedFolder ? '1' : (params.is_archived ?? '0');
      if (hasArchived && archived !== 'all') base = base.where('is_archived', '=', Number(archived));
      for (const column of Object.keys(d.filters ?? {})) if (params[column] !== undefined) base = base.where(column, '=', params[column]);
      if (parts.listFilter) base = parts.listFilter(base, params, acId);
      const { rows: found, meta } = await runList(base, params as ListParams, listSpec);
      return { data: found.map(toApi), ...(meta ? { meta } : {}) };
    }

    app.get(
      byId,
      { config: access('read'), schema: { ...schemaBase, params: idParams, response: { 200: envelope(d.item) } } },
      async (request) => {
        const acId = authorize(request, 'read');
        return { data: toApi(await find(app.studio.db, acId, idOf(request.params))) };
      },
    );

    if (d.createRoute !== false) {
      app.post(
        d.path,
        { config: access('write'), schema: { ...schemaBase, body: d.create, response: { 201: envelope(d.item) } } },
        async (request, reply) => {
          const acId = authorize(request, 'write');
          const row = await transact(request, acId, (ctx) => rows.insert(ctx, request.body as Row));
          return reply.status(201).send({ data: toApi(row) });
        },
      );
    }

    app.put(
      byId,
      { config: access('write'), schema: { ...schemaBase, params: idParams, body: updateBody, response: { 200: envelope(d.item) } } },
      async (request) => {
        const acId = authorize(request, 'write');
        const row = await transact(request, acId, (ctx) => rows.update(ctx, idOf(request.params), request.body as Row));
        return { data: toApi(row) };
      },
    );

    app.delete(
      byId,
      {
        config: access('write'),
        schema: { ...schemaBase, params: idParams, querystring: deleteQuery, response: { 200: envelope(deleteAnswer) } },
      },
      async (request, reply) => {
        const acId = authorize(request, 'write');
        const id = idOf(request.params);
        const type = deleteType((request.query as { delete_type?: DeleteType }).delete_type);
        try {
          await transact(request, acId, (ctx) => remove(ctx, id, type));
        } catch (e) {
          if (!(e instanceof RefusalError)) throw e;
          return reply.status(e.statusCode as never).send({ message: e.message, errors: e.errors, ...e.details } as never);
        }
        return { data: { id, delete_type: type } };
      },
    );

    const checkPath = d.nameRule?.checkPath;
    if (!checkPath) return;
    const checkBody =
      d.nameRule?.checkBody ?? z.object({ name: z.string().trim().min(1).max(200), [idField]: z.number().int().positive().optional() });
    app.post(
      checkPath,
      { config: access('read'), schema: { ...schemaBase, body: checkBody, response: { 200: envelope(nameCheck) } } },
      async (request) => {
        const acId = authorize(request, 'read');
        const body = request.body as Row;
        const taken = await nameTaken(app.studio.db, acId, String(body.name), body, body[idField]);
        return { data: { valid: !taken, message: taken ? messages.content.nameTaken : messages.content.nameAvailable } };
      },
    );
  }

  return {
    descriptor: d,
    parts,
    routes,
    toApi,
    authorize,
    find,
    nameTaken,
    insert: (ctx, input, action) => rows.insert(ctx, input, action),
    transact,
  };
}
