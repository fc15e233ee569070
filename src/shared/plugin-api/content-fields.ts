import type { z } from 'zod';
import type { ContentModel, ContentRef, Diagnostic, PickerModel, ValidateContext } from './types';

/**
 * Settings that point at content, declared by the schema itself: `contentId(model)` (an id of the model) and
 * `textWithVariables()` (text naming variables as {{id}}). A definition's references() and the existence checks
 * of validate() are derived from these declarations (defineNode), so a node type never lists them by hand.
 */

/** What a declared field points at: a content model, or 'text' for variables named in the text as {{id}}. */
export interface ContentFieldDeclaration {
  model: ContentModel | 'text';
  /** The editor's picker offers only these items of the model (a picker model); references and checks stay the model's. */
  picker?: PickerModel;
  /** The field's name when a node is not valid without it: an empty value is ":field is required." */
  required?: string;
  /** The field counts only while this holds for the node's whole config (a setting of one mode). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  when?: (config: any) => boolean;
}

const declarations = new WeakMap<object, ContentFieldDeclaration>();

/** Marks a schema as a content field; answers the schema. */
export function declareContentField<S extends z.ZodType>(schema: S, declaration: ContentFieldDeclaration): S {
  declarations.set(schema, declaration);
  return schema;
}

/** The declaration on a schema (or on what it wraps: optional, nullable, default, pipe). */
export function contentFieldOf(schema: z.ZodType): ContentFieldDeclaration | null {
  let current: z.ZodType | undefined = schema;
  while (current) {
    const found = declarations.get(current);
    if (found) return found;
    const def = defOf(current);
    current = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  }
  return null;
}

/** A declared field at its place in the config: keys, '*' for every entry of a list. */
export interface ContentField extends ContentFieldDeclaration {
  path: readonly string[];
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function collect(schema: z.ZodType, path: string[], out: ContentField[]) {
  const declared = declarations.get(schema);
  if (declared) {
    out.push({ ...declared, path });
    return;
  }
  const def = defOf(schema);
  if (def.type === 'object') for (const [key, inner] of Object.entries(def.shape ?? {})) collect(inner, [...path, key], out);
  else if (def.type === 'array' && def.element) collect(def.element, [...path, '*'], out);
  else if (def.type === 'pipe' && def.in) collect(def.in, path, out);
  else if (def.type === 'union') for (const option of def.options ?? []) collect(option, path, out);
  else if (def.innerType) collect(def.innerType, path, out);
}

const fieldsCache = new WeakMap<object, ContentField[]>();

/** Every declared content field of a config schema, in schema order (one entry per path and model). */
export function contentFields(schema: z.ZodType): ContentField[] {
  let fields = fieldsCache.get(schema);
  if (!fields) {
    const all: ContentField[] = [];
    collect(schema, [], all);
    fields = all.filter((f, i) => all.findIndex((g) => g.model === f.model && g.path.join('.') === f.path.join('.')) === i);
    fieldsCache.set(schema, fields);
  }
  return fields;
}

/** The values at a field's path, each with its dotted path ('intents.2.intent_id'). */
function valuesAt(config: unknown, path: readonly string[]): { path: string; value: unknown }[] {
  let level: { path: string[]; value: unknown }[] = [{ path: [], value: config }];
  for (const step of path) {
    const nextLevel: { path: string[]; value: unknown }[] = [];
    for (const { path: at, value } of level) {
      if (step === '*') {
        if (Array.isArray(value)) value.forEach((entry, i) => nextLevel.push({ path: [...at, String(i)], value: entry }));
      } else if (value && typeof value === 'object' && step in value) {
        nextLevel.push({ path: [...at, step], value: (value as Record<string, unknown>)[step] });
      }
    }
    level = nextLevel;
  }
  return level.map((l) => ({ path: l.path.join('.'), value: l.value }));
}

/** Variable ids referenced in text as {{id}} (the spec's storage form; the default array variable is -1). */
export function variableIdsInText(text: string): number[] {
  const ids = new Set<number>();
  for (const match of text.matchAll(/\{\{\s*(-?\d+)\s*\}\}/g)) ids.add(Number(match[1]));
  return [...ids];
}

/** The content one field's value points at. */
function refsOfValue(model: ContentField['model'], value: unknown): ContentRef[] {
  if (model === 'text') return typeof value === 'string' ? variableIdsInText(value).map((id) => ({ model: 'variable', id })) : [];
  return typeof value === 'number' && Number.isInteger(value) ? [{ model, id: value }] : [];
}

/** Every use of content by a config through its declared fields, each with the dotted path of its field. */
export function declaredUses(schema: z.ZodType, config: unknown): { path: string; ref: ContentRef }[] {
  const out: { path: string; ref: ContentRef }[] = [];
  for (const field of contentFields(schema)) {
    if (field.when && !field.when(config)) continue;
    for (const { path, value } of valuesAt(config, field.path)) for (const ref of refsOfValue(field.model, value)) out.push({ path, ref });
  }
  return out;
}

/** References in order of first use, each once. */
export function uniqueRefs(...groups: readonly ContentRef[][]): ContentRef[] {
  const seen = new Set<string>();
  const out: ContentRef[] = [];
  for (const r of groups.flat()) {
    const key = `${r.model}:${r.id}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(r);
    }
  }
  return out;
}

/** The content a config uses through its declared fields, in schema order, each once. */
export const declaredRefs = (schema: z.ZodType, config: unknown): ContentRef[] =>
  uniqueRefs(declaredUses(schema, config).map((u) => u.ref));

/** Names of the models in existence messages. */
export const modelNames: Record<ContentModel, string> = {
  prompt: 'prompt',
  variable: 'variable',
  datastore: 'datastore',
  javascript_function: 'JavaScript function',
  task: 'task',
  form_type: 'form type',
  open_form_type: 'open form type',
  dynamic_form_type: 'dynamic form type',
  holiday_schedule: 'holiday schedule',
  file: 'file',
  intent: 'intent',
  campaign: 'campaign',
  web_service_profile: 'web-service profile',
  provider_web_service_profile: 'web-service profile',
  node: 'node',
};

/** The existence texts (our own; the spec does not word node validation). */
export const existenceTexts = {
  required: ':field is required.',
  missing: 'The selected :model no longer exists.',
  unknownVariable: 'The text refers to a variable that no longer exists ({{:id}}).',
} as const;

/** The declared fields that are required and left empty: ":field is required.", in schema order. */
export function requiredDiagnostics(schema: z.ZodType, config: unknown): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const field of contentFields(schema)) {
    if (field.required === undefined || (field.when && !field.when(config))) continue;
    for (const { path, value } of valuesAt(config, field.path))
      if (value === null || value === undefined)
        out.push({ path, message: existenceTexts.required.replace(':field', field.required), severity: 'error' });
  }
  return out;
}

/**
 * The existence checks of the declared fields: a chosen id the context knows is gone, a {{id}} naming a variable
 * that is gone. Nothing is reported where the context cannot tell (exists answers undefined).
 */
export function existenceDiagnostics(schema: z.ZodType, config: unknown, ctx: ValidateContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const field of contentFields(schema)) {
    if (field.when && !field.when(config)) continue;
    for (const { path, value } of valuesAt(config, field.path)) {
      for (const ref of refsOfValue(field.model, value)) {
        if (ctx.exists(ref.model, ref.id) !== false) continue;
        const message =
          field.model === 'text'
            ? existenceTexts.unknownVariable.replace(':id', String(ref.id))
            : existenceTexts.missing.replace(':model', modelNames[ref.model]);
        out.push({ path, message, severity: 'error' });
      }
    }
  }
  return out;
}
