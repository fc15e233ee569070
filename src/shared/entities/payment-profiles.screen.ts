import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { paymentProfilesShell } from './payment-profiles';

/** The screen part of payment-profiles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const paymentProfilesMeta: EntityMeta = {
  ...paymentProfilesShell,
  model: 'PaymentProfile',
  table: 'payment_profiles',
  unique: [{ field: 'payment_profile_name', per: ['sp_id'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'payment_profile_name', label: 'paymentProfiles.fields.payment_profile_name' },
      { field: 'payment_gateway_name', label: 'paymentProfiles.fields.payment_gateway_id', width: 0.35 },
    ],
    filters: [enabledFilter],
    searchFields: ['payment_profile_name'],
  },
  form: [
    { field: 'sp_id', label: 'fields.sp_id', kind: 'provider' },
    { field: 'payment_profile_name', label: 'paymentProfiles.fields.payment_profile_name' },
    {
      field: 'payment_gateway_id',
      label: 'paymentProfiles.fields.payment_gateway_id',
      kind: 'ref',
      source: { path: '/payment/payment-profile/gateways', id: 'payment_gateway_id', name: 'payment_gateway_name' },
    },
    // The custom payload, variables and inputs are edited in the panel's Request section (a JSON editor, key/value lists).
  ],
};
