import { sql, type Migration } from 'kysely';
import type { DbHandle } from './index';
import * as m001 from './migrations/001_foundation';
import * as m002 from './migrations/002_content';
import * as m003 from './migrations/003_content_more';
import * as m004 from './migrations/004_flow';
import * as m005 from './migrations/005_content_forms';
import * as m006 from './migrations/006_list_stamps';
import * as m007 from './migrations/007_jobs';
import * as m008 from './migrations/008_entity_stamps';
import * as m010 from './migrations/010_auth_hardening';
import * as m011 from './migrations/011_engine_sessions';
import * as m012 from './migrations/012_users_admin';
import * as m013 from './migrations/013_roles_api_keys';
import * as m014 from './migrations/014_task_map_usages';
import * as m015 from './migrations/015_task_versions';
import * as m016 from './migrations/016_plans';
import * as m018 from './migrations/018_run_calls';
import * as m021 from './migrations/021_voices';
import * as m020 from './migrations/020_billing';
import * as m017 from './migrations/017_flow_tests';
import * as m024 from './migrations/024_live_monitoring';
import * as m019 from './migrations/019_task_transfers';
import * as m023 from './migrations/023_table_stamps';
import * as m025 from './migrations/025_visual_forms';
import * as m026 from './migrations/026_task_library';
import * as m027 from './migrations/027_voice_files_usage_samples';
import * as m028 from './migrations/028_user_map_invites';
import * as m029 from './migrations/029_users_search';
import * as m030 from './migrations/030_notifications';
import * as m031 from './migrations/031_offer_stamps';
import * as m032 from './migrations/032_activity_log_paging';
import * as m033 from './migrations/033_api_key_parents';
import * as m034 from './migrations/034_edit_history_names';
import * as m035 from './migrations/035_telephony';
import * as m036 from './migrations/036_phone_number_search';
import * as m038 from './migrations/038_dnis_pools';
import * as m039 from './migrations/039_qforme';
import * as m040 from './migrations/040_broadworks_xsi';
import * as m041 from './migrations/041_integration_profiles';
import * as m042 from './migrations/042_node_logging';
import * as m043 from './migrations/043_version_notes';
import * as m044 from './migrations/044_node_traffic';
import * as m045 from './migrations/045_recordings';
import * as m046 from './migrations/046_contact_center_platform';
import * as m048 from './migrations/048_campaign_claim';
import * as m050 from './migrations/050_campaigns';
import * as m051 from './migrations/051_campaign_answer_by';
import * as m055 from './migrations/055_waiter_skills';
import * as m056 from './migrations/056_node_traffic_daily';
import * as m057 from './migrations/057_live_monitor_stamps';
import * as m058 from './migrations/058_job_keys';
import * as m060 from './migrations/060_usage_rollups';
import * as m061 from './migrations/061_reports';
import * as m062 from './migrations/062_search_trigrams';
import * as m063 from './migrations/063_campaign_dial';
import * as m070 from './migrations/070_identity_providers';
import * as m080 from './migrations/080_studio6_migration';
import * as m090 from './migrations/090_system_settings';
import * as m091 from './migrations/091_alert_settings';
import * as m092 from './migrations/092_studio6_number_switch';
import * as m094 from './migrations/094_web_service_profiles';
import * as m095 from './migrations/095_system_open_form_publisher';
import * as m096 from './migrations/096_provider_auth_profiles';
import * as m098 from './migrations/098_payment_profile_auth';

/** Migrations are code, listed here in order; they run at start on SQLite and PostgreSQL alike (a test may run them up to one). */
export const migrations: Record<string, Migration> = {
  '001_foundation': m001,
  '002_content': m002,
  '003_content_more': m003,
  '004_flow': m004,
  '005_content_forms': m005,
  '006_list_stamps': m006,
  '007_jobs': m007,
  '008_entity_stamps': m008,
  '010_auth_hardening': m010,
  '011_engine_sessions': m011,
  '012_users_admin': m012,
  '013_roles_api_keys': m013,
  '014_task_map_usages': m014,
  '015_task_versions': m015,
  '016_plans': m016,
  '018_run_calls': m018,
  '021_voices': m021,
  '020_billing': m020,
  '017_flow_tests': m017,
  '024_live_monitoring': m024,
  '019_task_transfers': m019,
  '023_table_stamps': m023,
  '025_visual_forms': m025,
  '026_task_library': m026,
  '027_voice_files_usage_samples': m027,
  '028_user_map_invites': m028,
  '029_users_search': m029,
  '030_notifications': m030,
  '031_offer_stamps': m031,
  '032_activity_log_paging': m032,
  '033_api_key_parents': m033,
  '034_edit_history_names': m034,
  '035_telephony': m035,
  '036_phone_number_search': m036,
  '038_dnis_pools': m038,
  '039_qforme': m039,
  '040_broadworks_xsi': m040,
  '041_integration_profiles': m041,
  '042_node_logging': m042,
  '043_version_notes': m043,
  '044_node_traffic': m044,
  '045_recordings': m045,
  '046_contact_center_platform': m046,
  '048_campaign_claim': m048,
  '050_campaigns': m050,
  '051_campaign_answer_by': m051,
  '055_waiter_skills': m055,
  '056_node_traffic_daily': m056,
  '057_live_monitor_stamps': m057,
  '058_job_keys': m058,
  '060_usage_rollups': m060,
  '061_reports': m061,
  '062_search_trigrams': m062,
  '063_campaign_dial': m063,
  '070_identity_providers': m070,
  '080_studio6_migration': m080,
  '090_system_settings': m090,
  '091_alert_settings': m091,
  '092_studio6_number_switch': m092,
  '094_web_service_profiles': m094,
  '095_system_open_form_publisher': m095,
  '096_provider_auth_profiles': m096,
  '098_payment_profile_auth': m098,
};

/** The record of what ran; the table and columns Kysely's own migrator used, so older databases carry on. */
const ledger = 'kysely_migration';

/**
 * Runs the pending migrations in order, all in one transaction. We do not use Kysely's Migrator: on
 * PostgreSQL it introspects every schema in the database (pg_get_serial_sequence over each column), which
 * fails when another schema is being created or dropped at the same moment — as the tests' schemas are.
 * Here only our own ledger is read, and an advisory lock per schema keeps two starting servers apart.
 */
export async function migrateToLatest(handle: DbHandle): Promise<void> {
  let current = '';
  try {
    await handle.db.transaction().execute(async (trx) => {
      if (handle.engine === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtext(${'studio-migrations:' + (handle.schema ?? 'public')}))`.execute(trx);
      }
      await sql`create table if not exists ${sql.table(ledger)} (name varchar(255) primary key, timestamp varchar(255) not null)`.execute(
        trx,
      );
      const done = new Set((await sql<{ name: string }>`select name from ${sql.table(ledger)}`.execute(trx)).rows.map((r) => r.name));
      for (const [name, migration] of Object.entries(migrations)) {
        if (done.has(name)) continue;
        current = name;
        await migration.up(trx);
        await sql`insert into ${sql.table(ledger)} (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(trx);
      }
    });
  } catch (error) {
    throw new Error(`Migration ${current} failed: ${(error as Error).message}`, { cause: error });
  }
}
