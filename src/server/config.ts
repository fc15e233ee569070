import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { limits } from '@shared/limits';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… selects PostgreSQL; otherwise an SQLite file in the data folder (or ':memory:' in tests). */
  databaseUrl: string | null;
  sqliteFile: string;
  /** 'none' seeds nothing; 'demo' seeds the demo tenants into an empty database. */
  seed: 'demo' | 'none';
  signingSecret: string;
  redisUrl: string | null;
  /** Prefix of the Redis channels: studios that share a Redis server but not their rooms use different ones. */
  redisPrefix: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Public address used in e-mailed links. */
  publicUrl: string;
  clientDir: string | null;
  /** Folder of the translation files (one folder per locale, one JSON file per namespace). */
  localesDir: string;
  logLevel: string;
  version: string;
  /** The form engine service that open form previews are forwarded to (POST <url>/preview/<engine>); null: previews answer 503. */
  formEngineUrl: string | null;
  /**
   * Whether requests the server makes for a user (web-service steps, payment-gateway tests, speech services, SMTP
   * checks) may go to private, loopback and the studio's own addresses (ENGINE_ALLOW_PRIVATE_HOSTS=1; http/outbound.ts).
   */
  engineAllowPrivateHosts: boolean;
  /**
   * Private addresses allowed one by one (ENGINE_ALLOW_PRIVATE_HOSTS=10.0.0.5,127.0.0.1: a gateway beside the studio)
   * while every other stays refused.
   */
  engineAllowedAddresses?: string[];
  /** Private addresses an identity provider's issuer may have (SSO_ALLOW_PRIVATE_HOSTS=127.0.0.1: the demo's, on loopback). */
  ssoAllowedAddresses?: string[];
  /** Private addresses a contact-center platform may have (PLATFORM_ALLOW_PRIVATE_HOSTS=127.0.0.1: the demo's, on loopback). */
  platformAllowedAddresses?: string[];
  /** The demo's contact-center platform (DEMO_PLATFORM_URL, set by `npm start`): the demo seed connects Northwind to it. */
  demoPlatformUrl?: string | null;
  /** The demo's identity provider (DEMO_IDP_ISSUER, set by `npm start`): the demo seed gives Northwind an identity provider there. */
  demoIdpIssuer?: string | null;
  /** How long a speech service (a WSL profile's endpoint) may take to start answering (SPEECH_TIMEOUT_MS, default 15 s). */
  speechTimeoutMs: number;
  /**
   * Session starts an account may make per window (limits.sessionStarts: 60 in 10 s); ENGINE_SESSION_STARTS raises it
   * for an installation whose accounts run many callers at once (the engine's benchmark sets it).
   */
  sessionStartsMax?: number;
  /** The older studio's (version 6) export files: providers.json, groups.json, groups/<id>.json (STUDIO6_DATA_DIR, docs/migration.md). */
  studio6Dir: string;
  /**
   * The folder Firebase node-logging profiles read their service-account files from (FIREBASE_CREDENTIALS_DIR, default
   * `<DATA_DIR>/credentials`): an account's files are in its own subfolder, `<folder>/<ac_id>/`, and no file outside it
   * is ever read (modules/profiles/firebase-credentials.ts).
   */
  firebaseCredentialsDir: string;
  /**
   * Which peers' X-Forwarded-For is believed (proxy-addr syntax: 'loopback', CIDRs, comma-separated).
   * The client address sign-in throttling counts comes from it: trusting every peer would let anyone
   * pick a new address per request.
   */
  trustProxy: string;
  /**
   * How long a client may take to send a request's headers (HEADERS_TIMEOUT_MS, default 20 s) and the whole request
   * (REQUEST_TIMEOUT_MS, default 120 s: a 20 MB upload on a slow line); past either the server answers 408 and
   * closes the connection, so an unfinished request never holds it open.
   */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

/** The signing secret is made on first start and kept in the data folder; never hard-coded. */
export function loadSigningSecret(dataDir: string): string {
  const file = join(dataDir, 'signing-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    sqliteFile: join(dataDir, 'studio.sqlite'),
    seed: env.SEED === 'none' ? 'none' : 'demo',
    signingSecret: env.SIGNING_SECRET || loadSigningSecret(dataDir),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'studio',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Studio <no-reply@studio.test>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    clientDir: resolve(env.CLIENT_DIR ?? 'dist/client'),
    localesDir: resolve(env.LOCALES_DIR ?? 'src/shared/i18n/locales'),
    logLevel: env.LOG_LEVEL ?? 'info',
    version: env.STUDIO_VERSION ?? process.env.npm_package_version ?? '0.1.0',
    formEngineUrl: env.FORM_ENGINE_URL ? env.FORM_ENGINE_URL.replace(/\/+$/, '') : null,
    engineAllowPrivateHosts: env.ENGINE_ALLOW_PRIVATE_HOSTS === '1',
    engineAllowedAddresses:
      env.ENGINE_ALLOW_PRIVATE_HOSTS && env.ENGINE_ALLOW_PRIVATE_HOSTS !== '1'
        ? env.ENGINE_ALLOW_PRIVATE_HOSTS.split(',')
            .map((a) => a.trim())
            .filter(Boolean)
        : [],
    ssoAllowedAddresses: (env.SSO_ALLOW_PRIVATE_HOSTS ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    demoIdpIssuer: env.DEMO_IDP_ISSUER || null,
    platformAllowedAddresses: (env.PLATFORM_ALLOW_PRIVATE_HOSTS ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    demoPlatformUrl: env.DEMO_PLATFORM_URL || null,
    speechTimeoutMs: Number(env.SPEECH_TIMEOUT_MS) > 0 ? Number(env.SPEECH_TIMEOUT_MS) : 15_000,
    sessionStartsMax: Number(env.ENGINE_SESSION_STARTS) > 0 ? Number(env.ENGINE_SESSION_STARTS) : limits.sessionStarts.max,
    studio6Dir: resolve(env.STUDIO6_DATA_DIR ?? join(dataDir, 'studio6')),
    firebaseCredentialsDir: resolve(env.FIREBASE_CREDENTIALS_DIR || join(dataDir, 'credentials')),
    trustProxy: env.TRUST_PROXY || 'loopback',
    headersTimeoutMs: Number(env.HEADERS_TIMEOUT_MS) > 0 ? Number(env.HEADERS_TIMEOUT_MS) : 20_000,
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS) > 0 ? Number(env.REQUEST_TIMEOUT_MS) : 120_000,
    ...overrides,
  };
}
