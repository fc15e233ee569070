import { telephonyMessages } from '../messages-telephony';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { trunkFields } from './trunks.fields';
import { trunksShell } from './trunks';

/** The screen part of trunks (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const trunksMeta: EntityMeta = {
  ...trunksShell,
  model: 'Trunk',
  table: 'trunks',
  fields: trunkFields,
  // Trunk names are one list across the platform: GET /portal/validate-trunk-name/{name} names no provider.
  unique: [
    {
      field: 'trunk_name',
      checkBy: { method: 'GET', path: '/portal/validate-trunk-name' },
      takenMessage: telephonyMessages.trunkNameTaken,
    },
  ],
  softDelete: true,
  list: {
    columns: listColumnsOf(trunkFields, [
      { field: 'sp_name', label: 'trunks.fields.sp_name', width: 0.22, after: 'trunk_name' },
      { field: 'validation_state', label: 'trunks.fields.validation_state', width: 0.14, kind: 'code' },
    ]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(trunkFields),
  },
  form: formFieldsFrom(trunkFields, [{ field: 'sp_id', label: 'fields.sp_id', kind: 'provider', optional: true }]),
};
