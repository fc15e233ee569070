import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { Diagnostic } from '@shared/plugin-api';
import { humanize } from '@shared/plugin-api/editor-fields';
import type { ConfigForm } from '@plugins/kit';
import type { RefOptions } from './useRefOptions';

/** The editor panel's form: the kit's form (what plugin editors read) and the content lists of the pickers. */
export interface ConfigFormState extends ConfigForm {
  refs: RefOptions;
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
