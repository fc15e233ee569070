import type { Kysely } from 'kysely';
import { z } from 'zod';
import { contentModelLabels, deletionBlockingModels, folderIds, type ContentModel } from '@shared/api/content';
import type { ContentTypeDescriptor } from '@shared/entities/content/define';
import { searchFieldsOf, type FieldList } from '@shared/entities/fields';
import { fieldsFromApi, fieldsToApi } from '@shared/entities/field-values';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { notFound, unprocessable } from '../../http/errors';
import { RefusalError } from '../../http/errors';
import {
  defineEntityResource,
  type AccountDeclaration,
  type AccountParts,
  type AccountResource,
  type AccountWriteContext,
  type Row,
} from '../../http/entity-resource';
import { registerUsageSource, removeUsages, replaceUsages, usagesOf, usageTree, type ContentRef, type UsageUser } from './usage';
import { accountRows, accountRowsByName } from '../../http/tenant-repo';

/** The columns every content row has, as the API answers them. */
export const contentRowFields = (row: Row) => ({
  ac_id: row.ac_id,
  folder_id: row.folder_id,
  is_enabled: row.is_enabled,
  is_archived: row.is_archived,
  is_refreshing: row.is_refreshing,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** A request's boolean (or 0/1) as the 0/1 the tables store. */
export const asFlag = (v: unknown) => (v === true || v === 1 ? 1 : 0);

/** What a content type's parts may say about its list and create call besides the declaration. */
type CallOptions = Pick<AccountDeclaration, 'sortFields' | 'defaultSort' | 'filters' | 'listQuery' | 'listCache' | 'createRoute'>;

/**
 * The server half of a content type beside its declaration: answers and columns, its rules (beforeWrite …), the
 * list's extra filters and order, and the content this row uses for the usage index (kept for enabled rows).
 */
export interface ContentParts<Item extends z.ZodTypeAny = z.ZodTypeAny> extends Omit<AccountParts, 'toApi'>, CallOptions {
  /** The answer of a stored row; for a type that declares its fields, what the answer adds to them (ids, derived values) or shows otherwise. */
  toApi(row: Row): Row;
  references?(row: Row): ContentRef[];
  /** Only the answer's type: the item schema of the declaration. */
  readonly item?: Item;
}

/** The entity declaration a content type's declaration and parts make: account rows in folders, soft deleted or archived. */
function accountDeclaration<Item extends z.ZodTypeAny>(
  d: ContentTypeDescriptor,
  parts: ContentParts<Item>,
): AccountDeclaration<Item> & { model: ContentModel } {
  const [name] = d.unique;
  return {
    path: d.path,
    table: d.table as AccountDeclaration['table'],
    idField: d.idField,
    nameField: d.nameField,
    model: d.model,
    tenant: 'ac',
    label: contentModelLabels[d.model],
    permission: d.permission,
    item: d.item as unknown as Item,
    create: d.create,
    update: d.update,
    ...(name ? { nameRule: { per: name.per ?? [], perDefaults: name.perDefaults, checkPath: name.checkPath, checkBody: d.check } } : {}),
    // Content is soft deleted (undo by PUT is_enabled=1) or archived (safe delete), and lives in folders.
    softDelete: ['is_enabled', 'is_archived'],
    folders: true,
    searchFields: searchFieldsOf(d),
    sortFields: parts.sortFields,
    defaultSort: parts.defaultSort,
    filters: parts.filters,
    listQuery: { ...parts.listQuery, task_id: z.coerce.number().int().optional() },
    listCache: parts.listCache,
    createRoute: parts.createRoute,
  };
}

/**
 * The mapping of a type that declares its fields: the declared fields both ways (field-values.ts) and the folder,
 * then what the parts add or answer otherwise (a prompt's texts, its variable ids). A column the parts' fromApi
 * answers as undefined is not written as given (open form settings: sealed in beforeWrite).
 */
function declaredMapping(fields: FieldList, parts: ContentParts): Pick<AccountParts, 'toApi' | 'fromApi'> {
  return {
    toApi: (row) => ({ ...fieldsToApi(fields, row), ...parts.toApi(row) }),
    fromApi(input, ctx) {
      const values: Row = {
        ...(input.folder_id === undefined ? {} : { folder_id: input.folder_id }),
        ...fieldsFromApi(fields, input, ctx.mode),
        ...parts.fromApi?.(input, ctx),
      };
      return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    },
  };
}

/** A folder_id in a body: Main, or a user folder of the account; Archived is reached by safe delete only. */
export async function assertFolder(db: Db, acId: number, folderId: number | undefined): Promise<void> {
  if (folderId === undefined || folderId === folderIds.main) return;
  if (folderId === folderIds.archived) throw unprocessable(messages.content.archivedMoveRefused);
  const found = await accountRows(db, acId)
    .selectFrom('content_folders')
    .select('folder_id')
    .where('folder_id', '=', folderId)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!found) throw notFound(messages.content.folderNotFound);
}

/** The refusal of deleting a blocking model that is in use: 409 with the spec's title, message and the usages. */
export async function assertDeletable(db: Db, acId: number, model: ContentModel, id: number): Promise<void> {
  if (!deletionBlockingModels.includes(model)) return;
  const rows = await usagesOf(db, acId, model, id);
  if (rows.length === 0) return;
  const message = fill(messages.content.deleteBlocked, { currentContentModel: contentModelLabels[model] });
  throw new RefusalError(409, message, { title: messages.content.deleteBlockedTitle, usages: usageTree(rows) });
}

/**
 * A content-library resource: the declarative resource plus folders (folder_id checked on write; list
 * filters folder_id and task_id) and the usage index (references kept current on every write, cleared
 * on delete; deletion of a used Prompt, Variable, DataStore or JavascriptFunction refused).
 */
export function defineContentResource<D extends ContentTypeDescriptor>(
  declared: D,
  given: ContentParts<D['item']>,
): AccountResource<D['item']> {
  const d = accountDeclaration<D['item']>(declared, given);
  const parts: ContentParts = { ...given, ...(declared.fields ? declaredMapping(declared.fields, given) : {}) };
  const { references } = parts;
  const { model, idField, nameField } = d;
  const user = (row: Row): UsageUser => ({ acId: row.ac_id, model, id: row[idField], name: row[nameField] });

  if (references) {
    registerUsageSource({
      model,
      async users(trx, acId) {
        const rows = await accountRowsByName(trx, acId).selectFrom(d.table).selectAll().where('is_enabled', '=', 1).execute();
        return rows.map((row) => ({ user: user(row), refs: references(row) }));
      },
    });
  }

  return defineEntityResource(d, {
    toApi: parts.toApi,
    fromApi: parts.fromApi,
    listFilter(qb, params, acId) {
      const filtered = parts.listFilter ? parts.listFilter(qb, params, acId) : qb;
      if (!(params.task_id > 0)) return filtered;
      return filtered.where(idField, 'in', (eb: { selectFrom: Kysely<any>['selectFrom'] }) =>
        eb
          .selectFrom('content_usages')
          .select('content_id')
          .where('ac_id', '=', acId)
          .where('content_model', '=', model)
          .where('parent_model', '=', 'Task')
          .where('parent_id', '=', params.task_id),
      );
    },
    async beforeWrite(values: Row, ctx: AccountWriteContext) {
      if (ctx.mode === 'create' || values.folder_id !== ctx.existing?.folder_id) await assertFolder(ctx.trx, ctx.acId, values.folder_id);
      return parts.beforeWrite ? parts.beforeWrite(values, ctx) : values;
    },
    async afterWrite(row, ctx) {
      await parts.afterWrite?.(row, ctx);
      if (references) await replaceUsages(ctx.trx, user(row), row.is_enabled === 1 ? references(row) : []);
    },
    async beforeDelete(row, type, ctx) {
      await assertDeletable(ctx.trx, ctx.acId, model, row[idField]);
      await parts.beforeDelete?.(row, type, ctx);
    },
    async afterDelete(row, type, ctx) {
      await parts.afterDelete?.(row, type, ctx);
      if (type === 'force') await removeUsages(ctx.trx, ctx.acId, model, row[idField]);
      else if (type === 'soft' && references) await replaceUsages(ctx.trx, user(row), []);
    },
  });
}
