import { shellMessages as messages } from '../../messages-core';
import type { FieldList } from '../fields';
import type { ContentTypeMeta } from './define';

/** A datastore's own fields: its name, its collection structure (column name, data type, secure) and whether it is a log. */
export const dataStoreFields = {
  display_name: { type: 'text', required: true, max: 100, searchable: true, exported: true },
  collection_structure: { type: 'json', required: true, max: 100, limits: { col_name: 64 }, exported: true, copied: true },
  is_log: { type: 'flag', default: false, exported: true, copied: true },
} as const satisfies FieldList;

export const dataStoresType: ContentTypeMeta = {
  name: 'data-stores',
  model: 'DataStore',
  ref: 'datastore',
  label: 'items.datastore',
  plural: 'tabs.datastores',
  path: '/data/data-store',
  table: 'data_stores',
  idField: 'data_store_id',
  nameField: 'display_name',
  tenant: 'ac',
  permission: 'build.content.datastores',
  fields: dataStoreFields,
  searchFields: ['data_store_id'],
  unique: [{ field: 'display_name', takenMessage: messages.entities.nameTaken }],
  palette: {
    icon: 'database',
    keywords: ['datastore', 'data', 'table', 'collection', 'csv'],
    create: 'createDatastore',
    open: 'openDatastore',
  },
};
