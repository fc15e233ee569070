/**
 * The error and notice texts of the specification, word for word.
 * Server answers and client notices take their wording from here and nowhere else.
 */
export const messages = {
  // Permissions (spec 1 §5, §6)
  notProvisioned: 'This feature is not provisioned in your business plan',
  noManagePermission: 'You do not have permission to manage this item',
  notProvisionedOrNoPermission:
    'This feature is either not provisioned in your business plan or you do not have permission to view it.',

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
  uploadTooLarge: 'The file must be smaller than 2 MB.',
  uploadMp4TooLarge: 'The mp4 file must be smaller than 20 MB.',

  // Sign-in and session (our own wording where the spec is silent)
  invalidCredentials: 'These credentials do not match our records.',
  accountInactive: 'This user is inactive. Ask your administrator to activate it.',
  tooManyAttempts: 'Too many sign-in attempts. Please try again in :seconds seconds.',
  unauthenticated: 'Your session has ended. Please sign in again.',
  invalidOtp: 'The one-time code is not valid.',
  twofaNotSetUp: 'Two-factor authentication is not set up for this user.',
  resetLinkSent: 'If the address belongs to a user, a link has been sent to it.',
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

  // Content library (spec 2 §8), word for word; then our own wording where the spec is silent.
  content: {
    unableToCreateFolder: 'Unable to create folder',
    unableToUpdateFolder: 'Unable to update folder',
    inputCanceled: 'Input canceled',
    updateCanceled: 'Update canceled',
    canceled: 'canceled',
    archivedMoveRefused: 'Contents cannot be moved into Archived folder directly',
    deleteBlockedTitle: 'Content cannot be deleted',
    deleteBlocked: "Sorry this :currentContentModel couldn't be deleted since it is used inside the tasks or other content items",
    inUseWarning: 'This content is getting used in some places. Deleting this content might break the associated tasks.',
    safeDeleteTooltip: 'Safe delete will archive this content to restore or delete later',
    unlinkBeforeDeleteTooltip: 'Unlink this content usage from the associated tasks and contents before deleting',
    forceDeleteTooltip: 'Force Delete might impact the associated tasks',
    inUseCheckFailed: 'We are unable to determine if this :contentModel is in use.',
    notInUse: 'This item is not currently in use.',
    usageRefreshed: 'Content item usage has been successfully refreshed. Check in use is now enabled and up to date.',
    usageRefreshFailed: 'Usages failed to refresh. Please retry again',
    fetchVariablesFailed: 'Fetch Variables failed',
    fetchCavVariablesFailed: 'Fetch CAV Variables failed',
    fetchVariableGroupsFailed: 'Fetch Variable Groups failed',
    unknownError: 'Unknown error',
    nameTaken: 'The name has already been taken.',
    nameAvailable: 'The name is available.',
    folderNotFound: 'The folder does not exist in this account.',
    unknownVariable: 'Variable :id does not exist in this account.',
    modelUnavailable: 'Content of type :model is not available here.',
    deleteTypeUnsupported: 'A :label cannot be deleted this way (:deleteType).',
    functionTimeout: 'The function did not finish within :ms ms.',
    functionOutOfMemory: 'The function used more memory than allowed.',
    functionResultNotJson: 'The function returned a value that cannot be written as JSON.',
    fileRequired: 'Choose a file to upload.',
    fileExtensionKept: 'The file name must keep its extension (.:extension).',
    fileMissing: 'The stored file is no longer available.',
    csvOnly: 'Upload a CSV file (.csv).',
    csvTooLarge: 'The CSV file must be smaller than :size MB.',
    csvNoHeader: 'The CSV file is empty: its first row must name the columns.',
    csvUnknownHeader: 'The CSV header names :column, which is not a column of this datastore.',
    csvDuplicateHeader: 'The CSV header names :column twice.',
    csvFieldCount: 'The row has :found fields; the header has :expected.',
    unknownColumn: ':column is not a column of this datastore.',
    invalidBoolean: 'must be true or false',
    invalidNumber: 'must be a number',
    invalidCurrency: 'must be an amount with at most two decimals',
    invalidDate: 'must be a date written YYYY-MM-DD',
    invalidTime: 'must be a time written HH:mm or HH:mm:ss',
    invalidKvList: 'must be a list of key-value pairs (a JSON object of texts, numbers or booleans)',
    invalidText: 'must be a text of at most 10000 characters',
    documentNotFound: 'Document :id does not exist in this datastore.',
    exportNotReady: 'The export is not finished yet.',
    exportFailed: 'The export failed: :error',
    exportInterrupted: 'The export was interrupted by a restart of the studio.',
  },

  // Call-flow canvas (spec 2 §8), word for word; then our own wording where the spec is silent.
  canvas: {
    createFailed: 'Create failed',
    updateFailed: 'Update failed',
    pasteFailed: 'Paste operation failed',
    nothingCopied: 'no node has been copied',
    cannotPasteHere: 'Cannot paste here',
    cannotDropHere: 'Cannot drop here',
    dragDisabled: 'Drag disabled',
    cannotDragSystemNodes: 'Cannot drag system nodes',
    invalidDragSelection: 'Invalid selection for drag',
    cutNotPermitted: 'Cut Paste not permitted',
    cannotCut: 'Selected node/s cannot be cut',
    unlinkNotPermitted: 'Unlinking not permitted',
    cannotUnlink: 'Selected node/s cannot be unlinked',
    deleteNotPermitted: 'Delete Not Permitted',
    cannotDelete: 'Selected node/s cannot be deleted',
    branchCloningFailed: 'Branch Cloning Failed',
    unlinkFailed: 'Unlinking node/s failed',
    deleteFailed: 'Deleted node/s failed',
    nodeUrlCopyFailed: 'Node URL copying failed.',
    cannotCopyNodeUrl: 'Cannot copy node url',
    taskProtected: 'This task is protected. Unlock it to make changes.',
    canvasNameRequired: 'The canvas name is required.',
    canvasNameUnchanged: 'The canvas name is unchanged.',
    canvasNameTaken: 'The canvas name is already used in this task.',
    nodeTypeUnavailable: 'This node type is not available here.',
  },
} as const;

export type MessageKey = keyof typeof messages;

/** Replaces :name placeholders, the convention of the spec's translations. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/:([A-Za-z_]+)/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
