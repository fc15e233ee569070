import type { EntityShell } from './define';

/**
 * Trunks (spec 3 §2 Manage telephony, System sys-telephony; §3 Telephony; §7 /portal/trunks): a provider's
 * SIP trunks (a system trunk at system scope), with registrants and primary and secondary SBC addresses.
 * Delete disables a trunk; undo restores it (spec 3 §4). The phone numbers are the screen beside it.
 */
export const trunksShell: EntityShell = {
  name: 'trunks',
  label: 'trunks.one',
  plural: 'trunks.many',
  path: '/portal/trunks',
  idField: 'trunk_id',
  nameField: 'trunk_name',
  tenant: 'sp',
  screens: [
    {
      id: 'manage.telephony',
      path: '/manage/telephony',
      title: 'routes.telephony',
      section: 'manage',
      scopes: ['sp'],
      permission: 'manage.telephony',
    },
    {
      id: 'system.sys-telephony',
      path: '/system/sys-telephony',
      title: 'routes.sysTelephony',
      section: 'system',
      permission: 'system.sys-telephony',
    },
  ],
  palette: { icon: 'exchange', keywords: ['trunk', 'telephony', 'sip', 'sbc', 'registrant', 'carrier'] },
};
