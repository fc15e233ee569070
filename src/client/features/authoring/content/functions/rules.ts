import { functionFields, functionMaxTimeoutMs, functionReturnTypes, functionsType } from '@shared/entities/content/functions';
import { fieldLimit } from '@shared/entities/fields';
import type { JavascriptFunction } from '@shared/api/content-more';

/** The JavaScript function rules, applied by the editor before saving (the server checks them too); the limits are the declared ones (functionFields). */
export const functionsPath = functionsType.path;
export { functionReturnTypes };
export type FunctionReturnType = (typeof functionReturnTypes)[number];
export const maxParameters = fieldLimit(functionFields, 'parameters');

export interface ParameterDraft {
  /** Stable across renames and moves (list keys, test inputs). */
  key: number;
  name: string;
}

export interface FunctionDraft {
  /** The saved function (null while creating): the test panel runs what is saved. */
  id: number | null;
  name: string;
  parameters: ParameterDraft[];
  function_return_type: FunctionReturnType;
  is_log: boolean;
  code: string;
  /** Fixed by the server at 5590 ms; shown, never sent. */
  max_timeout: number;
}

export const emptyFunction = (): FunctionDraft => ({
  id: null,
  name: '',
  parameters: [],
  function_return_type: 'STRING',
  is_log: false,
  code: '',
  max_timeout: functionMaxTimeoutMs,
});

export const toFunctionDraft = (f: JavascriptFunction): FunctionDraft => ({
  id: f.javascript_function_id,
  name: f.name,
  parameters: f.javascript_function_parameters.map((p, i) => ({ key: i + 1, name: p.name })),
  function_return_type: f.function_return_type,
  is_log: f.is_log,
  code: f.code,
  max_timeout: f.max_timeout,
});

// Names of the function and its parameters: JavaScript identifiers that are not reserved words.
const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const reserved = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in ' +
    'instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface ' +
    'package private protected public await arguments eval'
  ).split(' '),
);

export type NameProblem = 'required' | 'identifier' | 'reserved' | 'tooLong' | 'duplicate';

/** The problem of a function's name (or, with `max` its declared limit, a parameter's). */
export function nameProblem(name: string, max = fieldLimit(functionFields, 'name')): NameProblem | null {
  const n = name.trim();
  if (!n) return 'required';
  if (n.length > max) return 'tooLong';
  if (!identifier.test(n)) return 'identifier';
  if (reserved.has(n)) return 'reserved';
  return null;
}

/** The problem of each parameter (by key): its name, or a name used before it in the list. */
export function parameterProblems(params: readonly ParameterDraft[]): Map<number, NameProblem> {
  const problems = new Map<number, NameProblem>();
  const seen = new Set<string>();
  for (const p of params) {
    const own = nameProblem(p.name, fieldLimit(functionFields, 'parameters', 'name'));
    if (own) problems.set(p.key, own);
    else if (seen.has(p.name.trim())) problems.set(p.key, 'duplicate');
    seen.add(p.name.trim());
  }
  return problems;
}

const nextKey = (params: readonly ParameterDraft[]) => params.reduce((m, p) => Math.max(m, p.key), 0) + 1;

/** A new parameter at the end, named param1, param2 … (the first free one); none beyond 20. */
export function addParameter(params: readonly ParameterDraft[]): ParameterDraft[] {
  if (params.length >= maxParameters) return [...params];
  const taken = new Set(params.map((p) => p.name.trim()));
  let n = 1;
  while (taken.has(`param${n}`)) n++;
  return [...params, { key: nextKey(params), name: `param${n}` }];
}

export const renameParameter = (params: readonly ParameterDraft[], key: number, name: string) =>
  params.map((p) => (p.key === key ? { ...p, name } : p));
export const removeParameter = (params: readonly ParameterDraft[], key: number) => params.filter((p) => p.key !== key);

/** Moves a parameter one place up (-1) or down (+1): the order is the order of the arguments. */
export function moveParameter(params: readonly ParameterDraft[], key: number, by: -1 | 1): ParameterDraft[] {
  const from = params.findIndex((p) => p.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= params.length) return [...params];
  const next = [...params];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

export interface FunctionBody {
  name: string;
  javascript_function_parameters: { name: string }[];
  function_return_type: FunctionReturnType;
  is_log: boolean;
  code: string;
}

type Built = { body: FunctionBody } | { error: string; values?: Record<string, string> };

/** The body of a create or update (never max_timeout), or the first problem as an i18n key. */
export function functionBody(draft: FunctionDraft): Built {
  const own = nameProblem(draft.name);
  if (own) return { error: `functions.problems.${own}`, values: { name: draft.name.trim() || '—' } };
  if (draft.parameters.length > maxParameters)
    return { error: 'functions.problems.tooManyParameters', values: { max: String(maxParameters) } };
  const problems = parameterProblems(draft.parameters);
  for (const p of draft.parameters) {
    const problem = problems.get(p.key);
    if (problem) return { error: `functions.problems.parameter.${problem}`, values: { name: p.name.trim() || '—' } };
  }
  return {
    body: {
      name: draft.name.trim(),
      javascript_function_parameters: draft.parameters.map((p) => ({ name: p.name.trim() })),
      function_return_type: draft.function_return_type,
      is_log: draft.is_log,
      code: draft.code,
    },
  };
}

/** True when the draft saves to what the server holds (the test runs the saved function). */
export function isSaved(draft: FunctionDraft, saved: JavascriptFunction): boolean {
  const built = functionBody(draft);
  if ('error' in built) return false;
  const stored = functionBody(toFunctionDraft(saved));
  return 'body' in stored && JSON.stringify(built.body) === JSON.stringify(stored.body);
}
