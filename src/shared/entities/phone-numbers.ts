import type { EntityShell } from './define';

/**
 * Phone numbers (spec 3 §3 Telephony, §4, §7 /portal/phone-numbers): a provider's E.164 numbers, given to its
 * accounts, each on at most one task; virtual and campaign numbers; the use_studio_6 switch. Delete disables a
 * number (a call to it is refused); undo restores it. Listed beside the trunks under Telephony.
 */
export const phoneNumbersShell: EntityShell = {
  name: 'phone-numbers',
  label: 'phoneNumbers.one',
  plural: 'phoneNumbers.many',
  path: '/portal/phone-numbers',
  idField: 'phone_number_id',
  nameField: 'phone_number',
  tenant: 'sp',
  screens: [
    {
      id: 'manage.telephony-numbers',
      path: '/manage/telephony/numbers',
      title: 'routes.phoneNumbers',
      section: 'manage',
      scopes: ['sp'],
      permission: 'manage.telephony',
    },
    {
      id: 'system.sys-telephony-numbers',
      path: '/system/sys-telephony/numbers',
      title: 'routes.sysPhoneNumbers',
      section: 'system',
      permission: 'system.sys-telephony',
    },
  ],
  palette: { icon: 'phone', keywords: ['phone', 'number', 'did', 'dnis', 'telephony', 'e164'] },
};
