import { z } from 'zod';
import { createShape, itemShape } from '../entities/field-schemas';
import { wslProfileFields } from '../entities/wsl-profiles.fields';
import { languageTagPattern, ttsProviders } from '../voices/catalogue';

/** Voices and languages (spec 3 §3, §7): TTS voices and packages, ASR language packages, languages, WSL profiles. */
const name = z.string().trim().min(1).max(100);
const description = z.string().trim().max(500).nullable().optional();
export const languageTag = z.string().trim().regex(languageTagPattern, 'Language must be a language tag such as en-US.');
const ids = z.array(z.number().int().positive()).max(500);

export const language = z.object({ language_id: z.string(), language_name: z.string() });
export type Language = z.infer<typeof language>;

export const ttsVoice = z.object({
  tts_voice_id: z.number(),
  voice_name: z.string(),
  provider: z.enum(ttsProviders),
  lang: z.string(),
  display_order: z.number(),
  is_third_party: z.number(),
  is_enabled: z.number(),
  updated_at: z.string(),
});
export type TtsVoice = z.infer<typeof ttsVoice>;
const voiceFields = z.object({
  voice_name: name,
  provider: z.enum(ttsProviders),
  lang: languageTag,
  display_order: z.coerce.number().int().min(0).max(9999).optional(),
  is_third_party: z
    .union([z.literal(0), z.literal(1), z.enum(['0', '1'])])
    .transform(Number)
    .optional(),
});
export const ttsVoiceCreate = voiceFields.strict();
export const ttsVoiceUpdate = voiceFields.partial().strict();
/** POST /prompt/validate-tts-voices: a voice set as it would be saved (several voices at once). */
export const ttsVoiceSet = z
  .object({
    voices: z
      .array(voiceFields.extend({ tts_voice_id: z.number().int().positive().optional() }))
      .min(1)
      .max(200),
  })
  .strict();
export const voiceSetAnswer = z.object({ valid: z.boolean(), errors: z.array(z.string()) });

const packageVoice = z.object({ tts_voice_id: z.number(), voice_name: z.string(), provider: z.string() });
export const ttsPackage = z.object({
  tts_package_id: z.number(),
  tts_package_name: z.string(),
  description: z.string().nullable(),
  /** The package's language: every voice in it speaks it. */
  lang: z.string(),
  tts_voice_ids: z.array(z.number()),
  /** The voices grouped by language (spec 3 §3). */
  tts_package_voices: z.array(z.object({ lang: z.string(), voices: z.array(packageVoice) })),
  /** The package's pronunciation lexicon (W3C PLS), uploaded in chunks; null until one is uploaded. */
  lexicon: z.object({ file_name: z.string(), size: z.number(), updated_at: z.string() }).nullable(),
  is_enabled: z.number(),
  updated_at: z.string(),
});
// Updates leave out what they do not name: the lists' defaults apply to creates only.
const packageFields = z.object({ tts_package_name: name, description, lang: languageTag, tts_voice_ids: ids });
export const ttsPackageCreate = packageFields.extend({ tts_voice_ids: ids.default([]) }).strict();
export const ttsPackageUpdate = packageFields.partial().strict();

export const asrLanguage = z.object({
  asr_language_id: z.number(),
  lang: z.string(),
  asr_language_name: z.string(),
  asr_language_group_id: z.number().nullable(),
});
export type AsrLanguageGroupNode = {
  asr_language_group_id: number;
  group_name: string;
  children: AsrLanguageGroupNode[];
  languages: z.infer<typeof asrLanguage>[];
};
export const asrLanguageGroupTree: z.ZodType<AsrLanguageGroupNode> = z.lazy(() =>
  z.object({
    asr_language_group_id: z.number(),
    group_name: z.string(),
    children: z.array(asrLanguageGroupTree),
    languages: z.array(asrLanguage),
  }),
);

export const asrLanguagePackage = z.object({
  asr_language_package_id: z.number(),
  asr_language_package_name: z.string(),
  description: z.string().nullable(),
  asr_language_ids: z.array(z.number()),
  languages: z.array(z.string()),
  is_enabled: z.number(),
  updated_at: z.string(),
});
const asrPackageFields = z.object({ asr_language_package_name: name, description, asr_language_ids: ids });
export const asrLanguagePackageCreate = asrPackageFields.extend({ asr_language_ids: ids.default([]) }).strict();
export const asrLanguagePackageUpdate = asrPackageFields.partial().strict();

const speechUrl = z
  .string()
  .trim()
  .max(500)
  .url()
  .refine((v) => /^https?:\/\//i.test(v), 'An address starts with http:// or https://.');
/**
 * What a WSL profile's declared fields take beyond their type and limits (entities/wsl-profiles.fields.ts): a
 * language tag, the speech service's address ('' for none). The API key (a secret) is answered as the mask; a write
 * sending the mask keeps the stored one, null or '' removes it.
 */
const wslChecks = {
  lang: { body: languageTag, item: z.string() },
  endpoint_url: { body: z.union([speechUrl, z.literal('').transform(() => null)]), item: z.string() },
};
export const wslProfile = z.object({
  wsl_profile_id: z.number(),
  ac_id: z.number(),
  ...itemShape(wslProfileFields, wslChecks),
  tts_voice_ids: z.array(z.number()),
  voices: z.array(packageVoice),
  is_enabled: z.number(),
  updated_at: z.string(),
});
export const wslProfileCreate = z.object({ ...createShape(wslProfileFields, wslChecks), tts_voice_ids: ids.default([]) }).strict();
export const wslProfileUpdate = z
  .object({ ...createShape(wslProfileFields, wslChecks), tts_voice_ids: ids })
  .partial()
  .strict();

/** POST /wslprofile/prompt/get-well-said-audio: the audio of a text in one of the profile's voices. */
export const wellSaidAudioInput = z
  .object({
    wsl_profile_id: z.number().int().positive(),
    tts_voice_id: z.number().int().positive(),
    text: z.string().trim().min(1).max(1000),
  })
  .strict();

/** An account's voices and languages, from its plans (getAccountTtsVoices, /prompt/languages at account scope). */
export const accountVoice = z.object({
  tts_voice_id: z.number(),
  voice_name: z.string(),
  provider: z.string(),
  lang: z.string(),
  display_order: z.number(),
});
export type AccountVoice = z.infer<typeof accountVoice>;
