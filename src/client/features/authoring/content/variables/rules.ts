import { variableScopes, variableTypes } from '@shared/entities/content/variables';

/** The variable rules, applied by the editor before saving (the server applies them too); types and scopes as declared (variableFields). */
export { variableScopes, variableTypes };
export type VariableType = (typeof variableTypes)[number];
export type VariableScope = (typeof variableScopes)[number];

/** default_value exists only for single_value, audio and secure variables. */
export const hasDefaultValue = (type: VariableType) => type === 'single_value' || type === 'audio' || type === 'secure';
/** passed_parameter exists only for session variables. */
export const hasPassedParameter = (scope: VariableScope) => scope === 'session';

export interface VariableDraft {
  variable_name: string;
  variable_type: VariableType;
  scope: VariableScope;
  default_value: string;
  passed_parameter: boolean;
  output_parameter: boolean;
}

export const emptyVariable = (): VariableDraft => ({
  variable_name: '',
  variable_type: 'single_value',
  scope: 'session',
  default_value: '',
  passed_parameter: false,
  output_parameter: false,
});

/** The body of a create or update: default_value dropped unless the type keeps one (trimmed on update), passed_parameter false outside session scope. */
export function variableBody(draft: VariableDraft, mode: 'create' | 'update') {
  const keepsDefault = hasDefaultValue(draft.variable_type);
  const value = mode === 'update' ? draft.default_value.trim() : draft.default_value;
  return {
    variable_name: draft.variable_name.trim(),
    variable_type: draft.variable_type,
    scope: draft.scope,
    default_value: keepsDefault ? value : null,
    passed_parameter: hasPassedParameter(draft.scope) ? draft.passed_parameter : false,
    output_parameter: draft.output_parameter,
  };
}
