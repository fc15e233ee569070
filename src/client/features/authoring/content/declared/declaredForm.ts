import { formFieldsOf, type FieldList, type FieldValue, type FormFieldOf } from '@shared/entities/fields';

/**
 * The declared fields of a content type's generic form (fields.ts: a field with `form`): a new item's values, an
 * item's values as the draft holds them, the body's values and the form's refusals, all from the declaration. The
 * tab's own editor shows its other fields; these are shown beneath it (DeclaredFields.tsx).
 */
export type DeclaredValues = Record<string, FieldValue>;

export const declaredFormFields = (fields: FieldList | undefined): FormFieldOf[] => formFieldsOf(fields);

/** A new item's values of the declared form fields. */
export const emptyDeclared = (form: readonly FormFieldOf[]): DeclaredValues => Object.fromEntries(form.map((f) => [f.field, f.initial]));

/** An item's values of the declared form fields (a missing one: its new-item value). */
export const declaredOf = (form: readonly FormFieldOf[], item: Record<string, unknown>): DeclaredValues =>
  Object.fromEntries(form.map((f) => [f.field, (item[f.field] as FieldValue | undefined) ?? f.initial]));

/** The body's values of the declared form fields: texts trimmed. */
export const declaredBody = (form: readonly FormFieldOf[], draft: Record<string, unknown>): DeclaredValues =>
  Object.fromEntries(
    form.map((f) => [f.field, typeof draft[f.field] === 'string' ? (draft[f.field] as string).trim() : (draft[f.field] as FieldValue)]),
  );

/** The first declared field the draft breaks (required and empty, or longer than its limit), as an i18n key of the content namespace and its values. */
export function declaredRefusal(
  form: readonly FormFieldOf[],
  draft: Record<string, unknown>,
): { error: string; values: Record<string, string> } | null {
  for (const f of form) {
    const value = draft[f.field];
    const text = typeof value === 'string' ? value.trim() : null;
    if (f.required && (value === null || value === undefined || text === '')) return { error: 'forms.errors.required', values: {} };
    if (text !== null && f.max !== undefined && text.length > f.max)
      return { error: 'forms.errors.tooLong', values: { max: String(f.max) } };
  }
  return null;
}
