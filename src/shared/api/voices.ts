import { z } from 'zod';
import { createShape, itemShape } from '../entities/field-schemas';
import { asrPackageFields } from '../entities/asr-language-packages.fields';
import { ttsPackageFields } from '../entities/tts-packages.fields';
import { ttsVoiceFields } from '../entities/tts-voices.fields';
import { wslProfileFields } from '../entities/wsl-profiles.fields';
import { languageTagPattern } from '../voices/catalogue';

/** Voices and languages (spec 3 §3, §7): TTS voices and packages, ASR language packages, languages, WSL profiles. */
export const languageTag = z.string().trim().regex(languageTagPattern, 'Language must be a language tag such as en-US.');
const ids = z.array(z.number().int().positive()).max(500);

export const language = z.object({
  language_id: z.string(),
  language_name: z.string(),
  /** At an account: true for the language of its speech-language profile (what a new prompt is written in). */
  speech_default: z.boolean().optional(),
});
export type Language = z.infer<typeof language>;

/** What a voice's declared fields take beyond their type and limits (entities/tts-voices.fields.ts): a language tag, numbers also as text. */
const voiceChecks = {
  lang: { body: languageTag, item: z.string() },
  display_order: { body: z.coerce.number().int().min(0).max(9999), item: z.number() },
  is_third_party: { body: z.union([z.literal(0), z.literal(1), z.enum(['0', '1'])]).transform(Number), item: z.number() },
};
export const ttsVoice = z.object({
  tts_voice_id: z.number(),
  ...itemShape(ttsVoiceFields, voiceChecks),
  is_enabled: z.number(),
  updated_at: z.string(),
});
export type TtsVoice = z.infer<typeof ttsVoice>;
const voiceFields = z.object(createShape(ttsVoiceFields, voiceChecks));
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
/** A package's language is a language tag (entities/tts-packages.fields.ts declares the fields). */
const langCheck = { lang: { body: languageTag, item: z.string() } };
export const ttsPackage = z.object({
  tts_package_id: z.number(),
  ...itemShape(ttsPackageFields, langCheck),
  tts_voice_ids: z.array(z.number()),
  /** The voices grouped by language (spec 3 §3). */
  tts_package_voices: z.array(z.object({ lang: z.string(), voices: z.array(packageVoice) })),
  /** The package's pronunciation lexicon (W3C PLS), uploaded in chunks; null until one is uploaded. */
  lexicon: z.object({ file_name: z.string(), size: z.number(), updated_at: z.string() }).nullable(),
  is_enabled: z.number(),
  updated_at: z.string(),
});
// Updates leave out what they do not name: the lists' defaults apply to creates only.
const packageFields = z.object({ ...createShape(ttsPackageFields, langCheck), tts_voice_ids: ids });
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
  ...itemShape(asrPackageFields),
  asr_language_ids: z.array(z.number()),
  languages: z.array(z.string()),
  is_enabled: z.number(),
  updated_at: z.string(),
});
const asrPackageBody = z.object({ ...createShape(asrPackageFields), asr_language_ids: ids });
export const asrLanguagePackageCreate = asrPackageBody.extend({ asr_language_ids: ids.default([]) }).strict();
export const asrLanguagePackageUpdate = asrPackageBody.partial().strict();

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
