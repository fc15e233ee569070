import type { EntityShell } from './define';

/** Node-logging profiles of an account (spec 3 §2 /manage/node-logging-profiles, §3 Profiles, §5 name check, §7 /node-logging): where the attached tasks' node events go. */
export const nodeLoggingProfilesShell: EntityShell = {
  name: 'node-logging-profiles',
  label: 'nodeLoggingProfiles.one',
  plural: 'nodeLoggingProfiles.many',
  path: '/node-logging/profiles',
  idField: 'profile_id',
  nameField: 'profile_name',
  tenant: 'ac',
  screens: [
    {
      id: 'manage.node-logging-profiles',
      path: '/manage/node-logging-profiles',
      title: 'routes.nodeLoggingProfiles',
      section: 'manage',
      scopes: ['sp', 'ac'],
      permission: 'manage.node-logging-profiles',
      onlyWhenAllowed: true,
    },
  ],
  palette: { icon: 'th-list', keywords: ['node logging', 'webhook', 'firebase', 'events', 'logging profile'] },
};
