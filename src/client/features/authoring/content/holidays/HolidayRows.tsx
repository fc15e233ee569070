import { Button, Switch } from '@blueprintjs/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newHolidayRow, type HolidayErrors, type HolidayRow } from './rules';

interface Props {
  rows: HolidayRow[];
  errors: HolidayErrors['rows'];
  /** Fields whose errors show: those edited once (an error appearing on blur would move what is being clicked). */
  shown(path: string): boolean;
  onTouch(path: string): void;
  readOnly: boolean;
  onChange(rows: HolidayRow[]): void;
}

/**
 * The table of holidays: name, start date, optional end date (a range), 'Repeats every year'.
 * Keyboard: Enter in a name adds a row below; every control is in the Tab order; removing a row
 * moves the focus to the next one (or to Add holiday).
 */
export function HolidayRows({ rows, errors, shown, onTouch, readOnly, onChange }: Props) {
  const { t } = useTranslation('content');
  const table = useRef<HTMLDivElement>(null);
  const focusKey = useRef<number | 'add' | null>(null);
  useEffect(() => {
    const key = focusKey.current;
    if (key === null) return;
    focusKey.current = null;
    const selector = key === 'add' ? '.holiday-add' : `[data-row="${key}"] .holiday-name`;
    table.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const set = (index: number, patch: Partial<HolidayRow>) => {
    for (const field of Object.keys(patch)) onTouch(`${rows[index].key}.${field}`);
    onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  };
  const insertAfter = (index: number) => {
    const row = newHolidayRow();
    focusKey.current = row.key;
    onChange([...rows.slice(0, index + 1), row, ...rows.slice(index + 1)]);
  };
  const remove = (index: number) => {
    focusKey.current = rows[index + 1]?.key ?? rows[index - 1]?.key ?? 'add';
    onChange(rows.filter((_, i) => i !== index));
  };
  const onNameKey = (index: number) => (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || e.ctrlKey || e.metaKey || e.altKey || readOnly) return;
    e.preventDefault();
    insertAfter(index);
  };
  const error = (index: number, field: 'name' | 'start_date' | 'end_date') => {
    const found = errors[index]?.[field];
    return found && shown(`${rows[index].key}.${field}`) ? t(found) : null;
  };

  return (
    <div className="holiday-table" ref={table} role="table" aria-label={t('holidays.holidays')}>
      {rows.map((row, index) => {
        const nameError = error(index, 'name');
        const startError = error(index, 'start_date');
        const endError = error(index, 'end_date');
        const label = (field: string) => `${t(field)} ${index + 1}`;
        return (
          <div key={row.key} data-row={row.key} className="holiday-row" role="row">
            <span role="cell" className="holiday-cell holiday-cell-name">
              <input
                className={`bp6-input holiday-name${nameError ? ' bp6-intent-danger' : ''}`}
                aria-label={label('holidays.name')}
                aria-invalid={!!nameError}
                value={row.name}
                disabled={readOnly}
                placeholder={t('holidays.namePlaceholder')}
                onChange={(e) => set(index, { name: e.currentTarget.value })}
                onKeyDown={onNameKey(index)}
              />
              {nameError && <span className="holiday-error">{nameError}</span>}
            </span>
            <label role="cell" className="holiday-cell holiday-cell-start">
              <span className="holiday-cell-label">{t('holidays.startDate')}</span>
              <input
                type="date"
                className={`bp6-input${startError ? ' bp6-intent-danger' : ''}`}
                aria-label={label('holidays.startDate')}
                aria-invalid={!!startError}
                value={row.start_date}
                disabled={readOnly}
                onChange={(e) => set(index, { start_date: e.currentTarget.value })}
              />
              {startError && <span className="holiday-error">{startError}</span>}
            </label>
            <label role="cell" className="holiday-cell holiday-cell-end">
              <span className="holiday-cell-label">{t('holidays.endDate')}</span>
              <input
                type="date"
                className={`bp6-input${endError ? ' bp6-intent-danger' : ''}`}
                aria-label={label('holidays.endDate')}
                aria-invalid={!!endError}
                value={row.end_date}
                min={row.start_date || undefined}
                disabled={readOnly}
                onChange={(e) => set(index, { end_date: e.currentTarget.value })}
              />
              {endError && <span className="holiday-error">{endError}</span>}
            </label>
            <span role="cell" className="holiday-cell holiday-cell-repeat">
              <Switch
                className="holiday-repeat"
                checked={row.recurs_yearly}
                disabled={readOnly}
                label={t('holidays.repeats')}
                aria-label={label('holidays.repeats')}
                onChange={(e) => set(index, { recurs_yearly: e.currentTarget.checked })}
              />
            </span>
            <span role="cell" className="holiday-cell holiday-cell-remove">
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                aria-label={label('holidays.remove')}
                disabled={readOnly}
                onClick={() => remove(index)}
              />
            </span>
          </div>
        );
      })}
      {!readOnly && (
        <Button
          className="holiday-add"
          variant="minimal"
          icon="plus"
          text={t('holidays.add')}
          onClick={() => insertAfter(rows.length - 1)}
        />
      )}
    </div>
  );
}
