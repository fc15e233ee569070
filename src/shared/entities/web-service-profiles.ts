import type { EntityShell } from './define';

/**
 * A provider's web-service profiles (spec 3 §1 "Manage … web-service profiles", §3 Profiles, §7
 * /util/web-service-profiles/list): connections for web-service steps that every account of the provider may use.
 */
export const webServiceProfilesShell: EntityShell = {
  name: 'web-service-profiles',
  label: 'webServiceProfiles.one',
  plural: 'webServiceProfiles.many',
  path: '/util/web-service-profiles',
  idField: 'web_service_profile_id',
  nameField: 'profile_name',
  tenant: 'sp',
  screens: [
    {
      id: 'manage.provider-web-service-profiles',
      path: '/manage/web-service-profiles/provider',
      title: 'routes.webServiceProfiles',
      section: 'manage',
      scopes: ['sp'],
      permission: 'manage.web-service-profiles',
    },
  ],
  palette: { icon: 'globe-network', keywords: ['web service profile', 'web-service', 'base url', 'api', 'http', 'connection'] },
};
