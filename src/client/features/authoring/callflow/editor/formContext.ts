import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { Diagnostic } from '@shared/plugin-api';
import { humanize } from './schemaFields';
import type { RefOptions } from './useRefOptions';

export interface ConfigFormState {
  config: Record<string, unknown>;
  set(path: readonly (string | number)[], value: unknown): void;
  /** Diagnostics by drawn path, already filtered to those the user should see now. */
  shown: Map<string, Diagnostic[]>;
  /** A field was edited: its diagnostics show from now on. */
  touch(path: string): void;
  /** Fields (rows as '*') that validate() requires even though the schema lets them be empty. */
  required: ReadonlySet<string>;
  readOnly: boolean;
  refs: RefOptions;
  t: TFunction<'flow'>;
}

export const ConfigFormContext = createContext<ConfigFormState | null>(null);

export function useConfigForm(): ConfigFormState {
  const state = useContext(ConfigFormContext);
  if (!state) throw new Error('useConfigForm outside ConfigForm');
  return state;
}

/** A field's label: the locale's text for its key, else the key in words. */
export const fieldLabel = (t: TFunction<'flow'>, key: string) => t(`fields.${key}`, { defaultValue: humanize(key) });

/** An option of an enum field: the locale's text, else the value itself in words. */
export const optionLabel = (t: TFunction<'flow'>, key: string, value: string) =>
  t(`values.${key}.${value}`, { defaultValue: /^[a-z_]+$/.test(value) ? humanize(value) : value });

/** The worst severity among diagnostics, as a Blueprint intent. */
export function intentOf(list: readonly Diagnostic[] | undefined) {
  if (!list?.length) return undefined;
  return list.some((d) => d.severity === 'error') ? ('danger' as const) : ('warning' as const);
}
