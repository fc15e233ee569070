import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { dataStore, dataStoreBody, dataStoreUpdateBody, type DataStore } from '@shared/api/content-more';
import type { Config } from '../../config';
import type { Row } from '../../http/resource';
import { asFlag, contentRowFields, defineContentResource } from './content-resource';
import { dataStoresContent } from '@shared/entities/content';
import { parseStructure } from './datastore-values';

/** Where an account's finished exports live: <DATA_DIR>/exports/<ac_id>/. */
export const exportsDir = (config: Config, acId: number) => join(config.dataDir, 'exports', String(acId));

function toApi(row: Row): DataStore {
  return {
    data_store_id: row.data_store_id,
    display_name: row.display_name,
    name: row.display_name,
    collection_structure: parseStructure(row.collection_structure),
    is_log: row.is_log === 1,
    ...contentRowFields(row),
  };
}


/**
 * Datastores (spec 2 §3, §7): a display name, the collection structure (column, data type, secure)
 * and is_log. Documents, CSV import and exports are in datastore-*.ts. A datastore in use cannot be
 * deleted at all — so never force-deleted (spec 2 §4); a force delete removes its documents and exports.
 */
export const dataStores = defineContentResource(dataStoresContent, {
  toApi,
  fromApi(input, ctx) {
    const values: Row = {};
    for (const key of ['display_name', 'folder_id']) if (input[key] !== undefined) values[key] = input[key];
    if (input.is_log !== undefined) values.is_log = asFlag(input.is_log);
    if (input.collection_structure !== undefined) {
      values.collection_structure = JSON.stringify(input.collection_structure.map((c: Row) => ({ col_name: c.col_name, type: c.type, secure: c.secure === true })));
    }
    return ctx.mode === 'create' ? { is_log: 0, ...values } : values;
  },
  async beforeDelete(row, type, ctx) {
    if (type !== 'force') return;
    const db = ctx.trx as unknown as Kysely<any>;
    const exports = await db.selectFrom('data_store_exports').select('file_name').where('data_store_id', '=', row.data_store_id).where('ac_id', '=', ctx.acId).execute();
    await db.deleteFrom('data_store_exports').where('data_store_id', '=', row.data_store_id).where('ac_id', '=', ctx.acId).execute();
    await db.deleteFrom('data_store_documents').where('data_store_id', '=', row.data_store_id).where('ac_id', '=', ctx.acId).execute();
    const dir = exportsDir(ctx.services.config, ctx.acId);
    for (const e of exports) if (e.file_name) await unlink(join(dir, e.file_name)).catch(() => undefined);
  },
});
