import type { Generated } from 'kysely';
import type { acPlanFields } from '@shared/entities/ac-plans.fields';
import type { asrPackageFields } from '@shared/entities/asr-language-packages.fields';
import type { businessPlanFields } from '@shared/entities/business-plans.fields';
import type { StoredRow } from '@shared/entities/fields';
import type { spPlanFields } from '@shared/entities/sp-plans.fields';
import type { ttsPackageFields } from '@shared/entities/tts-packages.fields';
import type { ttsVoiceFields } from '@shared/entities/tts-voices.fields';
import type { wslProfileFields } from '@shared/entities/wsl-profiles.fields';

/* ---------- plans (migration 016) ---------- */

declare module './schema' {
  interface Database {
    business_plans: BusinessPlansTable;
    business_plan_includes: BusinessPlanIncludesTable;
    sp_plans: SpPlansTable;
    sp_plan_features: SpPlanFeaturesTable;
    ac_plans: AcPlansTable;
    enabled_node_types: EnabledNodeTypesTable;
  }
}

interface PlanStamps {
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface BusinessPlansTable extends PlanStamps, StoredRow<typeof businessPlanFields> {
  bp_id: Generated<number>;
}

/** What a business plan includes: kind feature (with limits), node, voice, language, tts_package, language_pack. */
export interface BusinessPlanIncludesTable {
  id: Generated<number>;
  bp_id: number;
  kind: string;
  item: string;
  feature_limit: number | null;
  burst_limit: number | null;
}

export interface SpPlansTable extends PlanStamps, StoredRow<typeof spPlanFields> {
  sp_plan_id: Generated<number>;
  sp_id: number;
}

export interface SpPlanFeaturesTable {
  id: Generated<number>;
  sp_plan_id: number;
  feature: string;
  feature_limit: number | null;
  burst_limit: number | null;
}

export interface AcPlansTable extends PlanStamps, StoredRow<typeof acPlanFields> {
  ac_plan_id: Generated<number>;
  sp_id: number;
}

/** The node types an account's plans allow, recomputed with its enabled features on every plan change. */
export interface EnabledNodeTypesTable {
  id: Generated<number>;
  sp_id: number;
  ac_id: number;
  node_type: string;
}

/* ---------- voices and languages (migration 021) ---------- */

declare module './schema' {
  interface Database {
    languages: LanguagesTable;
    tts_voices: TtsVoicesTable;
    tts_packages: TtsPackagesTable;
    tts_package_voices: { id: Generated<number>; tts_package_id: number; tts_voice_id: number };
    asr_language_groups: { asr_language_group_id: Generated<number>; group_name: string; parent_id: number | null };
    asr_languages: { asr_language_id: Generated<number>; lang: string; asr_language_name: string; asr_language_group_id: number | null };
    asr_language_packages: AsrLanguagePackagesTable;
    asr_language_package_languages: { id: Generated<number>; asr_language_package_id: number; asr_language_id: number };
    wsl_profiles: WslProfilesTable;
    wsl_profile_voices: { id: Generated<number>; wsl_profile_id: number; tts_voice_id: number };
    enabled_voice_items: EnabledVoiceItemsTable;
  }
}

export interface LanguagesTable {
  language_id: string;
  language_name: string;
}

export interface TtsVoicesTable extends PlanStamps, StoredRow<typeof ttsVoiceFields> {
  tts_voice_id: Generated<number>;
}

export interface TtsPackagesTable extends PlanStamps, StoredRow<typeof ttsPackageFields> {
  tts_package_id: Generated<number>;
  /** The package's pronunciation lexicon (migration 027), stored under the data folder. */
  lexicon_file_name: string | null;
  lexicon_size: number | null;
  lexicon_updated_at: string | null;
}

export interface AsrLanguagePackagesTable extends PlanStamps, StoredRow<typeof asrPackageFields> {
  asr_language_package_id: Generated<number>;
}

/** The speech service's address and its API key (sealed) are declared fields (migration 027). */
export interface WslProfilesTable extends PlanStamps, StoredRow<typeof wslProfileFields> {
  wsl_profile_id: Generated<number>;
  sp_id: number;
  ac_id: number;
}

/** What an account's plans include of the voice catalogues (kind voice, language, tts_package, language_pack; item an id). */
export interface EnabledVoiceItemsTable {
  id: Generated<number>;
  sp_id: number;
  ac_id: number;
  kind: string;
  item: string;
}

/* ---------- usage samples (migration 027) ---------- */

declare module './schema' {
  interface Database {
    usage_samples: UsageSamplesTable;
    usage_sample_days: { day: string; sampled_at: string };
  }
}

/** What an account held on a day: users, or its enabled tasks or their nodes of one task type (burst usage bills them). */
export interface UsageSamplesTable {
  ac_id: number;
  sp_id: number;
  day: string;
  metric: string;
  task_type: string;
  count: number;
}
