import type { ConfigurationEntry } from '@shared/system-settings';
import type { Config } from '../../config';

type Shown = 'plain' | 'secret' | 'url';

/**
 * The loaded configuration (GET /system/loaded-configuration): every setting the server reads from its environment,
 * by the variable's name, with the effective value. A secret is masked; a URL that may carry a password (a database,
 * Redis, SMTP) is shown without it. Listed here once; config.ts says what each one does.
 */
const entries: readonly { key: string; value: (c: Config) => unknown; shown?: Shown }[] = [
  { key: 'PORT', value: (c) => c.port },
  { key: 'HOST', value: (c) => c.host },
  { key: 'DATA_DIR', value: (c) => c.dataDir },
  { key: 'DATABASE_URL', value: (c) => c.databaseUrl ?? `sqlite:${c.sqliteFile}`, shown: 'url' },
  { key: 'SEED', value: (c) => c.seed },
  { key: 'SIGNING_SECRET', value: (c) => c.signingSecret, shown: 'secret' },
  { key: 'REDIS_URL', value: (c) => c.redisUrl, shown: 'url' },
  { key: 'REDIS_PREFIX', value: (c) => c.redisPrefix },
  { key: 'SMTP_URL', value: (c) => c.smtpUrl, shown: 'url' },
  { key: 'MAIL_FROM', value: (c) => c.mailFrom },
  { key: 'PUBLIC_URL', value: (c) => c.publicUrl },
  { key: 'CLIENT_DIR', value: (c) => c.clientDir },
  { key: 'LOCALES_DIR', value: (c) => c.localesDir },
  { key: 'LOG_LEVEL', value: (c) => c.logLevel },
  { key: 'STUDIO_VERSION', value: (c) => c.version },
  { key: 'FORM_ENGINE_URL', value: (c) => c.formEngineUrl, shown: 'url' },
  {
    key: 'ENGINE_ALLOW_PRIVATE_HOSTS',
    value: (c) => (c.engineAllowPrivateHosts ? '1' : (c.engineAllowedAddresses ?? []).join(',')),
  },
  { key: 'SSO_ALLOW_PRIVATE_HOSTS', value: (c) => (c.ssoAllowedAddresses ?? []).join(',') },
  { key: 'PLATFORM_ALLOW_PRIVATE_HOSTS', value: (c) => (c.platformAllowedAddresses ?? []).join(',') },
  { key: 'DEMO_PLATFORM_URL', value: (c) => c.demoPlatformUrl, shown: 'url' },
  { key: 'DEMO_IDP_ISSUER', value: (c) => c.demoIdpIssuer, shown: 'url' },
  { key: 'SPEECH_TIMEOUT_MS', value: (c) => c.speechTimeoutMs },
  { key: 'ENGINE_SESSION_STARTS', value: (c) => c.sessionStartsMax },
  { key: 'STUDIO6_DATA_DIR', value: (c) => c.studio6Dir },
  { key: 'FIREBASE_CREDENTIALS_DIR', value: (c) => c.firebaseCredentialsDir },
  { key: 'TRUST_PROXY', value: (c) => c.trustProxy },
  { key: 'HEADERS_TIMEOUT_MS', value: (c) => c.headersTimeoutMs },
  { key: 'REQUEST_TIMEOUT_MS', value: (c) => c.requestTimeoutMs },
];

export const masked = '••••••';

/** A URL with its password (and a user's secret) replaced by the mask; text that is not a URL is masked whole. */
export function withoutPassword(value: string): string {
  try {
    const url = new URL(value);
    if (!url.password) return value;
    url.password = 'MASKED';
    return url.toString().replace('MASKED', masked);
  } catch {
    return masked;
  }
}

function shownValue(raw: unknown, shown: Shown): string | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const text = String(raw);
  if (shown === 'secret') return masked;
  return shown === 'url' ? withoutPassword(text) : text;
}

/** The configuration as the running server holds it; `env` tells whether a variable was given or the default holds. */
export function loadedConfiguration(config: Config, env: NodeJS.ProcessEnv): ConfigurationEntry[] {
  return entries.map(({ key, value, shown = 'plain' }) => {
    const raw = value(config);
    const text = shownValue(raw, shown);
    return {
      key,
      value: text,
      source: env[key] !== undefined && env[key] !== '' ? 'environment' : 'default',
      // Whether any of it is masked: the answer never carries the secret itself.
      secret: text !== null && text !== String(raw),
    };
  });
}
