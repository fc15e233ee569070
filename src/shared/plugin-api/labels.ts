import { limits, type Locale } from '../limits';
import type { NodeLabels, NodeRegistry } from './types';

export type { NodeLabels, NodeTexts } from './types';

/**
 * A node type's texts in every locale of the studio, kept in its folder (definition.ts `label`). At registry
 * load they are merged into the `flow` namespace as `nodes.<type>.label`, so the palette, the canvas and the
 * editor find them through i18n like every other text, and the central locale files carry none.
 */
export type LocalizedText = Readonly<Record<Locale, string>>;

/** The i18n key of a type's label in the `flow` namespace. */
export const nodeLabelKey = (type: string) => `nodes.${type}.label`;

/** The `nodes` table of the `flow` namespace for a locale: every registered type's label. */
export function nodeLabelTable(registry: NodeRegistry, locale: Locale): Record<string, { label: string }> {
  return Object.fromEntries(registry.all.map((def) => [def.type, { label: def.labels[locale] ?? def.labels.en }]));
}

type Table = Record<string, unknown>;
const textIn = (labels: NodeLabels, locale: Locale) => labels[locale] ?? labels.en;

/** What the node types add to the `flow` namespace of a locale: their labels, and the texts of their own settings. */
export function nodeTextTables(registry: NodeRegistry, locale: Locale): { nodes: Table; fields: Table; values: Record<string, Table> } {
  const fields: Table = {};
  const values: Record<string, Table> = {};
  for (const def of registry.all) {
    for (const [key, labels] of Object.entries(def.texts.fields ?? {})) fields[key] ??= textIn(labels, locale);
    for (const [key, byValue] of Object.entries(def.texts.values ?? {})) {
      for (const [value, labels] of Object.entries(byValue)) (values[key] ??= {})[value] ??= textIn(labels, locale);
    }
  }
  return { nodes: nodeLabelTable(registry, locale), fields, values };
}

/**
 * A locale's translations with the node types' texts merged into `flow` (what GET /api/lang answers): the labels
 * under `nodes`, and settings' texts the central tables do not word (theirs win).
 */
export function withNodeLabels<T extends Record<string, unknown>>(translations: T, registry: NodeRegistry, locale: string): T {
  if (!(limits.locales as readonly string[]).includes(locale)) return translations;
  const flow = (translations.flow ?? {}) as Record<string, unknown>;
  const own = nodeTextTables(registry, locale as Locale);
  const central = { fields: (flow.fields ?? {}) as Table, values: (flow.values ?? {}) as Record<string, Table> };
  const values: Record<string, Table> = { ...central.values };
  for (const [key, byValue] of Object.entries(own.values)) values[key] = { ...byValue, ...central.values[key] };
  return { ...translations, flow: { ...flow, nodes: own.nodes, fields: { ...own.fields, ...central.fields }, values } };
}
