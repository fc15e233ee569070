import type { Generated } from 'kysely';
import type { StoredRow } from '@shared/entities/fields';
import type { phoneNumberFields } from '@shared/entities/phone-numbers.fields';
import type { trunkFields } from '@shared/entities/trunks.fields';

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
export interface TrunksTable extends Stamps, StoredRow<typeof trunkFields> {
  trunk_id: Generated<number>;
  sp_id: number | null;
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
export interface PhoneNumbersTable extends Stamps, StoredRow<typeof phoneNumberFields> {
  phone_number_id: Generated<number>;
  sp_id: number;
  task_id: number | null;
}
