import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';

/** Payment profiles of a provider (spec 3 §2 Manage payment-profiles, §3, §7 /payment/payment-profile): a gateway and the request sent to it. */
export const paymentProfilesMeta: EntityMeta = {
  name: 'payment-profiles',
  model: 'PaymentProfile',
  label: 'paymentProfiles.one',
  plural: 'paymentProfiles.many',
  path: '/payment/payment-profile',
  table: 'payment_profiles',
  idField: 'payment_profile_id',
  nameField: 'payment_profile_name',
  tenant: 'sp',
  unique: [{ field: 'payment_profile_name', per: ['sp_id'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: { columns: [{ field: 'payment_profile_name', label: 'paymentProfiles.fields.payment_profile_name' }, { field: 'payment_gateway_name', label: 'paymentProfiles.fields.payment_gateway_id', width: 0.35 }], filters: [enabledFilter], searchFields: ['payment_profile_name'] },
  form: [
    { field: 'sp_id', label: 'fields.sp_id', kind: 'provider' },
    { field: 'payment_profile_name', label: 'paymentProfiles.fields.payment_profile_name' },
    { field: 'payment_gateway_id', label: 'paymentProfiles.fields.payment_gateway_id', kind: 'ref', source: { path: '/payment/payment-profile/gateways', id: 'payment_gateway_id', name: 'payment_gateway_name' } },
    { field: 'custom_payload', label: 'paymentProfiles.fields.custom_payload', optional: true },
  ],
  screens: [{ id: 'manage.payment-profiles', path: '/manage/payment-profiles', title: 'routes.paymentProfiles', section: 'manage', scopes: ['sp'], permission: 'manage.payment-profiles' }],
  palette: { icon: 'credit-card', keywords: ['payment profile', 'payment', 'profile'] },
};
