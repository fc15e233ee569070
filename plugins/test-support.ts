import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ContentRef, ValidateContext } from '@shared/plugin-api';
import { configFields, type FieldSpec } from '@shared/plugin-api/editor-fields';
import { contentModels, lookupFrom, validateNodeConfig } from '@shared/plugin-api';
import { registry } from '@plugins/registry';

/** References of one model. */
export const refs = (model: ContentRef['model'], ...ids: number[]): ContentRef[] => ids.map((id) => ({ model, id }));

/** A context in which only the given content exists (every model checked). */
export function ctxWith(found: ContentRef[] = [], extra: Partial<ValidateContext> = {}): ValidateContext {
  return {
    taskType: 'voice',
    features: [],
    exists: lookupFrom(found, contentModels),
    ...extra,
  };
}

/** validate() after the schema, with the config filled in from the defaults. */
/** The content the services steps' tests find (integration, send_email, trigger_campaign, visual_form, web_service). */
export const servicesContent = (): ValidateContext =>
  ctxWith([
    ...refs('variable', 7, 8, 9),
    ...refs('javascript_function', 2),
    ...refs('campaign', 6),
    ...refs('form_type', 3),
    ...refs('file', 5),
  ]);

export function diagnose(type: string, config: Record<string, unknown>, ctx = ctxWith()) {
  const def = registry.require(type);
  return validateNodeConfig(def, { ...def.defaults(), ...config }, ctx).diagnostics;
}

export const refsOf = (type: string, config: Record<string, unknown>) => {
  const def = registry.require(type);
  return def.references(def.config.parse({ ...def.defaults(), ...config }));
};

export const branchesOf = (type: string, config: Record<string, unknown>) => {
  const def = registry.require(type);
  return def.branches(def.config.parse({ ...def.defaults(), ...config }));
};

export const locales = ['en', 'de', 'fr', 'fr-CA', 'es', 'it', 'pt-BR'] as const;
const localeCache = new Map<string, Record<string, unknown>>();

/** The 'flow' namespace of a locale, as the client loads it. */
export function flowLocale(locale: string): Record<string, unknown> {
  if (!localeCache.has(locale)) {
    const file = fileURLToPath(new URL(`../src/shared/i18n/locales/${locale}/flow.json`, import.meta.url));
    localeCache.set(locale, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  }
  return localeCache.get(locale)!;
}

/** The messages of the error diagnostics, by path. */
export const errorsOf = (type: string, config: Record<string, unknown>, ctx = ctxWith()) =>
  Object.fromEntries(
    diagnose(type, config, ctx)
      .filter((d) => d.severity === 'error')
      .map((d) => [d.path, d.message]),
  );

/** Every field of a config, nested rows included, as `path: kind`. */
function kinds(fields: readonly FieldSpec[], parent = ''): string[] {
  return fields.flatMap((f) => {
    const path = parent ? `${parent}.${f.key}` : f.key;
    if (f.kind === 'object') return kinds(f.fields, path);
    if (f.kind === 'list')
      return f.item.kind === 'object' ? [`${path}: list`, ...kinds(f.item.fields, `${path}.*`)] : [`${path}: list of ${f.item.kind}`];
    return [`${path}: ${f.kind}`];
  });
}
/** The fields of a type's settings, as `path: kind`. */
export const fieldsOf = (type: string) => kinds(configFields(registry.require(type).config));

/** The AST of an expression text (the expression tests' own helper). */
export { ast } from '../tests/unit/expr/support';
