import type { Generated } from 'kysely';

/* ---------- campaigns (migration 050) ---------- */

declare module './schema' {
  interface Database {
    campaigns: CampaignsTable;
    campaign_contacts: CampaignContactsTable;
  }
}

/** A campaign: schedule, retries and variables are JSON; status idle, running, paused, stopped or completed. */
export interface CampaignsTable {
  campaign_id: Generated<number>;
  campaign_name: string;
  campaign_type: string;
  ac_id: number;
  task_id: number;
  channel: string;
  caller_number_id: number | null;
  schedule: string;
  retries: string;
  variables: string;
  status: Generated<string>;
  run: Generated<number>;
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** Where a placed voice call's dial stands while it is calling and no thread's. */
export type DialState = 'ringing' | 'answered';

/** One contact of a campaign's list: the line of the file it came from, its values (JSON) and where its call stands. */
export interface CampaignContactsTable {
  contact_id: Generated<number>;
  campaign_id: number;
  ac_id: number;
  line: number;
  phone_number: string;
  contact_values: string;
  state: string;
  attempts: Generated<number>;
  outcome: string | null;
  session_id: string | null;
  worker: number | null;
  next_attempt_at: string | null;
  /** A ringing voice call's deadline for an answer (its ring time); null when no call rings. */
  answer_by: string | null;
  /** A placed voice call no thread waits for: ringing, or answered while its session starts (migration 063); else null. */
  dial: DialState | null;
  updated_at: string;
}
