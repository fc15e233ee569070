/**
 * A field of an entity or a content type, declared once in its declaration's `fields` list: its type, limits and
 * default, and what it takes part in. From that one list come the table's columns check, the stored row's type, the
 * zod item and bodies (field-schemas.ts), the mapping between rows and answers both ways and the duplicate
 * (field-values.ts), the export's columns, the form's fields and limits, the list's columns and the search. Plain
 * data: the client reads it without zod.
 */
export type FieldType = 'text' | 'integer' | 'flag' | 'choice' | 'json';

/** A value a declaration can hold as plain data. */
export type FieldValue = string | number | boolean | null | readonly unknown[] | { readonly [key: string]: unknown };

export interface FieldDecl {
  /** text (a string column); integer; flag (stored 0/1, answered true/false); choice (one of `options`); json (stored as JSON text). */
  type: FieldType;
  /** text: the most characters; integer: the largest value; json list: the most entries. */
  max?: number;
  /** integer: the smallest value. */
  min?: number;
  /** choice: the values it may take. */
  options?: readonly string[];
  /** Limits of a json field's parts (a datastore column's name: { col_name: 64 }), read by the form and the schemas. */
  limits?: Readonly<Record<string, number>>;
  /** A create body must give it (a text: not blank). */
  required?: true;
  /**
   * May be null (empty). With `required`, only in what is stored and answered (rows of before the field was
   * required: a provider of before the sub-domains); a body must still give a value.
   */
  nullable?: true;
  /** What a create stores when its body leaves the field out. */
  default?: FieldValue;
  /** Stored secret: answers carry the mask, never the value. */
  secret?: true;
  /**
   * A column of the list: its header (an i18n key of the type's namespace); an administration entity's list also
   * reads its share of the width (the rest goes to the name column) and how it is shown (entity-fields.ts).
   */
  listed?: { label: string; width?: number; kind?: 'text' | 'enabled' | 'code' | 'choice'; words?: string };
  /** The list's search (and the palette's, which asks the list) looks in it. */
  searchable?: true;
  /** Carried by an export of the item (never a secret). */
  exported?: true;
  /** Copied when the item is duplicated. */
  copied?: true;
  /** Set by the server (what an upload found, a fixed time limit): answered and exported, never taken from a request. */
  fixed?: true;
  /** The name requests and answers use when it is not the column's (a function's parameters: javascript_function_parameters). */
  answer?: string;
  /** A field of the generic form, with its label (an i18n key of the type's namespace); without it the type's own editor shows it, or none does. */
  form?: {
    label: string;
    multiline?: true;
    /** An administration entity's form: a kind the type does not give (timezone, select …; entity-fields.ts derives the others). */
    kind?: 'text' | 'select' | 'timezone' | 'number' | 'flag' | 'secret' | 'paragraph';
    /** The value a new item's form starts with (an administration entity's form: '587'; else its default). */
    initial?: string;
    /** Chosen when the item is created, fixed afterwards (a node-logging profile's type). */
    createOnly?: true;
  };
}

export type FieldList = Readonly<Record<string, FieldDecl>>;

/** What an answer shows of a stored secret. */
export const secretMask = '********';

type Flag = 'searchable' | 'exported' | 'copied' | 'secret';

/** The fields with a flag set, in declared order. */
export const fieldsWith = (fields: FieldList | undefined, flag: Flag): string[] =>
  Object.entries(fields ?? {})
    .filter(([, f]) => f[flag])
    .map(([name]) => name);

/** The columns an export carries: exported fields, never a secret. */
export const exportedFields = (fields: FieldList | undefined): string[] =>
  Object.entries(fields ?? {})
    .filter(([, f]) => f.exported && !f.secret)
    .map(([name]) => name);

/** The fields whose columns hold JSON. */
export const jsonFields = (fields: FieldList | undefined): string[] =>
  Object.entries(fields ?? {})
    .filter(([, f]) => f.type === 'json')
    .map(([name]) => name);

/** The fields a search looks in: the searchable declared fields, then the declaration's other search fields (ids). */
export const searchFieldsOf = (d: { fields?: FieldList; searchFields: readonly string[] }): string[] => [
  ...new Set([...fieldsWith(d.fields, 'searchable'), ...d.searchFields]),
];

/** The name of a declared field in requests and answers. */
export const answerName = (name: string, f: FieldDecl): string => f.answer ?? name;

/** A declared limit: a field's `max`, or with `part` one of its json parts' limits; throws when it is not declared (a typo is not a limit). */
export function fieldLimit(fields: FieldList | undefined, name: string, part?: string): number {
  const f = fields?.[name];
  const limit = part === undefined ? f?.max : f?.limits?.[part];
  if (limit === undefined) throw new Error(`No limit declared for ${name}${part ? `.${part}` : ''}`);
  return limit;
}

/** A field of the generic form: what the form shows and checks. */
export interface FormFieldOf {
  field: string;
  label: string;
  type: FieldType;
  multiline: boolean;
  required: boolean;
  max?: number;
  min?: number;
  options?: readonly string[];
  initial: FieldValue;
}

const emptyOf = (f: FieldDecl): FieldValue =>
  f.type === 'flag'
    ? false
    : f.type === 'integer'
      ? (f.min ?? 0)
      : f.type === 'choice'
        ? (f.options?.[0] ?? '')
        : f.type === 'json'
          ? null
          : '';

/** The generic form's fields (never a json field: its structure is the type's own editor's), in declared order, with their limits and a new item's values. */
export function formFieldsOf(fields: FieldList | undefined): FormFieldOf[] {
  return Object.entries(fields ?? {}).flatMap(([field, f]) =>
    f.form && f.type !== 'json'
      ? [
          {
            field,
            label: f.form.label,
            type: f.type,
            multiline: !!f.form.multiline,
            required: !!f.required,
            max: f.max,
            min: f.min,
            options: f.options,
            initial: f.default ?? emptyOf(f),
          },
        ]
      : [],
  );
}

/** The list's generic columns: the listed fields with their headers. */
export const listedFieldsOf = (fields: FieldList | undefined): { field: string; label: string }[] =>
  Object.entries(fields ?? {}).flatMap(([field, f]) => (f.listed ? [{ field, label: f.listed.label }] : []));

/** The stored column's type of a field: what the row type of a declared table is made of. */
type StoredOf<F extends FieldDecl> =
  | (F['type'] extends 'integer' | 'flag' ? number : string)
  | (F extends { nullable: true } ? null : never);

/** The stored row of a declared field list (the table's own columns besides id, tenant, state and stamps). */
export type StoredRow<L extends FieldList> = { -readonly [K in keyof L]: StoredOf<L[K]> };
