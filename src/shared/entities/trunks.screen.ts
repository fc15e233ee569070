import { telephonyMessages } from '../messages-telephony';
import { enabledFilter, type EntityField, type EntityMeta } from './define';
import { trunksShell } from './trunks';

const sbc = (role: 'primary' | 'secondary'): EntityField[] =>
  (['internal', 'external'] as const).flatMap((side) => [
    { field: `${role}_${side}_ip`, label: `trunks.fields.${role}_${side}_ip`, optional: true },
    { field: `${role}_${side}_port`, label: `trunks.fields.${role}_${side}_port`, kind: 'number' as const, optional: true },
  ]);

/** The screen part of trunks (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const trunksMeta: EntityMeta = {
  ...trunksShell,
  model: 'Trunk',
  table: 'trunks',
  // Trunk names are one list across the platform: GET /portal/validate-trunk-name/{name} names no provider.
  unique: [{ field: 'trunk_name', takenMessage: telephonyMessages.trunkNameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'trunk_name', label: 'trunks.fields.trunk_name' },
      { field: 'sp_name', label: 'trunks.fields.sp_name', width: 0.22 },
      { field: 'primary_external_ip', label: 'trunks.fields.primary_external_ip', width: 0.2, kind: 'code' },
      { field: 'validation_state', label: 'trunks.fields.validation_state', width: 0.14, kind: 'code' },
    ],
    filters: [enabledFilter],
    searchFields: [
      'trunk_name',
      'description',
      'primary_internal_ip',
      'primary_external_ip',
      'secondary_internal_ip',
      'secondary_external_ip',
    ],
  },
  form: [
    { field: 'sp_id', label: 'fields.sp_id', kind: 'provider', optional: true },
    { field: 'trunk_name', label: 'trunks.fields.trunk_name' },
    { field: 'description', label: 'trunks.fields.description', optional: true },
    ...sbc('primary'),
    ...sbc('secondary'),
  ],
};
