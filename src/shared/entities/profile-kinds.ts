/** The kinds of integration profiles (spec 3 §3 Profiles), plain data that the screens and the schemas share. */
export const authProfileTypes = ['Basic', 'OAuth2_CC'] as const;
export const oauth2Flows = ['client_credentials'] as const;
export const nodeLoggingTypes = ['webhook', 'firebase'] as const;
