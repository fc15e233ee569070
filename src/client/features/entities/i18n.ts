import type { EntityMeta } from '@shared/entities/define';
import english from '@shared/i18n/locales/en/entities.json';
import { addEnglish } from '@client/i18n/addEnglish';

// The administration screens' English travels with their chunk; the shell has only the palette's words.
addEnglish('entities', english);

/**
 * An entity's name inside a sentence ('Create service provider', 'Search accounts'): each locale says it in the
 * form its grammar wants (German keeps its capitals), from `<entity>.oneInSentence` / `.manyInSentence`.
 * An entity without those keys yet falls back to its label.
 */
export function entityInSentence(
  t: (key: string, values?: Record<string, unknown>) => string,
  d: EntityMeta,
): { one: string; many: string } {
  const key = (label: string, form: string) => label.replace(/\.(one|many)$/, `.${form}`);
  return {
    one: t(key(d.label, 'oneInSentence'), { defaultValue: t(d.label) }),
    many: t(key(d.plural, 'manyInSentence'), { defaultValue: t(d.plural) }),
  };
}
