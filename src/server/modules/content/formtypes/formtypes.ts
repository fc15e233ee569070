import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { nameCheck } from '@shared/api/content';
import { formTypeWithColumns, nameCheckParams, type FormType } from '@shared/api/content-forms';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../../db/index';
import { unprocessable } from '../../../http/errors';
import type { Row } from '../../../http/entity-resource';
import { contentRowFields, defineContentResource } from '../content-resource';
import { formTypesContent } from '@shared/entities/content';
import { parseStructure } from '../datastores/datastore-values';
import { accountRows } from '../../../http/tenant-repo';

const parse = <T>(text: unknown, fallback: T): T => {
  try {
    return (JSON.parse(String(text)) as T) ?? fallback;
  } catch {
    return fallback;
  }
};

/** What a form type's answer adds to its declared fields (formTypeFields): its id, its fields in one shape, no mapping without a datastore. */
const answerOf = (row: Row): Partial<FormType> => ({
  form_type_id: row.form_type_id,
  fields: parse<FormType['fields']>(row.fields, []).map((f) => ({
    name: f.name,
    label: f.label,
    data_type: f.data_type,
    required: f.required === true,
  })),
  field_mapping: row.data_store_id ? parse<Record<string, string>>(row.field_mapping, {}) : {},
  ...contentRowFields(row),
});

/** The account's undeleted datastore, or 422 (a body's id never reaches another account's rows). */
async function accountDataStore(db: Db, acId: number, id: number) {
  const row = await accountRows(db, acId)
    .selectFrom('data_stores')
    .select(['data_store_id', 'display_name', 'collection_structure'])
    .where('data_store_id', '=', id)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!row) throw unprocessable(`data_store_id: ${messages.forms.dataStoreNotFound}`);
  return row;
}

/**
 * Every mapped field is a field of the form, every column one of the datastore's (case-insensitive,
 * stored as the datastore spells it), no column twice. Answers the mapping to store.
 */
async function checkMapping(db: Db, acId: number, values: Row): Promise<Record<string, string>> {
  const mapping = parse<Record<string, string>>(values.field_mapping, {});
  const entries = Object.entries(mapping);
  if (!values.data_store_id) {
    if (entries.length) throw unprocessable(`data_store_id: ${messages.forms.dataStoreRequired}`);
    return {};
  }
  const store = await accountDataStore(db, acId, values.data_store_id);
  const columns = new Map(parseStructure(store.collection_structure).map((c) => [c.col_name.toLowerCase(), c.col_name]));
  const fields = new Set(parse<{ name: string }[]>(values.fields, []).map((f) => f.name));
  const used = new Set<string>();
  const out: Record<string, string> = {};
  for (const [field, column] of entries) {
    if (!fields.has(field)) throw unprocessable(`field_mapping.${field}: ${fill(messages.forms.unknownField, { field })}`);
    const stored = columns.get(column.toLowerCase());
    if (!stored)
      throw unprocessable(
        `field_mapping.${field}: ${fill(messages.forms.unknownDataStoreColumn, { column, datastore: store.display_name })}`,
      );
    if (used.has(stored)) throw unprocessable(`field_mapping.${field}: ${fill(messages.forms.columnMappedTwice, { column: stored })}`);
    used.add(stored);
    out[field] = stored;
  }
  return out;
}

/**
 * Form types (Custom Forms, spec 2 §3, §7): the fields a caller fills in (name, label, data type,
 * required), optionally saved into a datastore of the account with a field → column mapping. A form
 * type uses its datastore (usage index), so that datastore cannot be deleted while the form saves into it.
 */
export const formTypes = defineContentResource(formTypesContent, {
  toApi: answerOf,
  // The declared fields are mapped by the content resource; here the form's fields in one shape, and a mapping that no longer holds cleared.
  fromApi(input, ctx) {
    const values: Row = {};
    if (input.fields !== undefined) values.fields = JSON.stringify(input.fields.map((f: Row) => ({ ...f, required: f.required === true })));
    if (input.field_mapping === undefined && ctx.mode === 'update') {
      // Another datastore, or none (also when its datastore was removed): the old mapping named columns no longer there.
      const storeId = input.data_store_id !== undefined ? input.data_store_id : ctx.existing?.data_store_id;
      if (!storeId || storeId !== ctx.existing?.data_store_id) values.field_mapping = '{}';
    }
    return values;
  },
  async beforeWrite(values, ctx) {
    if (values.is_enabled === 0) return values;
    return { ...values, field_mapping: JSON.stringify(await checkMapping(ctx.trx, ctx.acId, values)) };
  },
  references: (row) => (row.data_store_id ? [{ content_model: 'DataStore', content_id: row.data_store_id }] : []),
});

/** The name check (GET /form/validate-ft-name/{name}?form_type_id=) and the form types with their datastore's columns. */
export async function formTypeRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['FormType'];
  const db = () => root.studio.db;

  app.get(
    '/form/validate-ft-name/:name',
    {
      config: { access: (request) => formTypes.authorize(request, 'read') },
      schema: {
        tags,
        params: nameCheckParams,
        querystring: z.object({ form_type_id: z.coerce.number().int().positive().optional() }),
        response: { 200: envelope(nameCheck) },
      },
    },
    async (request) => {
      const acId = formTypes.authorize(request, 'read');
      const taken = await formTypes.nameTaken(db(), acId, request.params.name, {}, request.query.form_type_id);
      return { data: { valid: !taken, message: taken ? messages.content.nameTaken : messages.content.nameAvailable } };
    },
  );

  app.get(
    '/form/get-form-types-with-datastore-columns',
    {
      config: { access: (request) => formTypes.authorize(request, 'read') },
      schema: { tags, response: { 200: envelope(z.array(formTypeWithColumns)) } },
    },
    async (request) => {
      const acId = formTypes.authorize(request, 'read');
      const rows = await accountRows(db(), acId)
        .selectFrom('form_types')
        .selectAll()
        .where('is_enabled', '=', 1)
        .where('is_archived', '=', 0)
        .orderBy('name')
        .orderBy('form_type_id')
        .execute();
      const ids = [...new Set(rows.map((r) => r.data_store_id).filter((id): id is number => id !== null))];
      const stores = ids.length
        ? await accountRows(db(), acId)
            .selectFrom('data_stores')
            .select(['data_store_id', 'display_name', 'collection_structure'])
            .where('is_enabled', '=', 1)
            .where('data_store_id', 'in', ids)
            .execute()
        : [];
      const byId = new Map(
        stores.map((s) => [
          s.data_store_id,
          { data_store_id: s.data_store_id, display_name: s.display_name, columns: parseStructure(s.collection_structure) },
        ]),
      );
      return {
        data: rows.map((row) => ({
          ...(formTypes.toApi(row) as FormType),
          data_store: (row.data_store_id && byId.get(row.data_store_id)) || null,
        })),
      };
    },
  );
}
