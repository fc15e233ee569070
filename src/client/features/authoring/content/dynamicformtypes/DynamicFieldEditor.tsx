import { Button, Checkbox, HTMLSelect } from '@blueprintjs/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemText } from '../formtypes/ProblemText';
import { OptionsEditor } from './OptionsEditor';
import { dynamicFieldTypes, withFieldType, withOptions, type DynamicFieldDraft, type DynamicFieldType, type FieldErrors } from './rules';

interface Props {
  field: DynamicFieldDraft;
  /** 'Section 1, field 2': how the field's controls are named. */
  place: string;
  errors: FieldErrors | undefined;
  shown: boolean;
  first: boolean;
  last: boolean;
  readOnly: boolean;
  onChange(field: DynamicFieldDraft): void;
  onTouch(): void;
  onMove(delta: -1 | 1): void;
  onRemove(): void;
  onKeyDown(e: KeyboardEvent): void;
}

/** One field of a section: name, label, type, required, placeholder, help text and (select, radio) options. */
export function DynamicFieldEditor({
  field,
  place,
  errors,
  shown,
  first,
  last,
  readOnly,
  onChange,
  onTouch,
  onMove,
  onRemove,
  onKeyDown,
}: Props) {
  const { t } = useTranslation('content');
  const e = shown ? errors : undefined;
  const set = (patch: Partial<DynamicFieldDraft>) => {
    onTouch();
    onChange({ ...field, ...patch });
  };
  const input = (key: 'name' | 'label' | 'placeholder' | 'help_text', label: string, placeholder?: string) => (
    <label className="cf-field-cell df-input">
      <span className="df-small-label">{label}</span>
      <input
        className={`bp6-input bp6-small${key === 'name' ? ' df-field-name' : ''}${e?.[key] ? ' bp6-intent-danger' : ''}`}
        value={field[key]}
        placeholder={placeholder}
        aria-label={`${label} (${place})`}
        aria-invalid={!!e?.[key]}
        disabled={readOnly}
        onChange={(ev) => set({ [key]: ev.currentTarget.value })}
        onKeyDown={onKeyDown}
      />
      <ProblemText problem={e?.[key]} />
    </label>
  );
  return (
    <div className="df-field" data-field={field.key} role="group" aria-label={place}>
      <div className="df-field-main">
        {input('name', t('formTypes.fieldName'), 'date_of_birth')}
        {input('label', t('formTypes.label'), t('formTypes.labelHint'))}
        <label className="cf-field-cell df-input">
          <span className="df-small-label">{t('dynamicForms.type')}</span>
          <HTMLSelect
            fill
            value={field.type}
            disabled={readOnly}
            aria-label={`${t('dynamicForms.type')} (${place})`}
            options={dynamicFieldTypes.map((type) => ({ value: type, label: t(`dynamicForms.types.${type}`) }))}
            onChange={(ev) => onChange(withFieldType(field, ev.currentTarget.value as DynamicFieldType))}
            onKeyDown={onKeyDown}
          />
        </label>
        <span className="df-field-actions">
          <Button
            variant="minimal"
            size="small"
            icon="arrow-up"
            aria-label={`${t('formTypes.moveUp')} (${place})`}
            disabled={readOnly || first}
            onClick={() => onMove(-1)}
          />
          <Button
            variant="minimal"
            size="small"
            icon="arrow-down"
            aria-label={`${t('formTypes.moveDown')} (${place})`}
            disabled={readOnly || last}
            onClick={() => onMove(1)}
          />
          <Button
            variant="minimal"
            size="small"
            icon="cross"
            aria-label={`${t('formTypes.removeField')} (${place})`}
            disabled={readOnly}
            onClick={onRemove}
          />
        </span>
      </div>
      <div className="df-field-more">
        {input('placeholder', t('dynamicForms.placeholder'))}
        {input('help_text', t('dynamicForms.helpText'))}
        <Checkbox
          className="df-required"
          checked={field.required}
          disabled={readOnly}
          label={t('formTypes.required')}
          onChange={(ev) => set({ required: ev.currentTarget.checked })}
        />
      </div>
      {withOptions(field.type) && (
        <OptionsEditor fieldLabel={place} options={field.options} errors={e} readOnly={readOnly} onChange={(options) => set({ options })} />
      )}
    </div>
  );
}
