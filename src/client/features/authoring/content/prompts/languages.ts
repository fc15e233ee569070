/** Languages a prompt text can be written in (language codes of the prompt texts). */
export const promptLanguages = [
  'en-US',
  'en-GB',
  'en-AU',
  'es-US',
  'es-ES',
  'fr-CA',
  'fr-FR',
  'de-DE',
  'it-IT',
  'pt-BR',
  'nl-NL',
  'ja-JP',
] as const;

export const defaultPromptLanguage = 'en-US';

/** The language name in the user's language ('en-US' → 'English (United States)'). */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The language a new prompt starts in: the account's speech language (its speech-language profile's, marked by
 * GET /prompt/languages) when the plan offers it; else English (US) when offered; else the plan's first language.
 * Without the plan's list (still loading, or no single account): English (US).
 */
export function newPromptLanguage(offered?: readonly { language_id: string; speech_default?: boolean }[]): string {
  if (!offered?.length) return defaultPromptLanguage;
  const speech = offered.find((l) => l.speech_default);
  if (speech) return speech.language_id;
  return offered.some((l) => l.language_id === defaultPromptLanguage) ? defaultPromptLanguage : offered[0].language_id;
}
