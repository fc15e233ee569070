import { FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../tabTypes';
import { hasDefaultValue, hasPassedParameter, variableScopes, variableTypes, type VariableDraft, type VariableType } from './rules';
import { focusWhenFree } from '@client/shell/focusIsFree';

/**
 * Name, type, scope, default value (single_value, audio, secure only), passed and output parameter. `types` limits the
 * types offered (a picker of complex variables makes only an array, payment or xsip one).
 */
export function VariableEditor({
  draft,
  onChange,
  readOnly,
  errors = {},
  types = variableTypes,
}: EditorProps<VariableDraft> & { types?: readonly VariableType[] }) {
  const { t } = useTranslation('content');
  const set = (patch: Partial<VariableDraft>) => onChange({ ...draft, ...patch });
  return (
    <div className="content-form">
      <FormGroup
        label={t('fields.name')}
        labelFor="variable-name"
        labelInfo={t('form.required')}
        intent={errors.variable_name ? 'danger' : 'none'}
        helperText={errors.variable_name && <span id="variable-name-error">{errors.variable_name}</span>}
      >
        <InputGroup
          id="variable-name"
          intent={errors.variable_name ? 'danger' : 'none'}
          aria-invalid={!!errors.variable_name}
          aria-describedby={errors.variable_name ? 'variable-name-error' : undefined}
          inputRef={focusWhenFree}
          value={draft.variable_name}
          disabled={readOnly}
          placeholder={t('form.variableNameHint')}
          onValueChange={(v) => set({ variable_name: v })}
        />
      </FormGroup>
      <div className="content-form-row">
        <FormGroup label={t('fields.variable_type')} labelFor="variable-type">
          <HTMLSelect
            id="variable-type"
            fill
            value={draft.variable_type}
            disabled={readOnly}
            options={types.map((v) => ({ value: v, label: t(`variableTypes.${v}`) }))}
            onChange={(e) => set({ variable_type: e.currentTarget.value as VariableDraft['variable_type'] })}
          />
        </FormGroup>
        <FormGroup label={t('fields.scope')} labelFor="variable-scope">
          <HTMLSelect
            id="variable-scope"
            fill
            value={draft.scope}
            disabled={readOnly}
            options={variableScopes.map((v) => ({ value: v, label: t(`scopes.${v}`) }))}
            onChange={(e) => set({ scope: e.currentTarget.value as VariableDraft['scope'] })}
          />
        </FormGroup>
      </div>
      {hasDefaultValue(draft.variable_type) && (
        <FormGroup
          label={t('fields.default_value')}
          labelFor="variable-default"
          intent={errors.default_value ? 'danger' : 'none'}
          helperText={
            errors.default_value ? (
              <span id="variable-default-error">{errors.default_value}</span>
            ) : draft.variable_type === 'secure' ? (
              t('form.secureHint')
            ) : undefined
          }
        >
          <InputGroup
            id="variable-default"
            intent={errors.default_value ? 'danger' : 'none'}
            aria-invalid={!!errors.default_value}
            aria-describedby={errors.default_value ? 'variable-default-error' : undefined}
            type={draft.variable_type === 'secure' ? 'password' : 'text'}
            value={draft.default_value}
            disabled={readOnly}
            onValueChange={(v) => set({ default_value: v })}
          />
        </FormGroup>
      )}
      <div className="content-form-switches">
        {hasPassedParameter(draft.scope) && (
          <Switch
            label={t('fields.passed_parameter')}
            checked={draft.passed_parameter}
            disabled={readOnly}
            onChange={(e) => set({ passed_parameter: e.currentTarget.checked })}
          />
        )}
        <Switch
          label={t('fields.output_parameter')}
          checked={draft.output_parameter}
          disabled={readOnly}
          onChange={(e) => set({ output_parameter: e.currentTarget.checked })}
        />
      </div>
    </div>
  );
}
