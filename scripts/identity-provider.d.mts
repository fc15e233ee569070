/** The small OpenID Connect identity provider of the demo, the tests and the bench (identity-provider.mjs). */
export interface IdentityProviderOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  redirectUris?: string[];
  codeTtlSeconds?: number;
  title?: string;
}
export interface IdentityProviderServer {
  issuer: string;
  port: number;
  signInNext(email: string): void;
  publishOtherKeys(on: boolean): void;
  close(): Promise<void>;
}
export function startIdentityProvider(options?: IdentityProviderOptions): Promise<IdentityProviderServer>;
