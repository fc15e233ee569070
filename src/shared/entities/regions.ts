import type { EntityShell } from './define';

/** Regions (spec 3 §2 System regions, §3 Telephony, §7 /util/regions). */
export const regionsShell: EntityShell = {
  name: 'regions',
  label: 'regions.one',
  plural: 'regions.many',
  path: '/util/regions',
  idField: 'region_id',
  nameField: 'region_name',
  tenant: 'system',
  screens: [{ id: 'system.regions', path: '/system/regions', title: 'routes.regions', section: 'system', permission: 'system.regions' }],
  palette: { icon: 'globe', keywords: ['region', 'telephony', 'location'] },
};
