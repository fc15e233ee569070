import { dynamicFieldTypes, type DynamicFormType } from '@shared/api/content-forms';
import { dynamicFormTypeFields } from '@shared/entities/content/dynamicformtypes';
import { fieldLimit } from '@shared/entities/fields';
import { fieldNameProblem, moveItem, type Problem } from '../formtypes/rules';

/**
 * Dynamic Forms in the editor (spec 2 §3): a name, a description and a form definition of sections,
 * each with typed fields (select and radio with options). The limits and rules are the server's
 * (the declared ones, dynamicFormTypeFields, which the server's schemas read too). Pure: the editor and the tests use it.
 */
export { dynamicFieldTypes, moveItem };
export type DynamicFieldType = (typeof dynamicFieldTypes)[number];
export const withOptions = (type: DynamicFieldType) => type === 'select' || type === 'radio';
/** A limit of the definition's parts, as declared (dynamicFormTypeFields). */
const partLimit = (part: string) => fieldLimit(dynamicFormTypeFields, 'definition', part);

export interface OptionDraft {
  key: number;
  label: string;
  value: string;
}
export interface DynamicFieldDraft {
  key: number;
  name: string;
  label: string;
  type: DynamicFieldType;
  required: boolean;
  placeholder: string;
  help_text: string;
  options: OptionDraft[];
}
export interface SectionDraft {
  key: number;
  title: string;
  description: string;
  fields: DynamicFieldDraft[];
}
export interface DynamicFormDraft {
  id: number | null;
  is_system: boolean;
  name: string;
  description: string;
  sections: SectionDraft[];
}

let nextKey = 1;
export const newOption = (patch: Partial<OptionDraft> = {}): OptionDraft => ({ key: nextKey++, label: '', value: '', ...patch });
export const newDynamicField = (patch: Partial<DynamicFieldDraft> = {}): DynamicFieldDraft => ({
  key: nextKey++,
  name: '',
  label: '',
  type: 'text',
  required: false,
  placeholder: '',
  help_text: '',
  options: [],
  ...patch,
});
export const newSection = (patch: Partial<SectionDraft> = {}): SectionDraft => ({
  key: nextKey++,
  title: '',
  description: '',
  fields: [newDynamicField()],
  ...patch,
});

export const emptyDynamicForm = (): DynamicFormDraft => ({
  id: null,
  is_system: false,
  name: '',
  description: '',
  sections: [newSection()],
});

interface StoredField {
  name?: string;
  label?: string;
  type?: DynamicFieldType;
  required?: boolean;
  placeholder?: string;
  help_text?: string;
  options?: { label: string; value: string }[];
}
interface StoredDefinition {
  sections?: { title?: string; description?: string; fields?: StoredField[] }[];
}

export function dynamicFormDraft(
  item: Pick<DynamicFormType, 'dynamic_form_type_id' | 'is_system' | 'name' | 'description' | 'definition'>,
): DynamicFormDraft {
  const definition = (item.definition ?? {}) as StoredDefinition;
  return {
    id: item.dynamic_form_type_id,
    is_system: item.is_system === 1,
    name: item.name,
    description: item.description ?? '',
    sections: (definition.sections ?? []).map((s) =>
      newSection({
        title: s.title ?? '',
        description: s.description ?? '',
        fields: (s.fields ?? []).map((f) =>
          newDynamicField({
            name: f.name ?? '',
            label: f.label ?? '',
            type: dynamicFieldTypes.includes(f.type as DynamicFieldType) ? (f.type as DynamicFieldType) : 'text',
            required: f.required === true,
            placeholder: f.placeholder ?? '',
            help_text: f.help_text ?? '',
            options: (f.options ?? []).map((o) => newOption({ label: o.label, value: o.value })),
          }),
        ),
      }),
    ),
  };
}

/** A field of another type: options kept only where the type has them (one empty option to start). */
export function withFieldType(field: DynamicFieldDraft, type: DynamicFieldType): DynamicFieldDraft {
  if (!withOptions(type)) return { ...field, type, options: [] };
  return { ...field, type, options: field.options.length ? field.options : [newOption()] };
}

export interface FieldErrors {
  name?: Problem;
  label?: Problem;
  placeholder?: Problem;
  help_text?: Problem;
  options?: Problem;
  /** By option key. */
  option: Record<number, { label?: Problem; value?: Problem }>;
}
export interface DynamicFormErrors {
  name?: Problem;
  description?: Problem;
  sections?: Problem;
  /** By section key. */
  section: Record<number, { title?: Problem; description?: Problem; fields?: Problem }>;
  /** By field key. */
  field: Record<number, FieldErrors>;
}

const text = (value: string, max: number, required: boolean): Problem | undefined => {
  const v = required ? value.trim() : value;
  if (required && !v) return { key: 'forms.errors.required' };
  if (v.length > max) return { key: 'forms.errors.tooLong', values: { max } };
  return undefined;
};
const compact = <T extends object>(o: T): T | undefined =>
  Object.values(o).some((v) => v !== undefined && (typeof v !== 'object' || Object.keys(v).length)) ? o : undefined;

export function dynamicFormErrors(draft: DynamicFormDraft): DynamicFormErrors {
  const errors: DynamicFormErrors = { section: {}, field: {} };
  errors.name = text(draft.name, fieldLimit(dynamicFormTypeFields, 'name'), true);
  errors.description = text(draft.description.trim(), fieldLimit(dynamicFormTypeFields, 'description'), false);
  if (draft.sections.length === 0) errors.sections = { key: 'dynamicForms.errors.noSections' };
  else if (draft.sections.length > fieldLimit(dynamicFormTypeFields, 'definition'))
    errors.sections = { key: 'forms.errors.tooMany', values: { max: fieldLimit(dynamicFormTypeFields, 'definition') } };
  // Field names differ across the whole form.
  const seen = new Set<string>();
  for (const s of draft.sections) {
    const fields =
      s.fields.length === 0
        ? { key: 'dynamicForms.errors.noFields' }
        : s.fields.length > partLimit('fields')
          ? { key: 'forms.errors.tooMany', values: { max: partLimit('fields') } }
          : undefined;
    const own = compact({
      title: text(s.title, partLimit('title'), true),
      description: text(s.description, partLimit('description'), false),
      fields,
    });
    if (own) errors.section[s.key] = own;
    for (const f of s.fields) {
      const e: FieldErrors = { option: {} };
      e.name = fieldNameProblem(f.name, seen);
      seen.add(f.name.trim().toLowerCase());
      e.label = text(f.label, partLimit('label'), true);
      e.placeholder = text(f.placeholder, partLimit('placeholder'), false);
      e.help_text = text(f.help_text, partLimit('help_text'), false);
      if (withOptions(f.type) && f.options.length === 0) e.options = { key: 'dynamicForms.errors.needsOption', values: { type: f.type } };
      else if (f.options.length > partLimit('options')) e.options = { key: 'forms.errors.tooMany', values: { max: partLimit('options') } };
      for (const o of f.options) {
        const oe = compact({ label: text(o.label, partLimit('label'), true), value: text(o.value, partLimit('label'), true) });
        if (oe) e.option[o.key] = oe;
      }
      if (compact(e)) errors.field[f.key] = e;
    }
  }
  return errors;
}

/** The first problem with where it is, as the save notice shows it. */
export function firstDynamicFormProblem(draft: DynamicFormDraft, errors: DynamicFormErrors): Problem | null {
  const at = (where: string, p: Problem, values: Record<string, string | number> = {}): Problem => ({
    key: where,
    values: { ...values, ...p.values, problem: p.key },
  });
  if (errors.name) return at('forms.errors.in', errors.name, { where: 'fields.name' });
  if (errors.description) return at('forms.errors.in', errors.description, { where: 'forms.description' });
  if (errors.sections) return errors.sections;
  for (const [i, s] of draft.sections.entries()) {
    const se = errors.section[s.key];
    const sp = se?.title ?? se?.description ?? se?.fields;
    if (sp) return at('dynamicForms.errors.inSection', sp, { section: i + 1 });
    for (const [j, f] of s.fields.entries()) {
      const fe = errors.field[f.key];
      if (!fe) continue;
      const option = Object.values(fe.option)[0];
      const fp = fe.name ?? fe.label ?? fe.placeholder ?? fe.help_text ?? fe.options ?? option?.label ?? option?.value;
      if (fp) return at('dynamicForms.errors.inField', fp, { section: i + 1, field: j + 1 });
    }
  }
  return null;
}

export function dynamicFormBody(draft: DynamicFormDraft) {
  return {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    definition: {
      sections: draft.sections.map((s) => ({
        title: s.title.trim(),
        ...(s.description.trim() && { description: s.description.trim() }),
        fields: s.fields.map((f) => ({
          name: f.name.trim(),
          label: f.label.trim(),
          type: f.type,
          required: f.required,
          ...(f.placeholder.trim() && { placeholder: f.placeholder.trim() }),
          ...(f.help_text.trim() && { help_text: f.help_text.trim() }),
          ...(withOptions(f.type) && { options: f.options.map((o) => ({ label: o.label.trim(), value: o.value.trim() })) }),
        })),
      })),
    },
  };
}
