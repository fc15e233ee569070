import { secureMask } from '@shared/api/content';
import { engineSettings, openFormEngines, secretSettings, type OpenFormEngine, type OpenFormType } from '@shared/api/content-forms';
import { openFormTypeFields } from '@shared/entities/content/openformtypes';
import { fieldLimit } from '@shared/entities/fields';
import type { Problem } from '../formtypes/rules';

/**
 * Open Forms in the editor (spec 2 §3): a name, an engine, a language and the engine's settings,
 * checked with the server's own schemas (src/shared/api/content-forms.ts). Secrets read as the mask;
 * the mask sent back keeps the stored secret. Pure: the editor and the tests use it.
 */
export { openFormEngines, secureMask };
export type { OpenFormEngine };

export type SettingKind = 'text' | 'url' | 'secret' | 'model' | 'multiline';
export interface SettingField {
  key: string;
  kind: SettingKind;
  optional: boolean;
}

const urlKeys = new Set(['service_url', 'endpoint']);
/** The settings an engine takes, in the server schema's order, with how each is edited. */
export function settingFields(engine: OpenFormEngine): SettingField[] {
  const shape = engineSettings[engine].shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
  return Object.keys(shape).map((key) => ({
    key,
    kind: secretSettings[engine].includes(key)
      ? 'secret'
      : key === 'model'
        ? 'model'
        : key === 'instructions'
          ? 'multiline'
          : urlKeys.has(key)
            ? 'url'
            : 'text',
    optional: shape[key].safeParse(undefined).success,
  }));
}

export interface OpenFormDraft {
  /** The saved item (null while creating): previews of a saved form use its stored secrets. */
  id: number | null;
  /** The engine the saved form has: its stored secrets serve previews only with that engine. */
  saved_engine: OpenFormEngine | null;
  is_system: boolean;
  oft_name: string;
  description: string;
  engine: OpenFormEngine;
  language: string;
  /** Per engine, so switching back and forth keeps what was typed. */
  settings: Partial<Record<OpenFormEngine, Record<string, string>>>;
}

export const emptyOpenForm = (engine: OpenFormEngine = 'dialogflow'): OpenFormDraft => ({
  id: null,
  saved_engine: null,
  is_system: false,
  oft_name: '',
  description: '',
  engine,
  language: 'en-US',
  settings: { openai: { model: 'gpt-3.5-turbo' } },
});

export function openFormDraft(
  item: Pick<OpenFormType, 'open_form_type_id' | 'is_system' | 'oft_name' | 'description' | 'engine' | 'language' | 'settings'>,
): OpenFormDraft {
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(item.settings)) if (v !== null && v !== undefined) values[k] = String(v);
  return {
    ...emptyOpenForm(item.engine),
    id: item.open_form_type_id,
    saved_engine: item.engine,
    is_system: item.is_system === 1,
    oft_name: item.oft_name,
    description: item.description ?? '',
    language: item.language,
    settings: { [item.engine]: values },
  };
}

/** The chosen engine's settings as sent: trimmed (secrets and instructions as typed), empty optional ones left out. */
export function engineValues(draft: OpenFormDraft): Record<string, string> {
  const given = draft.settings[draft.engine] ?? {};
  const out: Record<string, string> = {};
  for (const f of settingFields(draft.engine)) {
    const raw = given[f.key] ?? '';
    const value = f.kind === 'secret' || f.kind === 'multiline' ? raw : raw.trim();
    if (value.trim() === '' && f.optional) continue;
    out[f.key] = value;
  }
  return out;
}

/** Each setting's problem, by key, in the server's terms. */
export function settingErrors(draft: OpenFormDraft): Record<string, Problem> {
  const parsed = engineSettings[draft.engine].safeParse(engineValues(draft));
  const errors: Record<string, Problem> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (errors[key]) continue;
    const value = engineValues(draft)[key];
    if (value === undefined || value.trim() === '') errors[key] = { key: 'forms.errors.required' };
    else if (issue.code === 'too_big')
      errors[key] = { key: 'forms.errors.tooLong', values: { max: Number((issue as { maximum?: number | bigint }).maximum) } };
    else if (urlKeys.has(key)) errors[key] = { key: 'openForms.errors.url' };
    else if (key === 'region') errors[key] = { key: 'openForms.errors.region' };
    else if (key === 'model') errors[key] = { key: 'openForms.errors.model' };
    else errors[key] = { key: 'openForms.errors.invalid' };
  }
  return errors;
}

export interface OpenFormErrors {
  oft_name?: Problem;
  description?: Problem;
  settings: Record<string, Problem>;
}

export function openFormErrors(draft: OpenFormDraft): OpenFormErrors {
  const errors: OpenFormErrors = { settings: settingErrors(draft) };
  const name = draft.oft_name.trim();
  if (!name) errors.oft_name = { key: 'forms.errors.required' };
  else if (name.length > fieldLimit(openFormTypeFields, 'oft_name'))
    errors.oft_name = { key: 'forms.errors.tooLong', values: { max: fieldLimit(openFormTypeFields, 'oft_name') } };
  if (draft.description.trim().length > fieldLimit(openFormTypeFields, 'description'))
    errors.description = { key: 'forms.errors.tooLong', values: { max: fieldLimit(openFormTypeFields, 'description') } };
  return errors;
}

/** The first problem with where it is, as the save notice shows it. */
export function firstOpenFormProblem(draft: OpenFormDraft): Problem | null {
  const errors = openFormErrors(draft);
  if (errors.oft_name)
    return { key: 'forms.errors.in', values: { where: 'fields.name', ...errors.oft_name.values, problem: errors.oft_name.key } };
  if (errors.description)
    return {
      key: 'forms.errors.in',
      values: { where: 'forms.description', ...errors.description.values, problem: errors.description.key },
    };
  const first = settingFields(draft.engine).find((f) => errors.settings[f.key]);
  if (first) {
    const p = errors.settings[first.key];
    return { key: 'forms.errors.in', values: { where: `openForms.settings.${first.key}`, ...p.values, problem: p.key } };
  }
  return null;
}

export function openFormBody(draft: OpenFormDraft) {
  return {
    oft_name: draft.oft_name.trim(),
    description: draft.description.trim() || null,
    engine: draft.engine,
    language: draft.language,
    settings: engineValues(draft),
  };
}

/**
 * A preview's request: the settings in the form, and — for a saved form still on its engine — its id,
 * so a secret left as the mask is the stored one.
 */
export function previewRequest(draft: OpenFormDraft, text: string) {
  const stored = draft.id !== null && draft.engine === draft.saved_engine;
  return { ...(stored && { open_form_type_id: draft.id! }), language: draft.language, settings: engineValues(draft), text: text.trim() };
}

/** A system form may be changed by system users only (spec 2 §6). */
export const systemReadOnly = (draft: Pick<OpenFormDraft, 'is_system'>, systemUser: boolean) => draft.is_system && !systemUser;

/** Another engine: what was typed for each engine stays; an OpenAI form starts on the first model. */
export function withEngine(draft: OpenFormDraft, engine: OpenFormEngine, firstModel = 'gpt-3.5-turbo'): OpenFormDraft {
  const current = draft.settings[engine] ?? {};
  const settings =
    engine === 'openai' && !current.model ? { ...draft.settings, openai: { ...current, model: firstModel } } : draft.settings;
  return { ...draft, engine, settings };
}

/** How a failed preview reads: the server's message under a title for its kind (503: no engine service, 502: the engine failed). */
export function previewFailureTitle(status: number): string {
  if (status === 503) return 'openForms.preview.unavailable';
  if (status === 502) return 'openForms.preview.engineFailed';
  if (status === 422 || status === 400) return 'openForms.preview.refused';
  return 'openForms.preview.failed';
}
