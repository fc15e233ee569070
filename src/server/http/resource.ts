import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivityAction, ActivitySubject } from '@shared/activity';
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { deleteAnswer, deleteQuery, nameCheck, type DeleteType } from '@shared/api/content';
import { fill, messages } from '@shared/messages';
import { nowIso, type Db } from '../db/index';
import type { Database } from '../db/schema';
import type { Services } from '../services';
import { recordActivity } from './activity';
import { notFound, RefusalError, unprocessable } from './errors';
import { requireContentAccount } from './access';
import type { Row } from './entity-resource';
import { answerCachedList } from './list-cache';
import { listAnswer, listQueryWith, runList, type ListParams } from './list';
import { accountTenant, whereTenant } from './tenant-repo';

/**
 * The declarative resource helper (DESIGN §3): one definition gives an account-scoped entity its list,
 * read, create, update (and restore), soft/safe/force delete and name-check routes. Every query is
 * filtered by the selected account through the tenant repository (tenant-repo.ts); every write runs in a transaction and records an activity entry.
 * Tables need the columns ac_id, created_by, updated_by, created_at, updated_at.
 */
export type { Row };
export type Trx = Transaction<Database>;
export type SoftDeleteFlag = 'is_enabled' | 'is_archived';
type AnyQuery = SelectQueryBuilder<any, any, {}>;

export interface ResourceContext {
  trx: Trx;
  request: FastifyRequest;
  services: Services;
  acId: number;
  userId: number | null;
}
export interface WriteContext extends ResourceContext {
  mode: 'create' | 'update';
  existing: Row | null; // the stored row before an update; null on create
}

export interface ResourceDefinition<Item extends z.ZodTypeAny = z.ZodTypeAny> {
  /** Route path under /api, e.g. '/prompt/prompts'; the id route is `${path}/:${idColumn}`. */
  path: string;
  table: keyof Database & string;
  idColumn: string;
  nameColumn: string;
  /** Activity subject and content_model, e.g. 'Prompt'. */
  model: ActivitySubject;
  /** The user-facing name, e.g. 'prompt' (plural: label + 's' unless given). */
  label: string;
  plural?: string;
  /** 'build.content.prompts' (read/write modes are added); a list means any one of them suffices. */
  permission: string | readonly string[];
  item: Item;
  create: z.ZodObject<any>;
  update: z.ZodObject<any>;
  toApi(row: Row): z.infer<Item>;
  /** Request fields → column values (defaults on create, JSON encoding …); default: as given. */
  fromApi?(input: Row, ctx: WriteContext): Row;
  /**
   * Names are unique (case-insensitive, among enabled rows) per account and these columns. A name check
   * without a scope column's value uses its default (e.g. prompt_type 'IVA'); with neither it is refused.
   */
  uniqueName?: { scope: readonly string[]; defaults?: Row };
  /** Which flags the table has: is_enabled (delete, undo by PUT is_enabled=1), is_archived (safe delete). */
  softDelete: readonly SoftDeleteFlag[];
  /** The entity lives in folders: a folder_id column, and the folder_id list filter (-1: Archived). */
  folders?: boolean;
  searchFields?: readonly string[];
  sortFields?: readonly string[];
  defaultSort?: { column: string; direction: 'asc' | 'desc' };
  /** List query fields: equality filters by column, and more fields that listFilter applies. */
  filters?: z.ZodRawShape;
  listQuery?: z.ZodRawShape;
  /**
   * Answer plain lists (no filter beyond folder, archive state and the equality filters) from the list
   * cache. Only for tables with list-stamp triggers (migration 006) whose toApi reads nothing but the row.
   */
  listCache?: boolean;
  listFilter?(qb: AnyQuery, params: Row, acId: number): AnyQuery;
  /** The name-check route: path (default `${path}/validate`, false for none) and body (default { name, <idColumn>? }). */
  validatePath?: string | false;
  validateBody?: z.ZodObject<any>;
  /** false: no JSON create route (the entity is created by a custom route, e.g. a multipart upload). */
  createRoute?: false;
  /** Rules on the full row about to be written (merged with the stored row on update); returns what to store. */
  beforeWrite?(values: Row, ctx: WriteContext): Row | Promise<Row>;
  afterWrite?(row: Row, ctx: WriteContext): void | Promise<void>;
  /** May refuse (throw); runs in the delete's transaction. */
  beforeDelete?(row: Row, type: DeleteType, ctx: ResourceContext): void | Promise<void>;
  afterDelete?(row: Row, type: DeleteType, ctx: ResourceContext): void | Promise<void>;
}

export interface Resource<Item extends z.ZodTypeAny = z.ZodTypeAny> {
  definition: ResourceDefinition<Item>;
  routes(app: FastifyInstance): Promise<void>;
  /** Permission check plus the one selected account; refuses without a specific account. */
  authorize(request: FastifyRequest, mode: 'read' | 'write'): number;
  /** The account's row with this id (disabled ones only when asked), else 404. */
  find(db: Db, acId: number, id: number, includeDisabled?: boolean): Promise<Row>;
  nameTaken(db: Db, acId: number, name: string, scope: Row, exceptId?: number): Promise<boolean>;
  /** The whole create pipeline inside ctx.trx: rules, name check, insert, hooks, activity. */
  insert(ctx: ResourceContext, input: Row, action?: ActivityAction): Promise<Row>;
  /** Runs fn in a transaction with this request's context; unique-name races become 422. */
  transact<T>(request: FastifyRequest, acId: number, fn: (ctx: ResourceContext) => Promise<T>): Promise<T>;
}

const anyDb = (db: Db) => db as unknown as Kysely<any>;
const isUniqueViolation = (e: unknown) => ['SQLITE_CONSTRAINT_UNIQUE', '23505'].includes(String((e as { code?: unknown })?.code));
/** Restore is an update with is_enabled=1; leaving the Archived folder an update with is_archived=0. */
const restoreFlag = z.union([z.literal(1), z.literal(true)]);
const unarchiveFlag = z.union([z.literal(0), z.literal(false)]);

export function defineResource<Item extends z.ZodTypeAny>(def: ResourceDefinition<Item>): Resource<Item> {
  const { table, idColumn, nameColumn, softDelete: flags } = def;
  const hasEnabled = flags.includes('is_enabled');
  const hasArchived = flags.includes('is_archived');
  const plural = def.plural ?? `${def.label}s`;
  const sortFields = def.sortFields ?? [idColumn, nameColumn, 'created_at', 'updated_at'];
  const defaultSort = def.defaultSort ?? { column: nameColumn, direction: 'asc' as const };
  const listSpec = { searchFields: def.searchFields ?? [nameColumn], defaultSearch: [nameColumn], sortFields, defaultSort, idColumn, textColumns: [nameColumn] };
  const uniqueScope = def.uniqueName?.scope ?? [];
  const scopeDefaults: Row = def.uniqueName?.defaults ?? {};
  /** The scope columns' values for a name check: given, else the default; never undefined (that would match nothing). */
  const scopeValues = (scope: Row): Row =>
    Object.fromEntries(
      uniqueScope.map((column) => {
        const value = scope[column] ?? scopeDefaults[column];
        const missing = fill(messages.content.nameScopeRequired, { column });
        if (value === undefined || value === null) throw unprocessable(missing, [`${column}: ${missing}`]);
        return [column, value];
      }),
    );
  const nameTakenError = () => unprocessable(messages.content.nameTaken, [`${nameColumn}: ${messages.content.nameTaken}`]);

  const authorize = (request: FastifyRequest, mode: 'read' | 'write') => requireContentAccount(request, def.permission, mode, plural);

  async function find(db: Db, acId: number, id: number, includeDisabled = false): Promise<Row> {
    let q = whereTenant(anyDb(db).selectFrom(table).selectAll().where(idColumn, '=', id), accountTenant(acId));
    if (hasEnabled && !includeDisabled) q = q.where('is_enabled', '=', 1);
    const row = await q.executeTakeFirst();
    if (!row) throw notFound();
    return row as Row;
  }

  async function nameTaken(db: Db, acId: number, name: string, scope: Row, exceptId?: number) {
    const sameName = sql<boolean>`lower(${sql.ref(nameColumn)}) = lower(${name.trim()})`;
    let q = whereTenant(anyDb(db).selectFrom(table).select(idColumn), accountTenant(acId)).where(sameName);
    if (hasEnabled) q = q.where('is_enabled', '=', 1);
    for (const [column, value] of Object.entries(scopeValues(scope))) q = q.where(column, '=', value);
    if (exceptId !== undefined) q = q.where(idColumn, '<>', exceptId);
    return !!(await q.executeTakeFirst());
  }

  async function assertNameFree(ctx: ResourceContext, values: Row, exceptId?: number) {
    if (!def.uniqueName || (hasEnabled && values.is_enabled === 0)) return;
    if (await nameTaken(ctx.trx, ctx.acId, String(values[nameColumn]), values, exceptId)) throw nameTakenError();
  }

  async function transact<T>(request: FastifyRequest, acId: number, fn: (ctx: ResourceContext) => Promise<T>): Promise<T> {
    const services = request.server.studio;
    try {
      return await services.db.transaction().execute((trx) => fn({ trx, request, services, acId, userId: request.auth?.user.user_id ?? null }));
    } catch (e) {
      if (isUniqueViolation(e)) throw nameTakenError();
      throw e;
    }
  }

  const activity = (ctx: ResourceContext, id: unknown, action: ActivityAction, summary: Record<string, unknown>) =>
    recordActivity(ctx.trx, ctx.request, { subject_type: def.model, subject_id: id as number, action, summary });

  async function insert(ctx: ResourceContext, input: Row, action: ActivityAction = 'create'): Promise<Row> {
    const wctx: WriteContext = { ...ctx, mode: 'create', existing: null };
    let values = def.fromApi ? def.fromApi(input, wctx) : { ...input };
    if (def.beforeWrite) values = await def.beforeWrite(values, wctx);
    const now = nowIso();
    values = { ...values, ac_id: ctx.acId, created_by: ctx.userId, updated_by: ctx.userId, created_at: now, updated_at: now };
    delete values[idColumn];
    await assertNameFree(ctx, values);
    const row = (await anyDb(ctx.trx).insertInto(table).values(values).returningAll().executeTakeFirstOrThrow()) as Row;
    await def.afterWrite?.(row, wctx);
    await activity(ctx, row[idColumn], action, { after: def.toApi(row) });
    return row;
  }

  async function update(ctx: ResourceContext, id: number, input: Row): Promise<Row> {
    const existing = await find(ctx.trx, ctx.acId, id, true);
    const wctx: WriteContext = { ...ctx, mode: 'update', existing };
    const { is_enabled, is_archived, ...fields } = input;
    const flagsGiven = { ...(is_enabled === undefined ? {} : { is_enabled: 1 }), ...(is_archived === undefined ? {} : { is_archived: 0 }) };
    let values: Row = { ...existing, ...(def.fromApi ? def.fromApi(fields, wctx) : fields), ...flagsGiven };
    if (def.beforeWrite) values = await def.beforeWrite(values, wctx);
    for (const column of [idColumn, 'ac_id', 'created_by', 'created_at']) delete values[column];
    values = { ...values, updated_by: ctx.userId, updated_at: nowIso() };
    await assertNameFree(ctx, values, id);
    const row = (await whereTenant(anyDb(ctx.trx).updateTable(table).set(values).where(idColumn, '=', id), accountTenant(ctx.acId)).returningAll().executeTakeFirstOrThrow()) as Row;
    await def.afterWrite?.(row, wctx);
    const action = existing.is_enabled === 0 && row.is_enabled === 1 ? 'restore' : existing.is_archived === 1 && row.is_archived === 0 ? 'unarchive' : 'update';
    const [before, after] = [def.toApi(existing) as Row, def.toApi(row) as Row];
    const changed = Object.keys(after).filter((k) => k !== 'updated_at' && JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    await activity(ctx, id, action, { before: pick(before, changed), after: pick(after, changed) });
    return row;
  }

  async function remove(ctx: ResourceContext, id: number, type: DeleteType): Promise<void> {
    const row = await find(ctx.trx, ctx.acId, id, type === 'force');
    await def.beforeDelete?.(row, type, ctx);
    const db = anyDb(ctx.trx);
    const change = { ...(type === 'soft' ? { is_enabled: 0 } : { is_archived: 1 }), updated_by: ctx.userId, updated_at: nowIso() };
    const tenant = accountTenant(ctx.acId);
    if (type === 'force') await whereTenant(db.deleteFrom(table).where(idColumn, '=', id), tenant).execute();
    else await whereTenant(db.updateTable(table).set(change).where(idColumn, '=', id), tenant).execute();
    await def.afterDelete?.(row, type, ctx);
    await activity(ctx, id, ({ soft: 'delete', safe: 'archive', force: 'force_delete' } as const)[type], { before: def.toApi(row) });
  }

  function deleteType(asked: DeleteType | undefined): DeleteType {
    const type = asked ?? (hasEnabled ? 'soft' : 'force');
    if ((type === 'soft' && !hasEnabled) || (type === 'safe' && !hasArchived)) {
      throw unprocessable(`delete_type: ${fill(messages.content.deleteTypeUnsupported, { label: def.label, deleteType: type })}`);
    }
    return type;
  }

  async function routes(root: FastifyInstance) {
    const app = root; // the app's zod compilers validate and serialise; handlers read parsed values as rows
    const schemaBase = { tags: [def.model] };
    const idParams = z.object({ [idColumn]: z.coerce.number().int().positive() });
    const idOf = (params: unknown) => (params as Row)[idColumn] as number;
    const byId = `${def.path}/:${idColumn}`;
    const listParams = listQueryWith(sortFields).extend({
      source: z.string().max(20).optional(), // the client's source=WEB (spec 2 §9): accepted and ignored
      ...(def.folders ? { folder_id: z.coerce.number().int().min(-1).optional() } : {}),
      ...(hasArchived ? { is_archived: z.enum(['0', '1', 'all']).optional() } : {}),
      ...def.filters,
      ...def.listQuery,
    });
    const updateBody = def.update.extend({
      ...(hasEnabled ? { is_enabled: restoreFlag.optional() } : {}),
      ...(hasArchived ? { is_archived: unarchiveFlag.optional() } : {}),
    });

    const cacheableParams = new Set([...Object.keys(listQueryWith(sortFields).shape), 'source', 'folder_id', 'is_archived', ...Object.keys(def.filters ?? {})]);
    const cacheable = (params: Row) => def.listCache === true && Object.keys(params).every((k) => params[k] === undefined || cacheableParams.has(k));

    app.get(def.path, { config: { access: (request) => authorize(request, 'read') }, schema: { ...schemaBase, querystring: listParams, response: { 200: listAnswer(def.item) } } }, async (request, reply) => {
      const acId = authorize(request, 'read');
      const params = request.query as Row;
      if (cacheable(params)) return answerCachedList(request, reply, root.studio.db, table, acId, () => list(acId, params));
      return list(acId, params);
    });

    async function list(acId: number, params: Row) {
      let base: AnyQuery = whereTenant(anyDb(root.studio.db).selectFrom(table), accountTenant(acId));
      if (hasEnabled) base = base.where('is_enabled', '=', 1);
      const archivedFolder = def.folders && params.folder_id === -1;
      if (def.folders && params.folder_id !== undefined && !archivedFolder) base = base.where('folder_id', '=', params.folder_id);
      const archived = archivedFolder ? '1' : (params.is_archived ?? '0');
      if (hasArchived && archived !== 'all') base = base.where('is_archived', '=', Number(archived));
      for (const column of Object.keys(def.filters ?? {})) if (params[column] !== undefined) base = base.where(column, '=', params[column]);
      if (def.listFilter) base = def.listFilter(base, params, acId);
      const { rows, meta } = await runList(base, params as ListParams, listSpec);
      return { data: rows.map((r) => def.toApi(r)), ...(meta ? { meta } : {}) };
    }

    app.get(byId, { config: { access: (request) => authorize(request, 'read') }, schema: { ...schemaBase, params: idParams, response: { 200: envelope(def.item) } } }, async (request) => {
      const acId = authorize(request, 'read');
      return { data: def.toApi(await find(root.studio.db, acId, idOf(request.params))) };
    });

    if (def.createRoute !== false) {
      app.post(def.path, { config: { access: (request) => authorize(request, 'write') }, schema: { ...schemaBase, body: def.create, response: { 201: envelope(def.item) } } }, async (request, reply) => {
        const acId = authorize(request, 'write');
        const row = await transact(request, acId, (ctx) => insert(ctx, request.body as Row));
        return reply.status(201).send({ data: def.toApi(row) });
      });
    }

    app.put(byId, { config: { access: (request) => authorize(request, 'write') }, schema: { ...schemaBase, params: idParams, body: updateBody, response: { 200: envelope(def.item) } } }, async (request) => {
      const acId = authorize(request, 'write');
      const row = await transact(request, acId, (ctx) => update(ctx, idOf(request.params), request.body as Row));
      return { data: def.toApi(row) };
    });

    app.delete(byId, { config: { access: (request) => authorize(request, 'write') }, schema: { ...schemaBase, params: idParams, querystring: deleteQuery, response: { 200: envelope(deleteAnswer) } } }, async (request, reply) => {
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
    });

    if (def.validatePath === false) return;
    const validateBody = def.validateBody ?? z.object({ name: z.string().trim().min(1).max(200), [idColumn]: z.number().int().positive().optional() });
    app.post(def.validatePath ?? `${def.path}/validate`, { config: { access: (request) => authorize(request, 'read') }, schema: { ...schemaBase, body: validateBody, response: { 200: envelope(nameCheck) } } }, async (request) => {
      const acId = authorize(request, 'read');
      const body = request.body as Row;
      const taken = await nameTaken(root.studio.db, acId, String(body.name), body, body[idColumn]);
      return { data: { valid: !taken, message: taken ? messages.content.nameTaken : messages.content.nameAvailable } };
    });
  }

  return { definition: def, routes, authorize, find, nameTaken, insert, transact };
}

const pick = (o: Row, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));
