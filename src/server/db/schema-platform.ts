/* ---------- the contact-center platform (migration 046) ---------- */

declare module './schema' {
  interface Database {
    platform_connections: PlatformConnectionsTable;
    platform_reads: PlatformReadsTable;
    platform_launches: PlatformLaunchesTable;
  }
}

/** A provider's contact-center platform: where it is, how the studio reads it, how its launch tokens are checked. */
export interface PlatformConnectionsTable {
  sp_id: number;
  base_url: string;
  /** The bearer token of the reads, stored encrypted; answered masked. */
  api_token: string | null;
  /** The launch tokens' key: a shared secret (stored encrypted) or a PEM public key (stored encrypted too). */
  launch_key: string | null;
  launch_issuer: string;
  launch_audience: string;
  /** The role a first launch gives a new external user (null: only users the provider has). */
  role_id: number | null;
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One read of a domain (users, skills, …), every page of it, as JSON, with when it was fetched. */
export interface PlatformReadsTable {
  sp_id: number;
  domain_id: string;
  kind: string;
  items: string;
  item_count: number;
  fetched_at: string;
}

/** A launch token already used, by its id, kept until it expires. */
export interface PlatformLaunchesTable {
  sp_id: number;
  jti: string;
  expires_at: string;
}
