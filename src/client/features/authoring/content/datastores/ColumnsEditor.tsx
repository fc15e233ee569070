import { Button, Checkbox, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTypes, moveColumn, newColumn, type ColumnDraft, type DataStoreErrors } from './rules';
import { formKeys } from '@client/commands/formKeys';

interface Props {
  columns: ColumnDraft[];
  errors: DataStoreErrors['column'];
  /** Columns whose errors show: those edited once. */
  shown(key: number): boolean;
  onTouch(key: number): void;
  readOnly: boolean;
  onChange(columns: ColumnDraft[]): void;
}

/**
 * The collection structure: column name, data type, secure. Keyboard: Enter in a name adds a column
 * below; Alt+↑/↓ moves the column; the move and remove buttons are in the Tab order too.
 */
export function ColumnsEditor({ columns, errors, shown, onTouch, readOnly, onChange }: Props) {
  const { t } = useTranslation('content');
  const root = useRef<HTMLDivElement>(null);
  const focus = useRef<number | 'add' | null>(null);
  useEffect(() => {
    const key = focus.current;
    if (key === null) return;
    focus.current = null;
    root.current?.querySelector<HTMLElement>(key === 'add' ? '.ds-column-add' : `[data-column="${key}"] .ds-column-name`)?.focus();
  });
  const set = (i: number, patch: Partial<ColumnDraft>) => {
    if (patch.col_name !== undefined) onTouch(columns[i].key);
    onChange(columns.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  };
  const add = (after: number) => {
    const column = newColumn();
    focus.current = column.key;
    onChange([...columns.slice(0, after + 1), column, ...columns.slice(after + 1)]);
  };
  const move = (i: number, to: number) => {
    focus.current = columns[i].key;
    onChange(moveColumn(columns, i, to));
  };
  const remove = (i: number) => {
    focus.current = columns[i + 1]?.key ?? columns[i - 1]?.key ?? 'add';
    onChange(columns.filter((_, j) => j !== i));
  };
  const onKey = (i: number) =>
    formKeys<KeyboardEvent>({
      addRowBelow: () => {
        if (readOnly) return false;
        add(i);
      },
      moveRow: (delta) => {
        if (readOnly) return false;
        move(i, i + delta);
      },
    });
  const types = dataTypes.map((type) => ({ value: type, label: t(`datastores.types.${type}`) }));

  return (
    <div className="ds-columns" ref={root} role="table" aria-label={t('datastores.structure')}>
      <div className="ds-column ds-column-head" role="row">
        <span role="columnheader">{t('datastores.columnName')}</span>
        <span role="columnheader">{t('datastores.dataType')}</span>
        <span role="columnheader" className="ds-column-secure">
          {t('datastores.secure')}
        </span>
        <span role="columnheader" className="ds-column-actions-head" />
      </div>
      {columns.map((c, i) => {
        const error = errors[i] && shown(c.key) ? t(errors[i]) : null;
        const n = i + 1;
        return (
          <div key={c.key} data-column={c.key} className="ds-column" role="row">
            <span role="cell" className="ds-column-cell">
              <input
                className={`bp6-input bp6-small ds-column-name${error ? ' bp6-intent-danger' : ''}`}
                value={c.col_name}
                aria-label={`${t('datastores.columnName')} ${n}`}
                aria-invalid={!!error}
                placeholder="customer_id"
                disabled={readOnly}
                onChange={(e) => set(i, { col_name: e.currentTarget.value })}
                onKeyDown={onKey(i)}
              />
            </span>
            <span role="cell">
              <HTMLSelect
                fill
                value={c.type}
                disabled={readOnly}
                aria-label={`${t('datastores.dataType')} ${n}`}
                options={types}
                onChange={(e) => set(i, { type: e.currentTarget.value as ColumnDraft['type'] })}
                onKeyDown={onKey(i)}
              />
            </span>
            <span role="cell" className="ds-column-secure">
              <Checkbox
                checked={c.secure}
                disabled={readOnly}
                aria-label={`${t('datastores.secure')} ${n}`}
                onChange={(e) => set(i, { secure: e.currentTarget.checked })}
              />
            </span>
            <span role="cell" className="ds-column-actions">
              <Button
                variant="minimal"
                size="small"
                icon="arrow-up"
                aria-label={`${t('datastores.moveUp')} ${n}`}
                disabled={readOnly || i === 0}
                onClick={() => move(i, i - 1)}
              />
              <Button
                variant="minimal"
                size="small"
                icon="arrow-down"
                aria-label={`${t('datastores.moveDown')} ${n}`}
                disabled={readOnly || i === columns.length - 1}
                onClick={() => move(i, i + 1)}
              />
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                aria-label={`${t('datastores.removeColumn')} ${n}`}
                disabled={readOnly}
                onClick={() => remove(i)}
              />
            </span>
            {error && <span className="holiday-error ds-column-error">{error}</span>}
          </div>
        );
      })}
      {!readOnly && (
        <Button
          className="ds-column-add"
          variant="minimal"
          icon="plus"
          text={t('datastores.addColumn')}
          onClick={() => add(columns.length - 1)}
        />
      )}
    </div>
  );
}
