import type { EntityShell } from './define';

/**
 * XSI profiles (spec 3 §3 "XSI profile: xsi_profile_id", §4 soft delete, §7 /broadworks/xsi-profiles): how
 * the studio reaches a BroadWorks XSI server for one of a provider's accounts — the server's address, an XSI user and
 * its password (stored encrypted, answered as the mask). The account's subscriptions to event packages go through it.
 * Listed beside the trunks and numbers under Telephony.
 */
export const xsiProfilesShell: EntityShell = {
  name: 'xsi-profiles',
  label: 'xsiProfiles.one',
  plural: 'xsiProfiles.many',
  path: '/broadworks/xsi-profiles',
  idField: 'xsi_profile_id',
  nameField: 'xsi_profile_name',
  tenant: 'sp',
  screens: [
    {
      id: 'manage.telephony-xsi',
      path: '/manage/telephony/xsi-profiles',
      title: 'routes.xsiProfiles',
      section: 'manage',
      scopes: ['sp'],
      permission: 'manage.telephony',
    },
    {
      id: 'system.sys-telephony-xsi',
      path: '/system/sys-telephony/xsi-profiles',
      title: 'routes.sysXsiProfiles',
      section: 'system',
      permission: 'system.sys-telephony',
    },
  ],
  palette: { icon: 'satellite', keywords: ['xsi', 'broadworks', 'broadsoft', 'xsi profile', 'event package', 'telephony'] },
};
