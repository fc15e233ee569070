import type { EntityShell } from './define';

/** Payment profiles of a provider (spec 3 §2 Manage payment-profiles, §3, §7 /payment/payment-profile): a gateway and the request sent to it. */
export const paymentProfilesShell: EntityShell = {
  name: 'payment-profiles',
  label: 'paymentProfiles.one',
  plural: 'paymentProfiles.many',
  path: '/payment/payment-profile',
  idField: 'payment_profile_id',
  nameField: 'payment_profile_name',
  tenant: 'sp',
  screens: [
    {
      id: 'manage.payment-profiles',
      path: '/manage/payment-profiles',
      title: 'routes.paymentProfiles',
      section: 'manage',
      scopes: ['sp', 'ac'],
      permission: 'manage.payment-profiles',
    },
  ],
  palette: { icon: 'credit-card', keywords: ['payment profile', 'payment', 'profile'] },
};
