import { Button, Checkbox, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTypes, moveItem, newField, type FieldDraft, type FormTypeErrors } from './rules';
import { ProblemText } from './ProblemText';
import { formKeys } from '@client/commands/formKeys';

interface Props {
  fields: FieldDraft[];
  errors: FormTypeErrors['field'];
  /** Fields whose errors show: those edited once. */
  shown(key: number): boolean;
  onTouch(key: number): void;
  readOnly: boolean;
  onChange(fields: FieldDraft[]): void;
}

/**
 * The form's fields: name, label, data type, required. Keyboard: Enter in a name or label adds a
 * field below; Alt+↑/↓ moves the field; the move and remove buttons are in the Tab order too.
 */
export function FieldsTable({ fields, errors, shown, onTouch, readOnly, onChange }: Props) {
  const { t } = useTranslation('content');
  const root = useRef<HTMLDivElement>(null);
  const focus = useRef<number | 'add' | null>(null);
  useEffect(() => {
    const key = focus.current;
    if (key === null) return;
    focus.current = null;
    root.current?.querySelector<HTMLElement>(key === 'add' ? '.cf-field-add' : `[data-field="${key}"] .cf-field-name`)?.focus();
  });
  const set = (i: number, patch: Partial<FieldDraft>) => {
    if (patch.name !== undefined || patch.label !== undefined) onTouch(fields[i].key);
    onChange(fields.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  };
  const add = (after: number) => {
    const field = newField();
    focus.current = field.key;
    onChange([...fields.slice(0, after + 1), field, ...fields.slice(after + 1)]);
  };
  const move = (i: number, to: number) => {
    focus.current = fields[i].key;
    onChange(moveItem(fields, i, to));
  };
  const remove = (i: number) => {
    focus.current = fields[i + 1]?.key ?? fields[i - 1]?.key ?? 'add';
    onChange(fields.filter((_, j) => j !== i));
  };
  const onKey = (i: number) =>
    formKeys<KeyboardEvent>({
      // Enter in a text field of the row (not on its buttons or selects).
      addRowBelow: (e) => {
        if (readOnly || !(e.currentTarget instanceof HTMLInputElement)) return false;
        add(i);
      },
      moveRow: (delta) => {
        if (readOnly) return false;
        move(i, i + delta);
      },
    });
  const types = dataTypes.map((type) => ({ value: type, label: t(`datastores.types.${type}`) }));

  return (
    <div className="cf-fields" ref={root} role="table" aria-label={t('formTypes.fields')}>
      <div className="cf-field cf-field-head" role="row">
        <span role="columnheader">{t('formTypes.fieldName')}</span>
        <span role="columnheader">{t('formTypes.label')}</span>
        <span role="columnheader">{t('datastores.dataType')}</span>
        <span role="columnheader" className="cf-field-required">
          {t('formTypes.required')}
        </span>
        <span role="columnheader" />
      </div>
      {fields.map((f, i) => {
        const error = shown(f.key) ? errors[f.key] : undefined;
        const n = i + 1;
        return (
          <div key={f.key} data-field={f.key} className="cf-field" role="row">
            <span role="cell" className="cf-field-cell">
              <input
                className={`bp6-input bp6-small cf-field-name${error?.name ? ' bp6-intent-danger' : ''}`}
                value={f.name}
                aria-label={`${t('formTypes.fieldName')} ${n}`}
                aria-invalid={!!error?.name}
                placeholder="account_number"
                disabled={readOnly}
                onChange={(e) => set(i, { name: e.currentTarget.value })}
                onKeyDown={onKey(i)}
              />
              <ProblemText problem={error?.name} />
            </span>
            <span role="cell" className="cf-field-cell">
              <input
                className={`bp6-input bp6-small${error?.label ? ' bp6-intent-danger' : ''}`}
                value={f.label}
                aria-label={`${t('formTypes.label')} ${n}`}
                aria-invalid={!!error?.label}
                placeholder={t('formTypes.labelHint')}
                disabled={readOnly}
                onChange={(e) => set(i, { label: e.currentTarget.value })}
                onKeyDown={onKey(i)}
              />
              <ProblemText problem={error?.label} />
            </span>
            <span role="cell">
              <HTMLSelect
                fill
                value={f.data_type}
                disabled={readOnly}
                aria-label={`${t('datastores.dataType')} ${n}`}
                options={types}
                onChange={(e) => set(i, { data_type: e.currentTarget.value as FieldDraft['data_type'] })}
                onKeyDown={onKey(i)}
              />
            </span>
            <span role="cell" className="cf-field-required">
              <Checkbox
                checked={f.required}
                disabled={readOnly}
                aria-label={`${t('formTypes.required')} ${n}`}
                onChange={(e) => set(i, { required: e.currentTarget.checked })}
              />
            </span>
            <span role="cell" className="cf-field-actions">
              <Button
                variant="minimal"
                size="small"
                icon="arrow-up"
                aria-label={`${t('formTypes.moveUp')} ${n}`}
                disabled={readOnly || i === 0}
                onClick={() => move(i, i - 1)}
              />
              <Button
                variant="minimal"
                size="small"
                icon="arrow-down"
                aria-label={`${t('formTypes.moveDown')} ${n}`}
                disabled={readOnly || i === fields.length - 1}
                onClick={() => move(i, i + 1)}
              />
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                aria-label={`${t('formTypes.removeField')} ${n}`}
                disabled={readOnly}
                onClick={() => remove(i)}
              />
            </span>
          </div>
        );
      })}
      {!readOnly && (
        <Button
          className="cf-field-add"
          variant="minimal"
          icon="plus"
          text={t('formTypes.addField')}
          onClick={() => add(fields.length - 1)}
        />
      )}
    </div>
  );
}
