import type { Generated } from 'kysely';

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

export interface BusinessPlansTable extends PlanStamps {
  bp_id: Generated<number>;
  bp_name: string;
  plan_type: string;
  description: string | null;
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

export interface SpPlansTable extends PlanStamps {
  sp_plan_id: Generated<number>;
  sp_plan_name: string;
  sp_id: number;
  plan_type: string;
  bp_id: number;
  description: string | null;
}

export interface SpPlanFeaturesTable {
  id: Generated<number>;
  sp_plan_id: number;
  feature: string;
  feature_limit: number | null;
  burst_limit: number | null;
}

export interface AcPlansTable extends PlanStamps {
  ac_plan_id: Generated<number>;
  ac_plan_name: string;
  sp_id: number;
  ac_id: number;
  plan_type: string;
  sp_plan_id: number;
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

export interface TtsVoicesTable extends PlanStamps {
  tts_voice_id: Generated<number>;
  voice_name: string;
  provider: string;
  lang: string;
  display_order: number;
  is_third_party: number;
}

export interface TtsPackagesTable extends PlanStamps {
  tts_package_id: Generated<number>;
  tts_package_name: string;
  lang: string;
  description: string | null;
  /** The package's pronunciation lexicon (migration 027), stored under the data folder. */
  lexicon_file_name: string | null;
  lexicon_size: number | null;
  lexicon_updated_at: string | null;
}

export interface AsrLanguagePackagesTable extends PlanStamps {
  asr_language_package_id: Generated<number>;
  asr_language_package_name: string;
  description: string | null;
}

export interface WslProfilesTable extends PlanStamps {
  wsl_profile_id: Generated<number>;
  wsl_profile_name: string;
  sp_id: number;
  ac_id: number;
  lang: string;
  description: string | null;
  /** The speech service's address and its API key, encrypted (migration 027). */
  endpoint_url: string | null;
  api_key: string | null;
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
