import { typesWithDefault, variableTypes } from '@shared/api/content';

type VariableType = (typeof variableTypes)[number];

export interface VariableValues {
  variable_type: string;
  scope: string;
  default_value: string | null;
  passed_parameter: number;
}

/**
 * The variable rules of spec 2 §5, on the plain values about to be stored:
 * default_value is kept only for single_value, audio and secure (otherwise cleared);
 * passed_parameter is forced false unless the scope is session; on update default_value is trimmed.
 */
export function applyVariableRules<T extends VariableValues>(values: T, mode: 'create' | 'update'): T {
  const out = { ...values };
  if (!typesWithDefault.includes(out.variable_type as VariableType)) out.default_value = null;
  if (out.scope !== 'session') out.passed_parameter = 0;
  if (mode === 'update' && typeof out.default_value === 'string') out.default_value = out.default_value.trim();
  return out;
}
