import type { EntityColumn, EntityField } from './define';
import { fieldsWith, type FieldDecl, type FieldList } from './fields';

/**
 * An administration entity's screen from its declared fields (fields.ts, docs/entities.md "Fields: each declared
 * once"): the list's columns (`listed`), the search (`searchable`) and the form (`form`), each in declared order.
 * What is not a field of the entity's own table — a provider's or an account's name, a state the server derives, a
 * row of another list chosen in the form — is given beside them, explicitly. Plain data: read by the `*.screen.ts`
 * parts (the lazy screens and the server), never by a shell part.
 */

/** A list column that is not a declared field, placed after the declared column it names (else at the end). */
export type ColumnBeside = EntityColumn & { after?: string };

/** The list's columns: the listed fields with their headers, widths and kinds, and the columns beside them. */
export function listColumnsOf(fields: FieldList, beside: readonly ColumnBeside[] = []): EntityColumn[] {
  const declared: EntityColumn[] = Object.entries(fields).flatMap(([field, f]) => {
    if (!f.listed) return [];
    const { label, width, kind, words } = f.listed;
    return [{ field, label, ...(width === undefined ? {} : { width }), ...(kind ? { kind } : {}), ...(words ? { words } : {}) }];
  });
  const columns = [...declared];
  for (const { after, ...column } of beside) {
    const at = after === undefined ? -1 : columns.findIndex((c) => c.field === after);
    if (after !== undefined && at < 0) throw new Error(`Column ${column.field}: ${after} is not a listed field`);
    columns.splice(at < 0 ? columns.length : at + 1, 0, column);
  }
  return columns;
}

/** The fields the list's search looks in: the searchable ones, in declared order. */
export const searchedFieldsOf = (fields: FieldList): string[] => fieldsWith(fields, 'searchable');

/** A form field's kind: the declared one, else the type's (a secret, several lines, a number, a checkbox, a choice); text otherwise. */
function kindOf(f: FieldDecl): EntityField['kind'] {
  if (f.form?.kind) return f.form.kind;
  if (f.secret) return 'secret';
  if (f.form?.multiline) return 'paragraph';
  return ({ integer: 'number', flag: 'flag', choice: 'select' } as const)[f.type as 'integer' | 'flag' | 'choice'];
}

/** A new item's starting value: the form's own, else the field's default (the form holds text). */
function initialOf(f: FieldDecl): string | undefined {
  if (f.form?.initial !== undefined) return f.form.initial;
  return typeof f.default === 'string' || typeof f.default === 'number' ? String(f.default) : undefined;
}

/** A form field that is not a declared one (a provider, a row of another list): first, or after the declared field it names. */
export type FormFieldBeside = EntityField & { after?: string };

/**
 * The form's fields: those given beside them first (a provider; a row of another list, or placed `after` a declared
 * field), then the declared form fields with their kind, options, limits and starting value; optional (may be left
 * empty) unless the field is required, has a default or is a checkbox.
 */
export function formFieldsFrom(fields: FieldList, beside: readonly FormFieldBeside[] = []): EntityField[] {
  const declared = Object.entries(fields).flatMap(([field, f]): EntityField[] => {
    // A json field's structure is the type's own editor's, unless the form shows it as its JSON text (form.kind).
    if (!f.form || (f.type === 'json' && !f.form.kind)) return [];
    const kind = kindOf(f);
    const initial = initialOf(f);
    return [
      {
        field,
        label: f.form.label,
        ...(kind && kind !== 'text' ? { kind } : {}),
        ...(initial === undefined ? {} : { initial }),
        ...(f.options ? { options: f.options } : {}),
        ...(f.required || f.default !== undefined || kind === 'flag' ? {} : { optional: true }),
        ...(f.form.createOnly ? { createOnly: true } : {}),
        // A text's most characters, a number's bounds (a json field's max counts its entries, not the text's length).
        ...(f.max === undefined || f.type === 'json' ? {} : { max: f.max }),
        ...(f.min === undefined || f.type === 'json' ? {} : { min: f.min }),
      },
    ];
  });
  const form: EntityField[] = beside.filter((b) => b.after === undefined);
  form.push(...declared);
  for (const { after, ...field } of beside) {
    if (after === undefined) continue;
    const at = form.findIndex((f) => f.field === after);
    if (at < 0) throw new Error(`Form field ${field.field}: ${after} is not a form field`);
    form.splice(at + 1, 0, field);
  }
  return form;
}
