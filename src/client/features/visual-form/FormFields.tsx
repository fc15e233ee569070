import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { VisualFormField } from '@shared/api/visual-form';

interface Props {
  fields: readonly VisualFormField[];
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange(name: string, value: string): void;
}

const inputType: Partial<Record<VisualFormField['data_type'], string>> = { DATE: 'date', TIME: 'time' };
const decimal = new Set(['NUMERIC', 'CURRENCY_USD', 'CURRENCY_GPB', 'CURRENCY_EUR']);

/** The form type's fields, each with its label, its required mark and its error (announced with the field). */
export function FormFields({ fields, values, errors, onChange }: Props) {
  const { t } = useTranslation('visualform');
  return (
    <>
      {fields.map((f, i) => {
        const id = `vf-field-${f.name}`;
        const error = errors[f.name];
        const common = {
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          'aria-required': f.required || undefined,
        };
        return (
          <FormGroup
            key={f.name}
            label={f.label}
            labelFor={id}
            labelInfo={f.required ? `(${t('required')})` : undefined}
            intent={error ? 'danger' : 'none'}
            helperText={error ? <span id={`${id}-error`}>{error}</span> : undefined}
          >
            {f.data_type === 'BOOLEAN' ? (
              <HTMLSelect {...common} fill value={values[f.name] ?? ''} onChange={(e) => onChange(f.name, e.currentTarget.value)}>
                <option value="">{t('choose')}</option>
                <option value="true">{t('yes')}</option>
                <option value="false">{t('no')}</option>
              </HTMLSelect>
            ) : (
              <InputGroup
                {...common}
                autoFocus={i === 0}
                type={inputType[f.data_type] ?? 'text'}
                inputMode={decimal.has(f.data_type) ? 'decimal' : undefined}
                intent={error ? 'danger' : 'none'}
                value={values[f.name] ?? ''}
                onValueChange={(v) => onChange(f.name, v)}
              />
            )}
          </FormGroup>
        );
      })}
    </>
  );
}
