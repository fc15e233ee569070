import { Button, HTMLSelect } from '@blueprintjs/core';
import type { ComponentType } from 'react';
import {
  groupLabel,
  groupedOperations,
  isHidden,
  lit,
  mathOperators,
  operationById,
  parameterLabelKey,
  parameterLabels,
  type Expr,
  type Parameter,
} from '@shared/expr';
import { useBuilder } from './builderContext';
import { operationChoice, switchOperation } from './operands';

/** What an operand control takes: OperandControl's props. */
export interface OperandProps {
  id: string;
  expr: Expr;
  onChange(expr: Expr): void;
  /** What the operand is, for screen readers ('Left side', a parameter's name). */
  label: string;
  /** 'Nothing chosen' is offered (the left side of a new comparison, optional parameters). */
  allowNone?: boolean;
}

interface Props {
  id: string;
  expr: Expr;
  onChange(expr: Expr): void;
  label: string;
  /** The control of each parameter: OperandControl, which draws this editor (passed in, as the two draw each other). */
  Operand: ComponentType<OperandProps>;
}

interface Slot {
  key: string;
  label: string;
  required: boolean;
  options?: readonly string[];
  expr: Expr;
  set(next: Expr): void;
}

/** The operation picker (by group, as the mode offers them) and the operation's parameters, each an operand. */
export function OperationEditor({ id, expr, onChange, label, Operand }: Props) {
  const b = useBuilder();
  const { t, content, mode } = b;
  const choice = operationChoice(expr);
  const groups = groupedOperations(mode);
  const op = expr.kind === 'call' ? operationById(expr.op) : undefined;
  const unavailable = expr.kind === 'call' && (!op || isHidden(op, mode));
  const fnKnown = expr.kind === 'function' && content.functions.some((f) => f.id === expr.id);
  const paramLabel = (name: string) => t(parameterLabelKey(name), { defaultValue: parameterLabels[name] ?? name });
  const withArg = (i: number) => (next: Expr) => {
    if (expr.kind !== 'call' && expr.kind !== 'function') return;
    const args = [...expr.args];
    args[i] = next;
    onChange({ ...expr, args });
  };

  const slots: Slot[] = [];
  if (expr.kind === 'math') {
    slots.push({
      key: 'left',
      label: t('exprEditor.leftValue'),
      required: true,
      expr: expr.left,
      set: (left) => onChange({ ...expr, left }),
    });
    slots.push({
      key: 'right',
      label: t('exprEditor.rightValue'),
      required: true,
      expr: expr.right,
      set: (right) => onChange({ ...expr, right }),
    });
  } else if (expr.kind === 'call') {
    const params: readonly Parameter[] = op?.parameters ?? [];
    const last = params[params.length - 1];
    const count = Math.max(params.length, expr.args.length);
    for (let i = 0; i < count; i += 1) {
      const p = params[Math.min(i, params.length - 1)];
      const extra = i >= params.length;
      // A repeating last parameter numbers its values: Value 1, Value 2, ...
      const repeated = !!last?.variadic && count > params.length && i >= params.length - 1;
      slots.push({
        key: `arg-${i}`,
        label: p ? `${paramLabel(p.name)}${repeated ? ` ${i - params.length + 2}` : ''}` : String(i + 1),
        required: !!p?.required && !extra,
        options: p?.options,
        expr: expr.args[i] ?? lit(p?.default ?? null),
        set: withArg(i),
      });
    }
  } else if (expr.kind === 'function') {
    const params = content.functions.find((f) => f.id === expr.id)?.parameters ?? [];
    const count = Math.max(params.length, expr.args.length);
    for (let i = 0; i < count; i += 1) {
      slots.push({ key: `arg-${i}`, label: params[i] ?? String(i + 1), required: false, expr: expr.args[i] ?? lit(''), set: withArg(i) });
    }
  }

  return (
    <div className="cf-expr-call">
      <HTMLSelect
        id={`${id}-operation`}
        aria-label={t('exprEditor.operationOf', { name: label })}
        className="cf-expr-operation"
        value={choice}
        disabled={b.readOnly}
        onChange={(e) => onChange(switchOperation(expr, e.currentTarget.value, b.choice))}
      >
        {unavailable && <option value={choice}>{t('exprEditor.unavailable', { name: expr.kind === 'call' ? expr.op : '' })}</option>}
        {expr.kind === 'function' && !fnKnown && <option value={choice}>{t('editor.missing', { id: expr.id })}</option>}
        {groups.map(({ group, operations }) => (
          <optgroup key={group} label={t(groupLabel(group).key, { defaultValue: groupLabel(group).default })}>
            {group === 'math' &&
              mathOperators.map((m) => (
                <option key={m} value={`m:${m}`}>
                  {t(`expr.math.${m}`)}
                </option>
              ))}
            {operations.map((o) => (
              <option key={o.id} value={o.id}>
                {t(o.label.key, { defaultValue: o.label.default })}
              </option>
            ))}
            {group === 'javascript_function' &&
              content.functions.map((f) => (
                <option key={f.id} value={`f:${f.id}`}>
                  {f.name}
                </option>
              ))}
          </optgroup>
        ))}
      </HTMLSelect>
      {slots.length > 0 && (
        <div className="cf-expr-params" role="group" aria-label={t('exprEditor.parametersOf', { name: label })}>
          {slots.map((s) => (
            <div key={s.key} className="cf-expr-param">
              <label className="cf-expr-param-label" htmlFor={`${id}-${s.key}`}>
                {s.label}
                {s.required && (
                  <span className="cf-expr-required" title={t('exprEditor.required')}>
                    {' '}
                    *
                  </span>
                )}
              </label>
              {s.options ? (
                <HTMLSelect
                  id={`${id}-${s.key}`}
                  value={s.expr.kind === 'literal' ? String(s.expr.value ?? '') : ''}
                  disabled={b.readOnly}
                  onChange={(e) => s.set(lit(e.currentTarget.value))}
                >
                  {s.options.map((o) => (
                    <option key={o} value={o}>
                      {t(`exprEditor.options.${o}`, { defaultValue: o })}
                    </option>
                  ))}
                </HTMLSelect>
              ) : (
                <Operand id={`${id}-${s.key}`} expr={s.expr} onChange={s.set} label={s.label} allowNone={!s.required} />
              )}
            </div>
          ))}
        </div>
      )}
      {expr.kind === 'call' && op?.parameters.at(-1)?.variadic && (
        <Button
          size="small"
          variant="minimal"
          icon="add"
          className="cf-expr-add-value"
          text={t('exprEditor.addValue')}
          disabled={b.readOnly}
          onClick={() => onChange({ ...expr, args: [...expr.args, lit('')] })}
        />
      )}
    </div>
  );
}
