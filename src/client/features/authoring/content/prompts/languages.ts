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
