import type { Generated } from 'kysely';

/* ---------- telephony (migration 035) ---------- */

declare module './schema' {
  interface Database {
    trunks: TrunksTable;
    trunk_registrants: TrunkRegistrantsTable;
    phone_numbers: PhoneNumbersTable;
  }
}

interface Stamps {
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A SIP trunk of a provider (sp_id) or of the platform (null), with its primary and secondary SBC addresses. */
export interface TrunksTable extends Stamps {
  trunk_id: Generated<number>;
  trunk_name: string;
  sp_id: number | null;
  description: string | null;
  primary_internal_ip: string | null;
  primary_internal_port: number | null;
  primary_external_ip: string | null;
  primary_external_port: number | null;
  secondary_internal_ip: string | null;
  secondary_internal_port: number | null;
  secondary_external_ip: string | null;
  secondary_external_port: number | null;
}

/** A registration a trunk makes with a registrar; the password is stored encrypted. */
export interface TrunkRegistrantsTable {
  trunk_registrant_id: Generated<number>;
  trunk_id: number;
  username: string;
  registrar: string;
  registrar_port: number;
  expires_seconds: number;
  password: string | null;
  is_enabled: number;
  created_at: string;
  updated_at: string;
}

/** An E.164 number of a provider, given to one of its accounts (ac_id) and put on at most one task (task_id). */
export interface PhoneNumbersTable extends Stamps {
  phone_number_id: Generated<number>;
  phone_number: string;
  display_number: string;
  region: string | null;
  sp_id: number;
  ac_id: number | null;
  task_id: number | null;
  trunk_id: number | null;
  label: string | null;
  is_virtual: number;
  is_campaign: number;
  use_studio_6: number;
}
