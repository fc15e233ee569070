/**
 * The usage vocabulary of spec 3 §3 and §7: which usage types exist, which sessions count for each (by channel,
 * or by the node types a session passed), and the date-range limits of the usage views.
 */
export const usageTypes = [
  'voice',
  'messaging',
  'chatbot',
  'workflow',
  'biometric',
  'transcription',
  'tone_analyzer',
  'number_insight',
] as const;
export type UsageType = (typeof usageTypes)[number];

/** Session usage types: a session counts once for the type of its channel. */
export const channelUsage: Record<string, UsageType> = {
  voice: 'voice',
  messaging: 'messaging',
  whatsapp: 'messaging',
  chatbot: 'chatbot',
  workflow: 'workflow',
};

/**
 * Node usage types: a session counts once for each node of these types it passed. Tone analysis and number
 * insight have no node type yet; their views answer from the same rollups and show nothing until one exists.
 */
export const nodeUsage: Record<string, UsageType> = { biometrics: 'biometric', cloud_stt: 'transcription', watson_speech: 'transcription' };

/** The usage type a rollup row of whole sessions carries. */
export const sessionUsageType = 'session';

/** The longest range a usage view or report reads, and the longest a detailed log lists (days, inclusive). */
export const usageSpanDays = 366;
export const detailedLogSpanDays = 31;
/** A detailed log lists at most this many sessions (the newest first). */
export const detailedLogLimit = 1000;
/** The usage views name this many accounts by usage (spec 3 §9). */
export const topAccounts = 3;

/** Days from start to end, both included (YYYY-MM-DD). */
export const daysBetween = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
/** The first instant after the day. */
export const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
