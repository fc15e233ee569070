import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DataStore } from '@shared/api/content-more';
import type { Config } from '../../../config';
import type { Row } from '../../../http/entity-resource';
import { contentRowFields, defineContentResource } from '../content-resource';
import { dataStoresContent } from '@shared/entities/content';
import { parseStructure } from './datastore-values';
import { accountRows } from '../../../http/tenant-repo';

/** Where an account's finished exports live: <DATA_DIR>/exports/<ac_id>/. */
export const exportsDir = (config: Config, acId: number) => join(config.dataDir, 'exports', String(acId));

/** What a datastore's answer adds to its declared fields (dataStoreFields): its id, the name, the structure in one shape. */
const answerOf = (row: Row): Partial<DataStore> => ({
  data_store_id: row.data_store_id,
  name: row.display_name,
  collection_structure: parseStructure(row.collection_structure),
  ...contentRowFields(row),
});

/**
 * Datastores (spec 2 §3, §7): a display name, the collection structure (column, data type, secure)
 * and is_log. Documents, CSV import and exports are in datastore-*.ts. A datastore in use cannot be
 * deleted at all — so never force-deleted (spec 2 §4); a force delete removes its documents and exports.
 */
export const dataStores = defineContentResource(dataStoresContent, {
  toApi: answerOf,
  // The declared fields are mapped by the content resource; the structure is stored in one shape (secure false when not given).
  fromApi: (input) =>
    input.collection_structure === undefined
      ? {}
      : {
          collection_structure: JSON.stringify(
            input.collection_structure.map((c: Row) => ({ col_name: c.col_name, type: c.type, secure: c.secure === true })),
          ),
        },
  async beforeDelete(row, type, ctx) {
    if (type !== 'force') return;
    const db = ctx.trx as unknown as Kysely<any>;
    const exports = await accountRows(db, ctx.acId)
      .selectFrom('data_store_exports')
      .select('file_name')
      .where('data_store_id', '=', row.data_store_id)
      .execute();
    await accountRows(db, ctx.acId).deleteFrom('data_store_exports').where('data_store_id', '=', row.data_store_id).execute();
    await accountRows(db, ctx.acId).deleteFrom('data_store_documents').where('data_store_id', '=', row.data_store_id).execute();
    const dir = exportsDir(ctx.services.config, ctx.acId);
    for (const e of exports) if (e.file_name) await unlink(join(dir, e.file_name)).catch(() => undefined);
  },
});
