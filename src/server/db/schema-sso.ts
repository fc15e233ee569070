import type { Generated } from 'kysely';

/* ---------- single sign-on (migration 070) ---------- */

declare module './schema' {
  interface Database {
    identity_providers: IdentityProvidersTable;
    sso_attempts: SsoAttemptsTable;
  }
}

/** One of a provider's two OpenID Connect identity providers (slot 1 or 2). */
export interface IdentityProvidersTable {
  idp_id: Generated<number>;
  sp_id: number;
  slot: number;
  idp_name: string;
  issuer: string;
  client_id: string;
  /** Stored encrypted; answered masked. */
  client_secret: string | null;
  /** The ID token claim that carries the user's e-mail address. */
  email_claim: string;
  /** 'invited': only users the provider already has; 'create': a first sign-in creates the user. */
  sign_up: string;
  role_id: number | null;
  /** JSON: the accounts a created user is mapped to (empty: the whole provider). */
  ac_ids: string;
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A sign-in under way: the callback finds it by its state and uses it once. */
export interface SsoAttemptsTable {
  state: string;
  idp_id: number;
  nonce: string;
  /** The PKCE verifier, stored encrypted. */
  code_verifier: string;
  redirect_uri: string;
  redirect_to: string | null;
  expires_at: string;
  created_at: string;
}
