/**
 * The texts the signed-in shell itself needs (permissions, scope, generic failures, time, sign-in, the entity
 * rules the declared entities carry): the first part of the one catalogue, `messages` (messages.ts), kept apart
 * so that the shell does not carry every area's refusals. Word for word from the specification where it has them.
 */
export const shellMessages = {
  // Permissions (spec 1 §5, §6)
  notProvisioned: 'This feature is not provisioned in your business plan',
  noManagePermission: 'You do not have permission to manage this item',
  notProvisionedOrNoPermission: 'This feature is either not provisioned in your business plan or you do not have permission to view it.',

  // Error catalogue (spec 1 §8, spec 3 §8)
  operationFailed: 'Operation Failed',
  operationCanceled: 'Operation canceled due to new request.',
  createFailed: 'Create failed',
  updateFailed: 'Update failed',
  failedToChangeLocale: 'Failed to change locale',
  invalidSubdomain: 'invalid subdomain',
  notASubdomain: 'not a subdomain',

  // Layout (spec 1 §2)
  selectAnItem: 'Select an item to edit and view more details.',
  createTitle: 'Create :title',
  updateTitle: 'Update :title',
  viewingIndividual: 'You are viewing individual :scope.',
  selectAllToView: 'To view :resource, select all :scope.',
  viewingAll: 'You are viewing All :pluralScope.',
  selectIndividualToView: 'To view :resource, select an individual :scope.',
  allSps: 'All SPs',
  providerSearchMin: 'Type at least 3 characters to search',

  // Relative time (spec 1 §5)
  justNow: 'just now',
  fewSecondsAgo: 'a few seconds ago',
  lessThanAMinuteAgo: 'less than a minute ago',

  // Uploads (spec 1 §5)
  uploadExtension: 'Allowed file types: cert, txt, pdf, jpeg, png, csv, json, mp3, wav, mp4.',
  /** One size message for both limits (spec 2 §8 Files: non-mp4 under 2MB, mp4 under 20MB). */
  uploadTooLarge: 'Files must be under 2MB; mp4 files must be under 20MB.',

  // Sign-in and session (our own wording where the spec is silent)
  invalidCredentials: 'These credentials do not match our records.',
  accountInactive: 'This user is inactive. Ask your administrator to activate it.',
  tooManyAttempts: 'Too many sign-in attempts. Please try again in :seconds seconds.',
  unauthenticated: 'Your session has ended. Please sign in again.',
  invalidOtp: 'The one-time code is not valid.',
  tooManyOtpAttempts: 'Too many one-time code attempts. Please try again in :seconds seconds.',
  twofaNotSetUp: 'Two-factor authentication is not set up for this user.',
  resetLinkSent: 'If the address belongs to a user, a link has been sent to it.',
  tooManyResetRequests: 'Too many reset requests. Please try again in :seconds seconds.',
  resetTokenInvalid: 'This link is invalid or has expired.',
  passwordChanged: 'Your password has been changed.',
  passwordConfirmation: 'The password confirmation does not match.',
  currentPasswordWrong: 'The current password is not correct.',
  twofaAlreadyEnabled: 'Two-factor authentication is already enabled.',
  twofaSystemControlled: 'Two-factor authentication is required for this user by the system.',
  twofaReset: 'Two-factor authentication has been reset. Set it up again at your next sign-in.',
  scopeForbidden: 'You do not have access to this scope.',
  notFound: 'The requested item was not found.',
  validationFailed: 'The given data was invalid.',
  // Malformed requests (our own wording)
  jsonTooDeep: 'The request body is nested more than :max levels deep.',
  multipartMalformed: 'The upload is not a well-formed multipart form.',

  // Administered entities (spec 3): the spec shows no texts for these refusals, so they are ours.
  entities: {
    nameTaken: 'The name has already been taken.',
    valueAvailable: 'The value is available.',
    domainTaken: 'The domain is already mapped to another account.',
    domainForm: "The domain is the contact-center platform's domain id: digits only, up to 20.",
    subDomainTaken: 'The sub-domain has already been taken.',
    subDomainForm: 'The sub-domain may contain lowercase letters, digits and hyphens (not first or last), up to 63 characters.',
    providerRequired: 'Choose the service provider the account belongs to.',
    providerNotFound: 'The service provider was not found.',
    providerDisabled: 'The service provider is disabled; restore it first.',
    noIds: 'Choose at least one item.',
    sameProvider: 'The account already belongs to this service provider.',
    customProfileIncomplete: 'A custom email profile needs a host, a port and a sender address.',
    customProfileWorks: 'The email profile connects and is ready to send.',
    customProfileFails: 'The email profile cannot connect: :reason',
    customProfileOtherHost:
      'The stored password is only ever sent to the host it was stored with (:host); type the password to check another host.',
    customProfilePrivateAddress: 'The address :host is private; the email profile must have a public address.',
    emailTaken: 'A user with this e-mail address already exists.',
  },
} as const;

/** Replaces :name placeholders, the convention of the spec's translations. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/:([A-Za-z_]+)/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
