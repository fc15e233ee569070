import { compileRegex, firstMatch } from '@shared/expr';
import { extractEmail, extractLetterFixed, extractLetterMinMax, extractNumberFixed, extractNumberMinMax } from '@shared/expr/text';
import { z } from 'zod';
import {
  between,
  checkKeyedEntries,
  checkRef,
  checkRequiredText,
  checkTextVariables,
  contentId,
  defineNode,
  entryKey,
  error,
  keyedBranches,
  textWithVariables,
  type Diagnostic,
  branch,
  OTHERWISE,
} from '@shared/plugin-api';

/** 'keywords' matches listed words; the others are the only expression operations the spec allows here (§5). */
export const keywordMatches = [
  'keywords',
  'extract_email',
  'extract_number_fixed',
  'extract_number_min_max',
  'extract_letter_fixed',
  'extract_letter_min_max',
  'regex',
  'matches_regex',
] as const;
type Match = (typeof keywordMatches)[number];

/** A pattern as /body/flags with the spec's regex flags; the default is '//im' (§5). */
const patternForm = /^\/(.+)\/([imxsuUAJD]*)$/s;
export const defaultPattern = '//im';

const keyword = z.object({
  key: entryKey(),
  label: z.string().trim().max(120),
  match: z.enum(keywordMatches).default('keywords'),
  /** keywords: words or phrases separated by commas. */
  keyword_text: z.string().max(2000).default(''),
  /** regex, matches_regex. */
  pattern: z.string().max(1000).default(defaultPattern),
  /** extract_*_fixed: exact length; the defaults are the spec's 5. */
  length: between(1, 50, 5),
  min_length: between(1, 50, 1),
  max_length: between(1, 50, 5),
  /** Receives what was found or extracted (optional). */
  store_variable_id: contentId('variable'),
});
type Keyword = z.output<typeof keyword>;

/** What a keyword entry finds in the text ('' or null when nothing). */
function found(k: Keyword, text: string, caseSensitive: boolean): string | null {
  switch (k.match) {
    case 'keywords': {
      const norm = (t: string) => (caseSensitive ? t : t.toLowerCase());
      return (
        k.keyword_text
          .split(',')
          .map((w) => w.trim())
          .find((w) => w !== '' && norm(text).includes(norm(w))) ?? null
      );
    }
    case 'extract_email':
      return extractEmail(text);
    case 'extract_number_fixed':
      return extractNumberFixed(text, k.length);
    case 'extract_number_min_max':
      return extractNumberMinMax(text, k.min_length, k.max_length);
    case 'extract_letter_fixed':
      return extractLetterFixed(text, k.length);
    case 'extract_letter_min_max':
      return extractLetterMinMax(text, k.min_length, k.max_length);
    case 'regex':
    case 'matches_regex': {
      const compiled = compileRegex(k.pattern);
      if (!compiled.ok) throw new Error(compiled.message);
      return firstMatch(compiled, text);
    }
  }
}

function checkKeyword(k: Keyword, at: string): Diagnostic[] {
  const m: Match = k.match;
  if (m === 'keywords')
    return k.keyword_text.split(',').some((w) => w.trim() !== '') ? [] : [error(`${at}.keyword_text`, 'Enter at least one keyword.')];
  if (m === 'regex' || m === 'matches_regex') {
    if (!patternForm.test(k.pattern))
      return [error(`${at}.pattern`, 'Write the pattern as /pattern/flags with flags from i, m, x, s, u, U, A, J, D.')];
    const compiled = compileRegex(k.pattern);
    return compiled.ok ? [] : [error(`${at}.pattern`, compiled.message)];
  }
  if (m.endsWith('_min_max') && k.min_length > k.max_length)
    return [error(`${at}.max_length`, 'The maximum length must not be less than the minimum length.')];
  return [];
}

/** Looks for keywords or patterns in a text (what the customer said or wrote): one branch per entry, first match wins, else Otherwise. */
export default defineNode({
  type: 'keyword_finder',
  category: 'multiple_child',
  group: 'Data',
  label: {
    en: 'Keyword finder',
    de: 'Stichwortsuche',
    fr: 'Recherche de mots-clés',
    'fr-CA': 'Recherche de mots-clés',
    es: 'Buscador de palabras clave',
    it: 'Ricerca di parole chiave',
    'pt-BR': 'Localizador de palavras-chave',
  },
  icon: 'search-text',
  keywords: ['keyword', 'find', 'match', 'regex', 'extract', 'email', 'number', 'text'],
  /** Keyword finder: the text searched, and one branch per keyword. */
  editor: {
    sections: [
      { title: 'input', keys: ['input_text', 'case_sensitive'] },
      { title: 'branches', keys: ['keywords'] },
    ],
  },
  config: z.object({
    /** The text searched, usually a variable ({{id}}). */
    input_text: textWithVariables(4000),
    case_sensitive: z.boolean().default(false),
    keywords: z
      .array(keyword)
      .max(50)
      .default([
        {
          key: 'keyword_1',
          label: 'Keyword 1',
          match: 'keywords',
          keyword_text: '',
          pattern: defaultPattern,
          length: 5,
          min_length: 1,
          max_length: 5,
          store_variable_id: null,
        },
      ]),
  }),
  validate: (config, ctx) => [
    ...checkRequiredText(config.input_text, 'input_text', 'Input text'),
    ...checkTextVariables(ctx, config.input_text, 'input_text'),
    ...checkKeyedEntries(config.keywords, 'keywords', 'Keyword'),
    ...config.keywords.flatMap((k, i) => [
      ...checkKeyword(k, `keywords.${i}`),
      ...checkRef(ctx, 'variable', k.store_variable_id, `keywords.${i}.store_variable_id`, 'Variable', false),
    ]),
  ],
  branches: (config) => keyedBranches(config.keywords),
  async run(config, ctx) {
    const text = ctx.fill(config.input_text);
    for (const k of config.keywords) {
      await ctx.pace();
      const hit = found(k, text, config.case_sensitive);
      if (hit === null || hit === '') continue;
      if (k.store_variable_id !== null) ctx.set(k.store_variable_id, hit);
      return branch(k.key);
    }
    return branch(OTHERWISE.key);
  },
});
