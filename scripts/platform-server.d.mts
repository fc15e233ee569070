/** The small contact-center platform of the demo, the tests and the bench (platform-server.mjs). */
export type PlatformMode = 'ok' | '401' | '500' | 'loop';
export interface PlatformServerOptions {
  port?: number;
  token?: string;
  domains?: Record<string, number | Record<string, Record<string, unknown>[]>>;
  pageSize?: number;
  launchSecret?: string;
  issuer?: string;
  audience?: string;
  studioCallback?: string;
}
export interface LaunchClaims {
  email?: string;
  domain_id?: string;
  expiresIn?: number;
  iat?: number;
  jti?: string;
  secret?: string;
  iss?: string;
  aud?: string;
}
export interface PlatformServer {
  url: string;
  port: number;
  token: string;
  launchSecret: string;
  issuer: string;
  audience: string;
  readonly requests: number;
  setMode(mode: PlatformMode): void;
  launchToken(claims: LaunchClaims): Promise<string>;
  close(): Promise<void>;
}
export function domainData(users?: number): Record<string, Record<string, unknown>[]>;
export function startPlatformServer(options?: PlatformServerOptions): Promise<PlatformServer>;
