import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';

/** Regions (spec 3 §2 System regions, §3 Telephony, §7 /util/regions). */
export const regionsMeta: EntityMeta = {
  name: 'regions',
  model: 'Region',
  label: 'regions.one',
  plural: 'regions.many',
  path: '/util/regions',
  table: 'regions',
  idField: 'region_id',
  nameField: 'region_name',
  tenant: 'system',
  unique: [{ field: 'region_name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: { columns: [{ field: 'region_name', label: 'regions.fields.region_name' }, { field: 'region_code', label: 'regions.fields.region_code', width: 0.3, kind: 'code' }], filters: [enabledFilter], searchFields: ['region_name', 'region_code'] },
  form: [{ field: 'region_name', label: 'regions.fields.region_name' }, { field: 'region_code', label: 'regions.fields.region_code', optional: true }],
  screens: [{ id: 'system.regions', path: '/system/regions', title: 'routes.regions', section: 'system', permission: 'system.regions' }],
  palette: { icon: 'globe', keywords: ['region', 'telephony', 'location'] },
};
