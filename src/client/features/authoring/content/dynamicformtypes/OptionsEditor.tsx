import { Button } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemText } from '../formtypes/ProblemText';
import { newOption, type FieldErrors, type OptionDraft } from './rules';

interface Props {
  fieldLabel: string;
  options: OptionDraft[];
  errors: FieldErrors | undefined;
  readOnly: boolean;
  onChange(options: OptionDraft[]): void;
}

/** A select or radio field's options (label and value); Enter in an option adds one below. */
export function OptionsEditor({ fieldLabel, options, errors, readOnly, onChange }: Props) {
  const { t } = useTranslation('content');
  const set = (i: number, patch: Partial<OptionDraft>) => onChange(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const root = useRef<HTMLDivElement>(null);
  const focus = useRef<number | null>(null);
  useEffect(() => {
    const key = focus.current;
    if (key === null) return;
    focus.current = null;
    root.current?.querySelector<HTMLInputElement>(`[data-option="${key}"] input`)?.focus();
  });
  const add = (after: number) => {
    const option = newOption();
    focus.current = option.key;
    onChange([...options.slice(0, after + 1), option, ...options.slice(after + 1)]);
  };
  return (
    <div className="df-options" ref={root} role="group" aria-label={t('dynamicForms.optionsOf', { field: fieldLabel })}>
      <span className="df-small-label">{t('dynamicForms.options')}</span>
      {options.map((o, i) => {
        const e = errors?.option[o.key];
        const n = i + 1;
        return (
          <div key={o.key} data-option={o.key} className="df-option">
            <span className="cf-field-cell">
              <input
                className={`bp6-input bp6-small${e?.label ? ' bp6-intent-danger' : ''}`}
                value={o.label}
                placeholder={t('dynamicForms.optionLabel')}
                aria-label={`${t('dynamicForms.optionLabel')} ${n}`}
                disabled={readOnly}
                onChange={(ev) =>
                  set(i, {
                    label: ev.currentTarget.value,
                    ...(o.value === o.label.trim() || !o.value ? { value: ev.currentTarget.value.trim() } : {}),
                  })
                }
                onKeyDown={(ev) => {
                  if (ev.key === 'Enter' && !ev.ctrlKey && !ev.metaKey && !readOnly) {
                    ev.preventDefault();
                    add(i);
                  }
                }}
              />
              <ProblemText problem={e?.label} />
            </span>
            <span className="cf-field-cell">
              <input
                className={`bp6-input bp6-small${e?.value ? ' bp6-intent-danger' : ''}`}
                value={o.value}
                placeholder={t('dynamicForms.optionValue')}
                aria-label={`${t('dynamicForms.optionValue')} ${n}`}
                disabled={readOnly}
                onChange={(ev) => set(i, { value: ev.currentTarget.value })}
              />
              <ProblemText problem={e?.value} />
            </span>
            <Button
              variant="minimal"
              size="small"
              icon="cross"
              aria-label={`${t('dynamicForms.removeOption')} ${n}`}
              disabled={readOnly}
              onClick={() => onChange(options.filter((_, j) => j !== i))}
            />
          </div>
        );
      })}
      <ProblemText problem={errors?.options} />
      {!readOnly && (
        <Button variant="minimal" size="small" icon="plus" text={t('dynamicForms.addOption')} onClick={() => add(options.length - 1)} />
      )}
    </div>
  );
}
