import { telephonyMessages } from '../messages-telephony';
import type { BulkAction } from './bulk';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { phoneNumberFields } from './phone-numbers.fields';
import { phoneNumbersShell } from './phone-numbers';

const flagFilter = (field: string, label: string) => ({
  field,
  options: [
    { value: 'all', label: 'filters.all' },
    { value: '1', label },
    { value: '0', label: `${label}Not` },
  ],
  default: 'all',
});

/**
 * Marking the ticked numbers virtual, or not (POST /portal/manage-virtual-phone-numbers, spec 3 §7 Telephony): each
 * takes the numbers it changes; Undo sets each number's previous value back.
 */
const markVirtual = (is_virtual: 0 | 1, id: string, words: string): BulkAction => ({
  id,
  path: '/portal/manage-virtual-phone-numbers',
  field: 'phone_number_ids',
  body: { is_virtual },
  takes: { is_virtual: [1 - is_virtual] },
  label: `phoneNumbers.bulk.${words}`,
  done: `phoneNumbers.bulk.${words}Done`,
  icon: is_virtual ? 'cloud' : 'phone',
  undo: 'previous',
});

/** The screen part of phone numbers (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const phoneNumbersMeta: EntityMeta = {
  ...phoneNumbersShell,
  model: 'PhoneNumber',
  table: 'phone_numbers',
  fields: phoneNumberFields,
  // A number exists once on the platform, enabled or not (a disabled number still belongs to its provider).
  unique: [{ field: 'phone_number', includeDisabled: true, takenMessage: telephonyMessages.numberExists }],
  softDelete: true,
  bulkActions: [markVirtual(1, 'mark-virtual', 'markVirtual'), markVirtual(0, 'mark-not-virtual', 'markNotVirtual')],
  list: {
    columns: listColumnsOf(phoneNumberFields, [
      { field: 'ac_name', label: 'phoneNumbers.fields.ac_name', width: 0.2 },
      { field: 'task_name', label: 'phoneNumbers.fields.task_name', width: 0.2 },
    ]),
    filters: [
      enabledFilter,
      flagFilter('is_virtual', 'phoneNumbers.filters.virtual'),
      flagFilter('is_campaign', 'phoneNumbers.filters.campaign'),
    ],
    // A search of digits (with spaces, +, dashes or brackets) is matched on the digits of the number (phone-numbers.ts).
    searchFields: searchedFieldsOf(phoneNumberFields),
  },
  form: formFieldsFrom(phoneNumberFields, [
    { field: 'sp_id', label: 'fields.sp_id', kind: 'provider' },
    {
      field: 'ac_id',
      label: 'phoneNumbers.fields.ac_name',
      kind: 'ref',
      source: { path: '/portal/accounts', id: 'ac_id', name: 'ac_name' },
      optional: true,
      createOnly: true,
      after: 'region',
    },
    {
      field: 'trunk_id',
      label: 'phoneNumbers.fields.trunk_id',
      kind: 'ref',
      source: { path: '/portal/trunks', id: 'trunk_id', name: 'trunk_name' },
      optional: true,
      after: 'label',
    },
  ]),
};
