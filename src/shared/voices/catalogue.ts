/**
 * The voice and language catalogues' constants (spec 3 §3 "Voices and languages", §9): the TTS providers,
 * the display order a new voice gets, the default TTS languages; and the demo catalogue every studio
 * starts with (migration 021 writes it once).
 */
export const ttsProviders = ['lumenvox', 'google', 'ibm'] as const;
export type TtsProvider = (typeof ttsProviders)[number];
/** A new TTS voice's display_order (spec 3 §9). */
export const newVoiceDisplayOrder = 99;
/** The default TTS languages (spec 3 §9). */
export const defaultTtsLanguages = ['en-US', 'en-UK'] as const;
/** A language tag: 'en', 'en-US', 'pt-BR', 'fr-CA'. */
export const languageTagPattern = /^[a-z]{2,3}(-[A-Z]{2}|-[0-9]{3})?$/;

export const catalogueLanguages: readonly [id: string, name: string][] = [
  ['en', 'English'],
  ['en-US', 'English (US)'],
  ['en-UK', 'English (UK)'],
  ['en-GB', 'English (GB)'],
  ['de-DE', 'German'],
  ['fr-FR', 'French'],
  ['fr-CA', 'French (Canada)'],
  ['es-ES', 'Spanish'],
  ['es-US', 'Spanish (US)'],
  ['it-IT', 'Italian'],
  ['pt-BR', 'Portuguese (Brazil)'],
];

/** Demo voices: [voice_name, provider, lang, display_order]. */
export const catalogueVoices: readonly [string, TtsProvider, string, number][] = [
  ['en-US-Neural2-F', 'google', 'en-US', 1],
  ['en-US-Neural2-D', 'google', 'en-US', 2],
  ['Chris', 'lumenvox', 'en-US', 3],
  ['en-US_AllisonV3Voice', 'ibm', 'en-US', 4],
  ['en-GB-Neural2-A', 'google', 'en-UK', 5],
  ['Kate', 'lumenvox', 'en-UK', 6],
  ['de-DE-Neural2-B', 'google', 'de-DE', 10],
  ['fr-FR-Neural2-A', 'google', 'fr-FR', 20],
  ['fr-CA_LouiseV3Voice', 'ibm', 'fr-CA', 21],
  ['es-ES-Neural2-A', 'google', 'es-ES', 30],
  ['pt-BR-Neural2-A', 'google', 'pt-BR', 40],
];

/** Demo TTS packages: name, the package's language and its voices (all of that language). */
export const cataloguePackages: readonly [string, string, string[]][] = [
  ['English (US) voices', 'en-US', ['en-US-Neural2-F', 'en-US-Neural2-D', 'Chris', 'en-US_AllisonV3Voice']],
  ['English (UK) voices', 'en-UK', ['en-GB-Neural2-A', 'Kate']],
  ['German voices', 'de-DE', ['de-DE-Neural2-B']],
];

/** ASR language groups (a tree: group → sub-group → languages): [group, parent or null]. */
export const catalogueAsrGroups: readonly [string, string | null][] = [
  ['English', null],
  ['European', null],
  ['Romance', 'European'],
  ['Germanic', 'European'],
];
/** ASR languages: [lang, name, group]. */
export const catalogueAsrLanguages: readonly [string, string, string][] = [
  ['en-US', 'English (US)', 'English'],
  ['en-UK', 'English (UK)', 'English'],
  ['de-DE', 'German', 'Germanic'],
  ['fr-FR', 'French', 'Romance'],
  ['fr-CA', 'French (Canada)', 'Romance'],
  ['es-ES', 'Spanish', 'Romance'],
  ['it-IT', 'Italian', 'Romance'],
  ['pt-BR', 'Portuguese (Brazil)', 'Romance'],
];
/** ASR language packages: name and its languages. */
export const catalogueAsrPackages: readonly [string, string[]][] = [
  ['English ASR', ['en-US', 'en-UK']],
  ['European ASR', ['de-DE', 'fr-FR', 'es-ES', 'it-IT']],
];
