import { shellMessages as messages } from '../../messages-core';
import type { ContentTypeMeta } from './define';

export const dataStoresType: ContentTypeMeta = {
  name: 'data-stores', model: 'DataStore', ref: 'datastore', label: 'items.datastore', plural: 'tabs.datastores',
  path: '/data/data-store', table: 'data_stores', idField: 'data_store_id', nameField: 'display_name', tenant: 'ac',
  permission: 'build.content.datastores',
  searchFields: ['display_name', 'data_store_id'],
  unique: [{ field: 'display_name', takenMessage: messages.entities.nameTaken }],
  palette: { icon: 'database', keywords: ['datastore', 'data', 'table', 'collection', 'csv'], create: 'createDatastore', open: 'openDatastore' },
};
