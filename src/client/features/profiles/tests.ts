import type { TestSpec } from './ProfileTest';
import type { EntityRow } from '../entities/api';

export type { TestSpec };

/** The test each integration profile offers beside its form (spec 3 §7 Profiles), by entity name. */
export const profileTests: Record<string, TestSpec> = {
  // POST /content/email-profiles/test/{id} {send_to}
  'email-profiles': {
    path: '/content/email-profiles/test/:id',
    idField: 'profile_id',
    fields: [{ name: 'send_to', label: 'emailProfiles.test.send_to', type: 'email' }],
    title: 'emailProfiles.test.title',
    action: 'emailProfiles.test.action',
    icon: 'send-message',
  },
  // POST /authprofile/test-connection {auth_profile_id}: a real token from the token endpoint (Basic: the credentials are complete).
  'auth-profiles': {
    path: '/authprofile/test-connection',
    idField: 'auth_profile_id',
    idInBody: true,
    fields: [],
    title: 'authProfiles.test.title',
    action: 'authProfiles.test.action',
    icon: 'link',
  },
  // POST /content/sms-profiles/test/{id} {sms_content, receiver}: the real request of the provider's definition.
  'sms-profiles': {
    path: '/content/sms-profiles/test/:id',
    idField: 'sms_profile_id',
    fields: [
      { name: 'receiver', label: 'smsProfiles.test.receiver', type: 'tel' },
      { name: 'sms_content', label: 'smsProfiles.test.sms_content', long: true },
    ],
    title: 'smsProfiles.test.title',
    action: 'smsProfiles.test.action',
    icon: 'send-message',
  },
  // POST /broadworks/xsi-profiles/test-connection {xsi_profile_id}: signs in to the XSI server as the profile's user.
  'xsi-profiles': {
    path: '/broadworks/xsi-profiles/test-connection',
    idField: 'xsi_profile_id',
    idInBody: true,
    fields: [],
    title: 'xsiProfiles.test.title',
    action: 'xsiProfiles.test.action',
    icon: 'link',
  },
};

/**
 * POST /node-logging/profiles/firebase/test-connection {db_url, credentials_file_path, timeout_seconds}: the saved Firebase
 * profile's settings — its service account signs in and the database takes a test write. A webhook profile has no test.
 */
export const firebaseTest: TestSpec = {
  path: '/node-logging/profiles/firebase/test-connection',
  idField: 'profile_id',
  rowFields: ['db_url', 'credentials_file_path', 'timeout_seconds'],
  appliesTo: (row: EntityRow) => row.profile_type === 'firebase',
  fields: [],
  title: 'nodeLoggingProfiles.test.title',
  action: 'nodeLoggingProfiles.test.action',
  icon: 'link',
};
