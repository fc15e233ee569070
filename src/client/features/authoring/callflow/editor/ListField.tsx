import { Button, FormGroup, type Intent } from '@blueprintjs/core';
import type { ComponentType } from 'react';
import type { FieldControlProps } from '@plugins/kit';
import { controlId } from '@shared/plugin-api/editor-fields';
import { getIn, joinPath } from './diagnostics';
import { useConfigForm } from './formContext';
import { newEntry, type FieldSpec } from '@shared/plugin-api/editor-fields';

interface Props {
  /** The control of an entry's fields: FieldControl, which draws this list (passed in, as the two draw each other). */
  Control: ComponentType<FieldControlProps>;
  field: Extract<FieldSpec, { kind: 'list' }>;
  path: readonly (string | number)[];
  label: string;
  helper?: string;
  intent?: Intent;
}

/** An array field: one row per entry (its object fields side by side), remove per row, add below. */
export function ListField({ Control, field, path, label, helper, intent }: Props) {
  const form = useConfigForm();
  const { t } = form;
  const rows = (getIn(form.config, path) as unknown[] | undefined) ?? [];
  const base = path.map(String).reduce(joinPath, '');
  const full = field.maxItems !== null && rows.length >= field.maxItems;
  const update = (next: unknown[]) => {
    form.touch(base);
    form.set(path, next);
  };
  const focusRow = (index: number) =>
    requestAnimationFrame(() => {
      const row = document.getElementById(controlId(joinPath(base, index)));
      row?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    });

  return (
    <FormGroup className="cf-field cf-list" label={label} labelFor={controlId(base)} helperText={helper} intent={intent}>
      {/* A list role only around rows: an empty list role (no list items) is refused by assistive-technology checks. */}
      <div id={controlId(base)} className="cf-list-rows" role={rows.length > 0 ? 'list' : undefined}>
        {rows.length === 0 && <div className="cf-list-empty">{t('editor.noEntries')}</div>}
        {rows.map((_, i) => {
          const rowPath = joinPath(base, i);
          const rowDiags = form.shown.get(rowPath);
          return (
            <div
              key={i}
              id={controlId(rowPath)}
              role="listitem"
              className={rowDiags?.length ? 'cf-list-row cf-list-row-bad' : 'cf-list-row'}
            >
              <span className="cf-list-index" aria-hidden>
                {i + 1}
              </span>
              <div className="cf-list-fields">
                {field.item.kind === 'object' ? (
                  field.item.fields.map((f) => <Control key={f.key} field={f} path={[...path, i, f.key]} inline />)
                ) : (
                  <Control field={field.item} path={[...path, i]} inline />
                )}
              </div>
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                className="cf-list-remove"
                aria-label={t('editor.removeEntry', { n: i + 1 })}
                title={t('editor.removeEntry', { n: i + 1 })}
                disabled={form.readOnly}
                onClick={() => {
                  update(rows.filter((__, j) => j !== i));
                  if (rows.length > 1) focusRow(Math.max(0, i - 1));
                }}
              />
            </div>
          );
        })}
      </div>
      <Button
        icon="add"
        variant="outlined"
        size="small"
        className="cf-list-add"
        text={t('editor.addEntry')}
        disabled={form.readOnly || full}
        onClick={() => {
          update([...rows, newEntry(field, rows)]);
          focusRow(rows.length);
        }}
      />
    </FormGroup>
  );
}
