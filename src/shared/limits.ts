/** The specification's constants. One place, imported by server and client alike. */
export const limits = {
  session: {
    idleExpiryMs: 2 * 60 * 60 * 1000,
    checkIntervalMs: 30_000,
    /** "Token refresh interval value 8": minutes between periodic refresh calls. */
    refreshIntervalMinutes: 8,
    rememberMeExpires: '2038-01-19T03:14:07Z',
  },
  signIn: {
    /** Wrong passwords for one e-mail from one client address before that pair is locked. */
    maxFailures: 5,
    /** Wrong passwords from one client address, whatever the e-mails, before the address is locked (spraying). */
    maxFailuresPerClient: 20,
    windowMs: 15 * 60 * 1000,
    lockMs: 60 * 1000,
  },
  twofa: {
    /** Wrong one-time codes for one user before codes are refused for signIn.lockMs and pending sign-ins end. */
    maxFailures: 5,
    /** A pending sign-in (password accepted, code awaited) lasts this long. */
    pendingTtlMs: 10 * 60 * 1000,
  },
  resetTokenTtlMs: 60 * 60 * 1000,
  /**
   * Reset e-mails (password, two-factor) within a window: per address asked for (more are not sent, with the same
   * answer) and per client address (more are refused with 429).
   */
  resetMails: { perEmail: 3, perClient: 10, windowMs: 15 * 60 * 1000 },
  /** An invitation link lives seven days, and works once. */
  inviteTokenTtlMs: 7 * 24 * 60 * 60 * 1000,
  /** The bounds of a password policy's minimum length. */
  passwordPolicy: { minLength: 8, maxLength: 128 },
  /**
   * The largest request body a route reads whole (JSON, text): parsing more would hold the server for every tenant
   * (a 25 MB JSON body took about a second). Uploads stream (multipart) under their own limits; the task import
   * alone takes its file (importMaxMb) in its body.
   */
  requestBodyBytes: 1024 * 1024,
  /** How deeply a JSON request body may nest objects and arrays (deeper bodies are refused with 400). */
  jsonMaxDepth: 256,
  /** Distinct {{id}} variable references: per prompt text, and per prompt over all its texts. */
  promptReferences: { perText: 100, perPrompt: 200 },
  /** A screen's code that has not arrived after this long fails with a ChunkLoadError. */
  chunkLoadTimeoutMs: 120_000,
  list: { defaultFetchAll: 1, defaultPerPage: 25, maxPerPage: 500 },
  switcher: {
    historySize: 7,
    providerSearchMin: 3,
    searchDebounceMs: 300,
    truncateAt: 21,
    providerListHeight: 340,
    accountListHeight: 285,
    singleProviderListHeight: 225,
  },
  layout: {
    sidebarWidth: 280,
    sidePanelMinWindowWidth: 1200,
    columns: 24,
    asideDefaultPercent: 30,
    submenuHoverDelayMs: 150,
    tooltipOpenDelayMs: 500,
  },
  /** A TTS package's pronunciation lexicon, uploaded in chunks; unfinished uploads are removed after a day. */
  ttsLexicon: {
    chunkMaxBytes: 1024 * 1024,
    maxBytes: 10 * 1024 * 1024,
    maxChunks: 10,
    abandonedAfterMs: 24 * 60 * 60 * 1000,
    extensions: ['pls', 'xml'] as const,
  },
  upload: {
    extensions: ['cert', 'txt', 'pdf', 'jpeg', 'png', 'csv', 'json', 'mp3', 'wav', 'mp4'] as const,
    maxBytes: 2 * 1024 * 1024,
    maxMp4Bytes: 20 * 1024 * 1024,
  },
  randomIdLength: 7,
  defaultTimezone: 'UTC',
  defaultTimeFormat: 'HH:mm',
  defaultTimeFormatWithSeconds: 'HH:mm:ss',
  defaultDateFormat: 'YYYY-MM-DD',
  defaultLanguage: 'en',
  locales: ['en', 'de', 'fr', 'fr-CA', 'es', 'it', 'pt-BR'] as const,
  /** 'it' is supported by the server but not offered in the client. */
  clientLocales: ['en', 'de', 'fr', 'fr-CA', 'es', 'pt-BR'] as const,
  themeColors: { theme_color: '244CDE', hover_color: '0e97d4', row_hover_color: 'EEF1FC', outline_color: '9cd6fc' },
  migrationStates: ['S7_GA', 'S7_BETA', 'S7_F9'] as const,
  dataTypes: ['STRING', 'BOOLEAN', 'NUMERIC', 'CURRENCY_USD', 'CURRENCY_GPB', 'CURRENCY_EUR', 'DATE', 'TIME', 'KVLIST'] as const,
  topUsageAccounts: 3,
  defaultTaskSessionTimeout: 60,
  guardName: 'admin',
  /**
   * What a flow may compute and keep, so that no step holds the server for long: one value (a text, or a JSON
   * value as written), its nesting, everything a session's transcript holds over all its turns, a regex's
   * program and the work of one match (text length times program size: about 30 ms at worst).
   */
  flow: { maxValueLength: 100_000, maxValueDepth: 64, maxSessionSize: 2_000_000, maxRegexProgram: 5_000, maxRegexWork: 1_000_000 },
  /** Sessions one account may start within a window (simulator, runs, previews, flow-test runs together). */
  sessionStarts: { max: 60, windowMs: 10_000 },
  /** The largest task export an import takes (MB). */
  importMaxMb: 20,
} as const;

export type Locale = (typeof limits.locales)[number];
export type MigrationState = (typeof limits.migrationStates)[number];
