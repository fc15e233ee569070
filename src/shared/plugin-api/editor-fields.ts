import type { z } from 'zod';
import { expressionFieldInfo, type ExprMode, type ExpressionRole } from '@shared/expr';
import { contentFieldOf, type ContentModel, type PickerModel } from '@shared/plugin-api';
import { settingSuggestionsOf, sourceSpec, suggestionsOf, type SettingSuggestions, type SuggestionSource } from './suggestions';

/**
 * The list a field picks from instead of taking a typed value: every content model of the plugin contract, and the
 * picker models that narrow one (complex_variable: the variables that hold a structure).
 */
export type RefModel = ContentModel | PickerModel;

interface Base {
  /** The config key of the field (the last segment of its path). */
  key: string;
  /** The field can be left empty (optional or nullable). */
  optional: boolean;
  nullable: boolean;
  /** The schema's default, when it has one. */
  defaultValue?: unknown;
}

export type FieldSpec =
  | (Base & {
      kind: 'text';
      minLength: number | null;
      maxLength: number | null;
      multiline: boolean;
      suggest?: SuggestionSource;
      /** Suggested from the item another setting of the node names (the chosen form type's fields). */
      suggestBy?: SettingSuggestions;
    })
  | (Base & { kind: 'number'; min: number | null; max: number | null; integer: boolean })
  | (Base & { kind: 'boolean' })
  | (Base & { kind: 'enum'; options: string[] })
  | (Base & { kind: 'ref'; model: RefModel })
  /** An id or key of the account's items that are not content (an auth profile, a web-service profile), chosen from their list. */
  | (Base & { kind: 'choice'; source: SuggestionSource })
  | (Base & { kind: 'list'; item: FieldSpec; maxItems: number | null })
  | (Base & { kind: 'object'; fields: FieldSpec[] })
  /** An expression setting (src/shared/expr): text form and builder. */
  | (Base & { kind: 'expression'; role: ExpressionRole; mode: ExprMode })
  | (Base & { kind: 'unsupported' });

/** Keys that name content by id (spec 2 §9 settings): 'no_match_prompt_id' and 'prompt_id' both pick a prompt. */
const refSuffixes: readonly (readonly [string, RefModel])[] = (
  [
    ['goto_node_id', 'node'],
    ['prompt_id', 'prompt'],
    ['variable_id', 'variable'],
    ['task_id', 'task'],
    ['data_store_id', 'datastore'],
    ['javascript_function_id', 'javascript_function'],
    ['form_type_id', 'form_type'],
    ['open_form_type_id', 'open_form_type'],
    ['dynamic_form_type_id', 'dynamic_form_type'],
    ['holiday_schedule_id', 'holiday_schedule'],
    ['file_id', 'file'],
    ['intent_id', 'intent'],
  ] as const
)
  // Longest first: 'open_form_type_id' also ends with '_form_type_id'.
  .slice()
  .sort((a, b) => b[0].length - a[0].length);

export function refModelOf(key: string): RefModel | null {
  return refSuffixes.find(([suffix]) => key === suffix || key.endsWith(`_${suffix}`))?.[1] ?? null;
}

/** Texts above this length are edited in a text area. */
const multilineFrom = 500;

// zod 4 keeps the structure in `_zod.def`; the public classes add minValue, maxLength and friends.
interface Def {
  type: string;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
/** Arrays carry no maxLength property in zod 4: the bound is a 'max_length' check. */
const maxLengthCheck = (def: Def) => def.checks?.map((c) => c._zod.def).find((c) => c.check === 'max_length')?.maximum ?? null;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * zod keeps enum values in an object, where integer-like keys come first in ascending order: '0' of a keypad
 * enum would lead. Digits go back to keypad order (1–9, then 0).
 */
function keypadOrder(options: string[]): string[] {
  if (!options.includes('0') || !options.includes('9')) return options;
  const rest = options.filter((o) => o !== '0');
  rest.splice(rest.indexOf('9') + 1, 0, '0');
  return rest;
}

/** Walks a zod 4 schema into the fields the editor draws. Wrappers (optional, nullable, default) become flags. */
export function fieldOf(key: string, schema: z.ZodType): FieldSpec {
  const base: Base = { key, optional: false, nullable: false };
  const content = contentFieldOf(schema);
  const declared = content?.picker ?? content?.model;
  const suggest = suggestionsOf(schema);
  const suggestBy = settingSuggestionsOf(schema);
  let current = schema;
  for (;;) {
    const expression = expressionFieldInfo(current);
    if (expression) return { ...base, kind: 'expression', ...expression };
    const def = defOf(current);
    if (def.type === 'optional') base.optional = true;
    else if (def.type === 'nullable') base.nullable = true;
    else if (def.type === 'default' || def.type === 'prefault') {
      if (!('defaultValue' in base)) base.defaultValue = structuredClone(def.defaultValue);
    } else if (def.type === 'pipe' && def.in) {
      current = def.in;
      continue;
    } else break;
    current = def.innerType!;
  }
  const def = defOf(current);
  const c = current as unknown as Record<string, unknown>;
  switch (def.type) {
    case 'string':
      // A key chosen from the account's rows (a web-service profile), not text with suggestions.
      if (suggest && sourceSpec(suggest).chosen) return { ...base, kind: 'choice', source: suggest };
      return {
        ...base,
        kind: 'text',
        minLength: num(c.minLength),
        maxLength: num(c.maxLength),
        multiline: (num(c.maxLength) ?? 0) > multilineFrom,
        ...(suggest ? { suggest } : {}),
        ...(suggestBy ? { suggestBy } : {}),
      };
    case 'number': {
      // The model a content-id field declares (contentId('prompt')); older schemas are read by their key.
      const model = declared && declared !== 'text' ? declared : refModelOf(key);
      if (model) return { ...base, kind: 'ref', model };
      if (suggest) return { ...base, kind: 'choice', source: suggest };
      return { ...base, kind: 'number', min: num(c.minValue), max: num(c.maxValue), integer: c.isInt === true };
    }
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'enum':
      return { ...base, kind: 'enum', options: keypadOrder(Object.values(def.entries ?? {}).map(String)) };
    case 'literal':
      return { ...base, kind: 'enum', options: (def.values ?? []).map(String) };
    case 'array':
      return { ...base, kind: 'list', item: fieldOf(key, def.element!), maxItems: maxLengthCheck(def) };
    case 'object':
      return { ...base, kind: 'object', fields: Object.entries(def.shape ?? {}).map(([k, s]) => fieldOf(k, s)) };
    default:
      return { ...base, kind: 'unsupported' };
  }
}

/** The fields of a node's config schema (an object schema). */
export function configFields(schema: z.ZodType): FieldSpec[] {
  const root = fieldOf('', schema);
  return root.kind === 'object' ? root.fields : [];
}

/** 'no_input_prompt_id' → 'No input prompt'; the English label when the locale has none. */
export function humanize(key: string): string {
  const words = key.replace(/_id$/, '').replace(/_ms$/, ' (ms)').split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const singular = (key: string) => (key.endsWith('s') ? key.slice(0, -1) : key);

/**
 * A fresh list entry: defaults where the schema has them, else an empty value of the kind. Enums take the first
 * option not used yet by a sibling, a required 'key' gets a unique slug and a required 'label' a numbered name,
 * so an added row is valid where it can be.
 */
export function newEntry(list: Extract<FieldSpec, { kind: 'list' }>, siblings: readonly unknown[]): unknown {
  const n = siblings.length + 1;
  const used = (k: string) => new Set(siblings.map((s) => (s && typeof s === 'object' ? (s as Record<string, unknown>)[k] : s)));
  const valueOf = (f: FieldSpec): unknown => {
    if (f.defaultValue !== undefined) return structuredClone(f.defaultValue);
    if (f.nullable) return null;
    switch (f.kind) {
      case 'text': {
        if (f.key === 'key' && (f.minLength ?? 0) > 0) {
          const taken = used('key');
          let i = n;
          while (taken.has(`${singular(list.key)}_${i}`)) i += 1;
          return `${singular(list.key)}_${i}`;
        }
        return f.key === 'label' && (f.minLength ?? 0) === 0 ? `${humanize(singular(list.key))} ${n}` : '';
      }
      case 'number':
        return f.min ?? 0;
      case 'boolean':
        return false;
      case 'enum': {
        const taken = used(f.key);
        return f.options.find((o) => !taken.has(o)) ?? f.options[0];
      }
      case 'list':
        return [];
      case 'object':
        return Object.fromEntries(f.fields.map((x) => [x.key, valueOf(x)]));
      default:
        return undefined;
    }
  };
  return valueOf(list.item);
}

/** The id of the form control that edits a path (for labels, focus and the summary's links). */
export const controlId = (path: string) => `cfg-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
