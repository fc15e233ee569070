import { limits, type Locale } from '../limits';
import type { NodeRegistry } from './types';

/**
 * A node type's texts in every locale of the studio, kept in its folder (definition.ts `label`). At registry
 * load they are merged into the `flow` namespace as `nodes.<type>.label`, so the palette, the canvas and the
 * editor find them through i18n like every other text, and the central locale files carry none.
 */
export type LocalizedText = Readonly<Record<Locale, string>>;

/** What a definition gives: English always (the fallback), and every other locale (the contract test asks for all). */
export type NodeLabels = Readonly<{ en: string } & Partial<Record<Locale, string>>>;

/** The i18n key of a type's label in the `flow` namespace. */
export const nodeLabelKey = (type: string) => `nodes.${type}.label`;

/** The `nodes` table of the `flow` namespace for a locale: every registered type's label. */
export function nodeLabelTable(registry: NodeRegistry, locale: Locale): Record<string, { label: string }> {
  return Object.fromEntries(registry.all.map((def) => [def.type, { label: def.labels[locale] ?? def.labels.en }]));
}

/** A locale's translations with the node types' labels merged into `flow` (what GET /api/lang answers). */
export function withNodeLabels<T extends Record<string, unknown>>(translations: T, registry: NodeRegistry, locale: string): T {
  if (!(limits.locales as readonly string[]).includes(locale)) return translations;
  const flow = (translations.flow ?? {}) as Record<string, unknown>;
  return { ...translations, flow: { ...flow, nodes: nodeLabelTable(registry, locale as Locale) } };
}
