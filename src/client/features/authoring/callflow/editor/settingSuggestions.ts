import type { FormTypeWithColumns } from '@shared/api/content-forms';

/** A value a text setting suggests, and what the suggestion shows beside it. */
export interface SuggestedValue {
  value: string;
  label: string;
}

/** Where a form field is saved: its label, the datastore column and the datastore's name. */
export interface SavedField {
  label: string;
  column: string;
  datastore: string;
}

/**
 * The suggestions of a mapping's source for the chosen form type (GET /form/get-form-types-with-datastore-columns):
 * each field by its name — the name the submitted answers are keyed by —, shown with its label and, when the form saves
 * it into its datastore, that column (`savedIn` words it). None without a form type, or for one that is not listed
 * (disabled or deleted).
 */
export function formFieldSuggestions(form: FormTypeWithColumns | undefined, savedIn: (field: SavedField) => string): SuggestedValue[] {
  if (!form) return [];
  const store = form.data_store;
  const columns = new Set(store?.columns.map((c) => c.col_name) ?? []);
  return form.fields.map((field) => {
    const column = form.field_mapping[field.name];
    return {
      value: field.name,
      label: store && column && columns.has(column) ? savedIn({ label: field.label, column, datastore: store.display_name }) : field.label,
    };
  });
}
