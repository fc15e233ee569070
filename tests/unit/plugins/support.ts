import type { ContentRef, ValidateContext } from '@shared/plugin-api';
import { lookupFrom, validateNodeConfig } from '@shared/plugin-api';
import { registry } from '@plugins/registry';

/** A context in which only the given content exists (every model checked). */
export function ctxWith(found: ContentRef[] = [], extra: Partial<ValidateContext> = {}): ValidateContext {
  return {
    taskType: 'voice',
    features: [],
    exists: lookupFrom(found, ['prompt', 'variable', 'task', 'node', 'file', 'datastore']),
    ...extra,
  };
}

/** validate() after the schema, with the config filled in from the defaults. */
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
