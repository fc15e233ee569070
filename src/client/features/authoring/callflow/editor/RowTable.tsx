import { Button, ButtonGroup, FormGroup } from '@blueprintjs/core';
import { controlId } from '@shared/plugin-api/editor-fields';
import { getIn, joinPath } from './diagnostics';
import { FieldControl } from './FieldControl';
import { fieldLabel, intentOf, useConfigForm } from './formContext';
import type { RowTableProps } from '@plugins/kit';
import { newEntry, type FieldSpec } from '@shared/plugin-api/editor-fields';
import { canAddRow, freeOptions, moveRow, rowAfterRemove } from './tableRows';
import './tableRows.css';

type Row = Record<string, unknown>;

/** Focuses the control with this id, or the first control inside the element with it. */
function focusLater(id: string) {
  requestAnimationFrame(() => {
    const el = document.getElementById(id);
    const target = el?.matches('input, select, textarea, button') ? el : el?.querySelector<HTMLElement>('input, select, textarea');
    target?.focus();
  });
}

/**
 * A list setting as a table: a row per entry, each cell the field's own FieldControl (label kept for screen
 * readers, the column heading shows it once), rows added, removed and moved by buttons in the Tab order.
 */
export function RowTable({ field, path, addText, rowName, movable, unique, headings, label }: RowTableProps) {
  const form = useConfigForm();
  const { t } = form;
  const columns = field.item.kind === 'object' ? field.item.fields : [];
  const rows = (getIn(form.config, path) as Row[] | undefined) ?? [];
  const base = path.map(String).reduce(joinPath, '');
  const id = controlId(base);
  const diags = form.shown.get(base);
  const title = fieldLabel(t, field.key);
  const uniqueColumn = columns.find((c): c is Extract<FieldSpec, { kind: 'enum' }> => c.key === unique && c.kind === 'enum');
  const addable =
    !form.readOnly && canAddRow(rows, field.maxItems, uniqueColumn && { key: uniqueColumn.key, options: uniqueColumn.options });
  const update = (next: readonly unknown[]) => {
    form.touch(base);
    form.set(path, next);
  };
  const cellField = (column: FieldSpec, i: number): FieldSpec =>
    column === uniqueColumn ? { ...uniqueColumn, options: freeOptions(rows, uniqueColumn.key, uniqueColumn.options, i) } : column;
  const buttonId = (what: 'up' | 'down' | 'remove', i: number) => `${id}--${what}-${i}`;
  const move = (i: number, by: -1 | 1) => {
    update(moveRow(rows, i, by));
    const to = i + by;
    const atEdge = by < 0 ? to === 0 : to === rows.length - 1;
    focusLater(buttonId(atEdge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down', to));
  };
  const remove = (i: number) => {
    update(rows.filter((_, j) => j !== i));
    const next = rowAfterRemove(rows.length, i);
    focusLater(next === null ? `${id}--add` : controlId(joinPath(base, next)));
  };

  return (
    <FormGroup
      className="cf-field cf-rows"
      label={label === false ? undefined : title}
      labelFor={id}
      helperText={diags?.map((d) => d.message).join(' ')}
      intent={intentOf(diags)}
    >
      <div id={id} className="cf-rows-wrap">
        {rows.length === 0 ? (
          <div className="cf-list-empty">{t('editor.noEntries')}</div>
        ) : (
          <table className="cf-rows-table" aria-label={title}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col">
                    {headings?.[c.key] ?? fieldLabel(t, c.key)}
                  </th>
                ))}
                <th scope="col">
                  <span className="cf-visually-hidden">{t('pluginEditors.rows.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => {
                const rowPath = joinPath(base, i);
                const name = rowName(row, i);
                return (
                  <tr key={i} id={controlId(rowPath)} className={form.shown.get(rowPath)?.length ? 'cf-rows-bad' : undefined}>
                    {columns.map((c) => (
                      <td key={c.key}>
                        <FieldControl field={cellField(c, i)} path={[...path, i, c.key]} inline />
                      </td>
                    ))}
                    <td className="cf-rows-actions">
                      <ButtonGroup variant="minimal" size="small">
                        {movable && (
                          <>
                            <Button
                              id={buttonId('up', i)}
                              icon="arrow-up"
                              aria-label={t('pluginEditors.rows.moveUp', { name })}
                              title={t('pluginEditors.rows.moveUp', { name })}
                              disabled={form.readOnly || i === 0}
                              onClick={() => move(i, -1)}
                            />
                            <Button
                              id={buttonId('down', i)}
                              icon="arrow-down"
                              aria-label={t('pluginEditors.rows.moveDown', { name })}
                              title={t('pluginEditors.rows.moveDown', { name })}
                              disabled={form.readOnly || i === rows.length - 1}
                              onClick={() => move(i, 1)}
                            />
                          </>
                        )}
                        <Button
                          id={buttonId('remove', i)}
                          icon="trash"
                          aria-label={t('pluginEditors.rows.remove', { name })}
                          title={t('pluginEditors.rows.remove', { name })}
                          disabled={form.readOnly}
                          onClick={() => remove(i)}
                        />
                      </ButtonGroup>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
      <Button
        id={`${id}--add`}
        icon="add"
        variant="outlined"
        size="small"
        className="cf-rows-add"
        text={addText}
        disabled={!addable}
        onClick={() => {
          update([...rows, newEntry(field, rows)]);
          focusLater(controlId(joinPath(base, rows.length)));
        }}
      />
    </FormGroup>
  );
}
