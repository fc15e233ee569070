import { Button, HTMLSelect } from '@blueprintjs/core';
import { useMemo } from 'react';
import { compareOperatorLabelKey, logicalOperators, operandTypes, type Expr } from '@shared/expr';
import { useBuilder } from './builderContext';
import { OperandControl } from './OperandControl';
import {
  blankRow,
  conditionOf,
  normalizeRow,
  rowOperators,
  rowType,
  rowsOf,
  type BuilderRow,
  type CompareRow,
  type ConditionRows,
} from './rows';

interface Props {
  id: string;
  value: Expr | null;
  onChange(value: Expr | null): void;
}

const focusFirst = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.querySelector<HTMLElement>('select, input, button')?.focus());

/** Rows of comparisons joined by AND or OR; each row left operand, operator (by type), right operand. */
export function ConditionBuilder({ id, value, onChange }: Props) {
  const b = useBuilder();
  const { t, content } = b;
  const model = useMemo(() => rowsOf(value), [value]);
  const rowId = (i: number) => `${id}-row-${i}`;
  const update = (next: ConditionRows) => onChange(conditionOf(next));
  const setRow = (i: number, row: BuilderRow) => update({ ...model, rows: model.rows.map((r, j) => (j === i ? row : r)) });
  const setCompare = (i: number, row: CompareRow) => setRow(i, normalizeRow(row, content.lookups));
  const remove = (i: number) => {
    const rows = model.rows.filter((_, j) => j !== i);
    update({ ...model, rows: rows.length ? rows : [blankRow()] });
    focusFirst(rows.length ? rowId(Math.max(0, i - 1)) : rowId(0));
  };
  const add = () => {
    update({ ...model, rows: [...model.rows, blankRow()] });
    focusFirst(rowId(model.rows.length));
  };

  return (
    <div className="cf-expr-rows" role="group" aria-label={t('exprEditor.comparisons')}>
      {model.rows.map((row, i) => {
        const n = i + 1;
        const inferred = row.kind === 'compare' ? rowType({ ...row, operand: undefined }, content.lookups) : undefined;
        return (
          <div key={i} className="cf-expr-row-wrap">
            {i > 0 && (
              <HTMLSelect
                className="cf-expr-joiner"
                aria-label={t('exprEditor.joiner', { n })}
                value={model.joiner}
                disabled={b.readOnly}
                onChange={(e) => update({ ...model, joiner: e.currentTarget.value as ConditionRows['joiner'] })}
              >
                {logicalOperators.map((o) => (
                  <option key={o} value={o}>
                    {t(`exprEditor.logical.${o}`)}
                  </option>
                ))}
              </HTMLSelect>
            )}
            <div id={rowId(i)} className="cf-expr-row" role="group" aria-label={t('exprEditor.comparison', { n })}>
              {row.kind === 'compare' ? (
                <>
                  <OperandControl
                    id={`${rowId(i)}-left`}
                    label={t('exprEditor.left', { n })}
                    expr={row.left}
                    allowNone
                    onChange={(left) => setCompare(i, { ...row, left })}
                  />
                  <div className="cf-expr-compare">
                    <HTMLSelect
                      id={`${rowId(i)}-operator`}
                      aria-label={t('exprEditor.operator', { n })}
                      value={row.operator}
                      disabled={b.readOnly}
                      onChange={(e) => setCompare(i, { ...row, operator: e.currentTarget.value as CompareRow['operator'] })}
                    >
                      {rowOperators(row, content.lookups).map((o) => (
                        <option key={o} value={o}>
                          {t(compareOperatorLabelKey(o))}
                        </option>
                      ))}
                    </HTMLSelect>
                    <HTMLSelect
                      id={`${rowId(i)}-as`}
                      aria-label={t('exprEditor.compareAs', { n })}
                      value={row.operand ?? ''}
                      disabled={b.readOnly}
                      onChange={(e) => setCompare(i, { ...row, operand: (e.currentTarget.value || undefined) as CompareRow['operand'] })}
                    >
                      <option value="">
                        {inferred ? t('exprEditor.asInferred', { type: t(`exprEditor.types.${inferred}`) }) : t('exprEditor.asAuto')}
                      </option>
                      {operandTypes.map((o) => (
                        <option key={o} value={o}>
                          {t('exprEditor.as', { type: t(`exprEditor.types.${o}`) })}
                        </option>
                      ))}
                    </HTMLSelect>
                  </div>
                  <OperandControl
                    id={`${rowId(i)}-right`}
                    label={t('exprEditor.right', { n })}
                    expr={row.right}
                    onChange={(right) => setCompare(i, { ...row, right })}
                  />
                </>
              ) : (
                <OperandControl
                  id={`${rowId(i)}-expr`}
                  label={t('exprEditor.comparison', { n })}
                  expr={row.expr}
                  onChange={(expr) => setRow(i, { kind: 'expr', expr })}
                />
              )}
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                className="cf-expr-remove"
                aria-label={t('exprEditor.removeComparison', { n })}
                title={t('exprEditor.removeComparison', { n })}
                disabled={b.readOnly}
                onClick={() => remove(i)}
              />
            </div>
          </div>
        );
      })}
      <Button
        icon="add"
        variant="outlined"
        size="small"
        className="cf-expr-add"
        text={t('exprEditor.addComparison')}
        disabled={b.readOnly}
        onClick={add}
      />
    </div>
  );
}
