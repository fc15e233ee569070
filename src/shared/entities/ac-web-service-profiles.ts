import type { EntityShell } from './define';

/**
 * An account's own web-service profiles (spec 3 §1 "Manage … web-service profiles", §3 Profiles, §7
 * /util/ac-web-service-profiles/list): connections for its web-service steps, beside those its provider offers.
 */
export const acWebServiceProfilesShell: EntityShell = {
  name: 'ac-web-service-profiles',
  label: 'acWebServiceProfiles.one',
  plural: 'acWebServiceProfiles.many',
  path: '/util/ac-web-service-profiles',
  idField: 'ac_web_service_profile_id',
  nameField: 'profile_name',
  tenant: 'ac',
  screens: [
    {
      id: 'manage.web-service-profiles',
      path: '/manage/web-service-profiles',
      title: 'routes.webServiceProfiles',
      section: 'manage',
      scopes: ['ac'],
      permission: 'manage.web-service-profiles',
      onlyWhenAllowed: true,
    },
  ],
  palette: { icon: 'globe-network', keywords: ['web service profile', 'web-service', 'base url', 'api', 'http', 'connection'] },
};
