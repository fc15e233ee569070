import type { TFunction } from 'i18next';

/**
 * A stored choice in words ('ac' → "Account", 'whats_new' → "What's new"): from the column's or field's `words`
 * key, else from its label's `options` ('roles.fields.scope' → 'roles.options.scope.ac'); as stored where no locale names it.
 */
export function choiceWords(t: TFunction, of: { label: string; words?: string }, value: unknown) {
  const base = of.words ?? of.label.replace(/(^|\.)fields\./, '$1options.');
  return t(`${base}.${String(value)}`, { defaultValue: String(value) });
}
