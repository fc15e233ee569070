/**
 * The spec 2 §6 feature flags that gate screens and calls of this studio (short names; the stored flags carry the
 * prefix and suffix, e.g. studio.callflow-visualiser.dev). Off — or a check that failed — hides the menu item and
 * the command, and the server refuses the call with 'This feature is not provisioned in your business plan'.
 */
export const gatingFlags = {
  /** The task map (/build/tasks/map, GET /studio/tasks/map). */
  taskMap: 'callflow-visualiser',
  /** A task's live view (/build/live/{task_id}, /task/live-conversation-monitoring/…). */
  liveMonitoring: 'live-chat-monitoring',
  /** The Dynamic Forms tab and /form/dynamic-form-types (with its own message). */
  dynamicForms: 'dynamic-form-type',
  /** File upload on visual forms (checked by the visual form node's validation). */
  visualFormUpload: 'visualform-file-upload',
} as const;
