import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { paymentProfileFields } from './payment-profiles.fields';
import { paymentProfilesShell } from './payment-profiles';

/** The screen part of payment-profiles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const paymentProfilesMeta: EntityMeta = {
  ...paymentProfilesShell,
  model: 'PaymentProfile',
  table: 'payment_profiles',
  fields: paymentProfileFields,
  unique: [{ field: 'payment_profile_name', per: ['sp_id'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: listColumnsOf(paymentProfileFields, [
      { field: 'payment_gateway_name', label: 'paymentProfiles.fields.payment_gateway_id', width: 0.3 },
      { field: 'auth_profile_name', label: 'paymentProfiles.fields.auth_profile_id', width: 0.25 },
    ]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(paymentProfileFields),
  },
  // The custom payload, variables and inputs are edited in the panel's Request section (a JSON editor, key/value lists).
  form: formFieldsFrom(paymentProfileFields, [
    { field: 'sp_id', label: 'fields.sp_id', kind: 'provider' },
    {
      field: 'payment_gateway_id',
      label: 'paymentProfiles.fields.payment_gateway_id',
      kind: 'ref',
      source: { path: '/payment/payment-profile/gateways', id: 'payment_gateway_id', name: 'payment_gateway_name' },
      after: 'payment_profile_name',
    },
    // The provider's own auth profiles: the list call at provider scope answers only those (tenant 'sp-or-ac').
    {
      field: 'auth_profile_id',
      label: 'paymentProfiles.fields.auth_profile_id',
      kind: 'ref',
      optional: true,
      source: { path: '/authprofile', id: 'auth_profile_id', name: 'auth_profile_name' },
      after: 'payment_gateway_id',
    },
  ]),
};
