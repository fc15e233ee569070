import type { DataType } from '@shared/api/content-more';
import type { FormType } from '@shared/api/content-forms';
import { formTypeFields } from '@shared/entities/content/formtypes';
import { fieldLimit } from '@shared/entities/fields';
import { dataTypes, moveColumn } from '../datastores/rules';

/**
 * Custom Forms in the editor (spec 2 §3): a name, a description, the fields a caller fills in and,
 * optionally, the account's datastore the answers are saved into with a field → column mapping.
 * Pure: the editor and the tests use it. The limits are the declared ones (formTypeFields), which the server's schemas read too.
 */
export { dataTypes, moveColumn as moveItem };

/** A field name: a letter or _ first, then letters, digits or _. */
export const fieldNamePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** An i18n key of the 'content' namespace with its values. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

/** Problem values as the editor's save notice takes them. */
export const stringValues = (values: Record<string, string | number> | undefined) =>
  values && Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));

export interface FieldDraft {
  /** Only for React and the mapping: a field keeps its identity while it is renamed or moved. */
  key: number;
  name: string;
  label: string;
  data_type: DataType;
  required: boolean;
}

export interface FormTypeDraft {
  name: string;
  description: string;
  fields: FieldDraft[];
  data_store_id: number | null;
  /** Field key → datastore column ('' = not saved). */
  mapping: Record<number, string>;
}

let nextKey = 1;
export const newField = (patch: Partial<FieldDraft> = {}): FieldDraft => ({
  key: nextKey++,
  name: '',
  label: '',
  data_type: 'STRING',
  required: false,
  ...patch,
});

export const emptyFormType = (): FormTypeDraft => ({ name: '', description: '', fields: [newField()], data_store_id: null, mapping: {} });

export function formTypeDraft(item: Pick<FormType, 'name' | 'description' | 'fields' | 'data_store_id' | 'field_mapping'>): FormTypeDraft {
  const fields = item.fields.map((f) => newField({ name: f.name, label: f.label, data_type: f.data_type, required: f.required }));
  const mapping: Record<number, string> = {};
  for (const f of fields) {
    const column = item.field_mapping[f.name];
    if (column) mapping[f.key] = column;
  }
  return { name: item.name, description: item.description ?? '', fields, data_store_id: item.data_store_id, mapping };
}

/** Another datastore (or none): the mapping named columns of the old one, so it starts again. */
export const chooseDataStore = (draft: FormTypeDraft, id: number | null): FormTypeDraft =>
  id === draft.data_store_id ? draft : { ...draft, data_store_id: id, mapping: {} };

export interface FormTypeErrors {
  name?: Problem;
  description?: Problem;
  fields?: Problem;
  /** By field key. */
  field: Record<number, { name?: Problem; label?: Problem }>;
  /** By field key. */
  mapping: Record<number, Problem>;
}

const required = (value: string, max: number): Problem | undefined => {
  const v = value.trim();
  if (!v) return { key: 'forms.errors.required' };
  if (v.length > max) return { key: 'forms.errors.tooLong', values: { max } };
  return undefined;
};

/** The problem of a field name, or of one used before it in the list (case-insensitive). */
export function fieldNameProblem(name: string, seen: Set<string>): Problem | undefined {
  const own = required(name, fieldLimit(formTypeFields, 'fields', 'name'));
  if (own) return own;
  const n = name.trim();
  if (!fieldNamePattern.test(n)) return { key: 'forms.errors.fieldNamePattern' };
  if (seen.has(n.toLowerCase())) return { key: 'forms.errors.nameTwice', values: { name: n } };
  return undefined;
}

export function formTypeErrors(draft: FormTypeDraft): FormTypeErrors {
  const errors: FormTypeErrors = { field: {}, mapping: {} };
  errors.name = required(draft.name, fieldLimit(formTypeFields, 'name'));
  if (draft.description.trim().length > fieldLimit(formTypeFields, 'description'))
    errors.description = { key: 'forms.errors.tooLong', values: { max: fieldLimit(formTypeFields, 'description') } };
  if (draft.fields.length === 0) errors.fields = { key: 'formTypes.errors.noFields' };
  else if (draft.fields.length > fieldLimit(formTypeFields, 'fields'))
    errors.fields = { key: 'forms.errors.tooMany', values: { max: fieldLimit(formTypeFields, 'fields') } };
  const seen = new Set<string>();
  for (const f of draft.fields) {
    const name = fieldNameProblem(f.name, seen);
    const label = required(f.label, fieldLimit(formTypeFields, 'fields', 'label'));
    if (name || label) errors.field[f.key] = { ...(name && { name }), ...(label && { label }) };
    seen.add(f.name.trim().toLowerCase());
  }
  if (draft.data_store_id !== null) {
    const used = new Set<string>();
    for (const f of draft.fields) {
      const column = draft.mapping[f.key]?.trim();
      if (!column) continue;
      if (used.has(column.toLowerCase())) errors.mapping[f.key] = { key: 'formTypes.errors.columnTwice', values: { column } };
      used.add(column.toLowerCase());
    }
  }
  return errors;
}

/** The first problem, as toBody reports it: where it is and what it is. */
export function firstFormTypeProblem(draft: FormTypeDraft, errors: FormTypeErrors): Problem | null {
  if (errors.name) return { key: 'forms.errors.in', values: { where: 'fields.name', ...errors.name.values, problem: errors.name.key } };
  if (errors.description)
    return {
      key: 'forms.errors.in',
      values: { where: 'forms.description', ...errors.description.values, problem: errors.description.key },
    };
  if (errors.fields) return errors.fields;
  for (const [i, f] of draft.fields.entries()) {
    const e = errors.field[f.key];
    const problem = e?.name ?? e?.label;
    if (problem) return { key: 'formTypes.errors.inField', values: { index: i + 1, ...problem.values, problem: problem.key } };
    const m = errors.mapping[f.key];
    if (m) return m;
  }
  return null;
}

export function formTypeBody(draft: FormTypeDraft) {
  const fields = draft.fields.map((f) => ({ name: f.name.trim(), label: f.label.trim(), data_type: f.data_type, required: f.required }));
  const field_mapping: Record<string, string> = {};
  if (draft.data_store_id !== null) {
    for (const f of draft.fields) {
      const column = draft.mapping[f.key]?.trim();
      if (column) field_mapping[f.name.trim()] = column;
    }
  }
  return {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    fields,
    data_store_id: draft.data_store_id,
    field_mapping,
  };
}
