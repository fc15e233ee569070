import type { InitOptions } from 'i18next';

/**
 * The spec's translations use `:name` placeholders. i18next treats an empty suffix as '}}', so the
 * placeholder is described with escaped patterns instead (the plain prefix and suffix are emptied so
 * that i18next's '{{' '}}' defaults do not win): a colon followed by a name, ending where the name
 * ends. A colon that is not followed by a letter (times, "Note: …", URLs) stays text.
 */
export const colonInterpolation: NonNullable<InitOptions['interpolation']> = {
  prefix: '',
  suffix: '',
  prefixEscaped: ':(?=[A-Za-z_])',
  suffixEscaped: '(?![A-Za-z0-9_])',
  // React escapes what it renders; escaping here would double-escape.
  escapeValue: false,
  // A placeholder without a value stays visible instead of vanishing.
  skipOnVariables: true,
};
