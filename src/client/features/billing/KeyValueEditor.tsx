import { Button, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type Pair = { name: string; value: string };

interface Props {
  /** Prefix of the inputs' ids (unique in the page). */
  id: string;
  caption: string;
  valueLabel: string;
  rows: Pair[];
  onChange(rows: Pair[]): void;
  /** Names the value may be picked from (a datalist: type to filter, arrows to choose). */
  suggestions?: readonly string[];
  readOnly?: boolean;
}

/**
 * A keyboard-friendly key/value list (a payment profile's request parameters): Tab moves through
 * name, value and Remove; Enter in a row adds a row after it with the focus on its name (and never submits
 * the panel's form); Alt+Backspace in a row removes it.
 */
export function KeyValueEditor({ id, caption, valueLabel, rows, onChange, suggestions, readOnly }: Props) {
  const { t } = useTranslation('billing');
  // The input that takes the keys once the rows change: focused in the same commit as the rows it belongs to
  // (a layout effect, before the browser hands over the next key), so typing right after Enter loses nothing.
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const focusName = (index: number) => (focusNext.current = `${id}-name-${index}`);
  const set = (index: number, change: Partial<Pair>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const add = (at: number) => {
    onChange([...rows.slice(0, at), { name: '', value: '' }, ...rows.slice(at)]);
    focusName(at);
  };
  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index));
    if (rows.length > 1) focusName(Math.min(index, rows.length - 2));
    else focusNext.current = `${id}-add`;
  };
  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey) {
      e.preventDefault();
      add(index + 1);
    } else if (e.key === 'Backspace' && e.altKey) {
      e.preventDefault();
      remove(index);
    }
  };
  const listId = suggestions?.length ? `${id}-choices` : undefined;
  return (
    <div className="billing-kv">
      <HTMLTable compact className="billing-table">
        <caption className="billing-kv-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('editor.name')}</th>
            <th scope="col">{valueLabel}</th>
            <th scope="col">
              <span className="billing-sr-only">{t('editor.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={3} className="bp6-text-muted">
                {t('editor.empty')}
              </td>
            </tr>
          )}
          {rows.map((row, index) => (
            <tr key={index}>
              <td>
                <InputGroup
                  id={`${id}-name-${index}`}
                  size="small"
                  value={row.name}
                  readOnly={readOnly}
                  aria-label={t('editor.nameOf', { row: index + 1, caption })}
                  onValueChange={(name) => set(index, { name })}
                  onKeyDown={onKeyDown(index)}
                />
              </td>
              <td>
                <InputGroup
                  id={`${id}-value-${index}`}
                  size="small"
                  value={row.value}
                  readOnly={readOnly}
                  aria-label={t('editor.valueOf', { row: index + 1, label: valueLabel })}
                  list={listId}
                  onValueChange={(value) => set(index, { value })}
                  onKeyDown={onKeyDown(index)}
                />
              </td>
              <td>
                {!readOnly && (
                  <Button
                    size="small"
                    variant="minimal"
                    icon="cross"
                    aria-label={t('editor.remove', { name: row.name || index + 1 })}
                    title={t('editor.remove', { name: row.name || index + 1 })}
                    onClick={() => remove(index)}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {listId && (
        <datalist id={listId}>
          {suggestions!.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
      {!readOnly && <Button id={`${id}-add`} size="small" icon="add" text={t('editor.add')} onClick={() => add(rows.length)} />}
    </div>
  );
}
