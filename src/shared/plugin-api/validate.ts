import { existenceTexts, modelNames, variableIdsInText } from './content-fields';
import type { AnyNodeDefinition, ContentModel, ContentRef, Diagnostic, ValidateContext } from './types';

/** Diagnostic texts of our own (the spec does not word node validation). :field and :model are filled in. */
export const diagnosticTexts = {
  required: existenceTexts.required,
  missing: existenceTexts.missing,
  tooLong: ':field must be at most :max characters.',
  duplicate: ':field must be unique.',
  unknownVariable: existenceTexts.unknownVariable,
  selfLink: 'A task cannot link to itself.',
} as const;

const fillText = (text: string, values: Record<string, string | number>) =>
  text.replace(/:([a-z]+)/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

export const error = (path: string, message: string): Diagnostic => ({ path, message, severity: 'error' });
export const warning = (path: string, message: string): Diagnostic => ({ path, message, severity: 'warning' });

/**
 * A required reference: an error when it is not set, an error when the context knows it is gone.
 * Optional references pass `required: false` and are only checked for existence.
 */
export function checkRef(
  ctx: ValidateContext,
  model: ContentModel,
  id: number | null | undefined,
  path: string,
  field: string,
  required = true,
): Diagnostic[] {
  if (id === null || id === undefined) return required ? [error(path, fillText(diagnosticTexts.required, { field }))] : [];
  return ctx.exists(model, id) === false ? [error(path, fillText(diagnosticTexts.missing, { model: modelNames[model] }))] : [];
}

export function checkRequiredText(value: string, path: string, field: string): Diagnostic[] {
  return value.trim() === '' ? [error(path, fillText(diagnosticTexts.required, { field }))] : [];
}

/** Duplicate values of a list field, reported on every repeat. */
export function checkUnique(values: readonly string[], path: (index: number) => string, field: string): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  values.forEach((value, index) => {
    if (seen.has(value)) out.push(error(path(index), fillText(diagnosticTexts.duplicate, { field })));
    seen.add(value);
  });
  return out;
}

export const variableRefsInText = (text: string): ContentRef[] => variableIdsInText(text).map((id) => ({ model: 'variable', id }));

/** Every {{id}} in the text must name an existing variable. */
export function checkTextVariables(ctx: ValidateContext, text: string, path: string): Diagnostic[] {
  return variableIdsInText(text)
    .filter((id) => ctx.exists('variable', id) === false)
    .map((id) => error(path, fillText(diagnosticTexts.unknownVariable, { id })));
}

/** A synchronous exists() over references that were loaded beforehand; unknown models answer undefined. */
export function lookupFrom(found: readonly ContentRef[], checkedModels?: readonly ContentModel[]): ValidateContext['exists'] {
  const keys = new Set(found.map((r) => `${r.model}:${r.id}`));
  const models = new Set(checkedModels ?? found.map((r) => r.model));
  return (model, id) => (keys.has(`${model}:${id}`) ? true : models.has(model) ? false : undefined);
}

/** The context when nothing can be looked up: existence is never reported. */
export const unknownLookup: ValidateContext['exists'] = () => undefined;

export interface NodeValidation<C> {
  /** The parsed config, when it matches the schema. */
  config: C | null;
  diagnostics: Diagnostic[];
}

/** Schema first (its issues become diagnostics), then the plugin's own validate(). Server and editor both call this. */
export function validateNodeConfig<C>(def: AnyNodeDefinition, raw: unknown, ctx: ValidateContext): NodeValidation<C> {
  const parsed = def.config.safeParse(raw ?? {});
  if (!parsed.success) {
    return {
      config: null,
      diagnostics: parsed.error.issues.map((issue) => error(issue.path.map(String).join('.'), issue.message)),
    };
  }
  return { config: parsed.data as C, diagnostics: def.validate(parsed.data, ctx) };
}

export const hasErrors = (diagnostics: readonly Diagnostic[]) => diagnostics.some((d) => d.severity === 'error');
