import { secureMask, type Variable } from '@shared/api/content';

/** One field of the "run with passed parameters" form: a passed parameter of the workflow task and its variable. */
export interface ParamField {
  name: string;
  /** The variable's type, or null when the account has no variable of that name (the server refuses such a run). */
  type: Variable['variable_type'] | null;
  /** The variable's default value ('' when it has none; a secure default is never known here). */
  defaultValue: string;
  /** A parameter without a default value must be given. */
  required: boolean;
  secure: boolean;
}

/** The form's fields in the task's order, from its passed_params (names) and the account's variables. */
export function paramFields(
  passed: readonly string[],
  variables: readonly Pick<Variable, 'variable_name' | 'variable_type' | 'default_value'>[],
): ParamField[] {
  const byName = new Map(variables.map((v) => [v.variable_name, v]));
  return passed.map((name) => {
    const v = byName.get(name);
    const secure = v?.variable_type === 'secure';
    const defaultValue = !v || v.default_value === null || (secure && v.default_value === secureMask) ? '' : v.default_value;
    const hasDefault = !!v && v.default_value !== null && v.default_value !== '';
    return { name, type: v?.variable_type ?? null, defaultValue, required: !hasDefault, secure };
  });
}

export type ParamProblem = 'required' | 'unknown';

/** What is wrong with each field (by name); empty when the run may start. */
export function paramProblems(fields: readonly ParamField[], values: Record<string, string>): Record<string, ParamProblem> {
  const out: Record<string, ParamProblem> = {};
  for (const f of fields) {
    if (f.type === null) out[f.name] = 'unknown';
    else if (f.required && (values[f.name] ?? '').trim() === '') out[f.name] = 'required';
  }
  return out;
}

/** The form's first values: each variable's default value (the engine starts a session without them). */
export const initialValues = (fields: readonly ParamField[]) => Object.fromEntries(fields.map((f) => [f.name, f.defaultValue]));

/** The values sent with the run: every field that is filled in (an empty optional one is left out). */
export function paramValues(fields: readonly ParamField[], values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (v !== undefined && v !== '') out[f.name] = v;
  }
  return out;
}
