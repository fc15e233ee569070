import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { isNumeric, lit, printExpression } from '@shared/expr';
import { useBuilder } from './builderContext';
import { OperationEditor, type OperandProps } from './OperationEditor';
import { operandChoice, operandFor, operandKind } from './operands';

/** A number typed as text: kept as typed until it is a number again. */
function NumberInput({
  id,
  value,
  label,
  onChange,
  disabled,
}: {
  id: string;
  value: number;
  label: string;
  onChange(n: number): void;
  disabled: boolean;
}) {
  const [raw, setRaw] = useState(String(value));
  // What was typed, unless the value changed elsewhere since.
  const text = !isNumeric(raw) || Number(raw) === value ? raw : String(value);
  return (
    <InputGroup
      id={`${id}-value`}
      aria-label={label}
      inputMode="decimal"
      value={text}
      disabled={disabled}
      onValueChange={(v) => {
        setRaw(v);
        if (isNumeric(v)) onChange(Number(v));
      }}
    />
  );
}

/** One operand of the builder: a picker of what it is (variable, value, operation) and the editor of that. */
export function OperandControl({ id, expr, onChange, label, allowNone }: OperandProps) {
  const b = useBuilder();
  const { t, content } = b;
  const kind = operandKind(expr);
  const missing = expr.kind === 'variable' && !content.variables.some((v) => v.id === expr.id);
  const valueLabel = t('exprEditor.valueOf', { name: label });

  return (
    <div className={`cf-expr-operand cf-expr-operand-${kind}`}>
      <HTMLSelect
        id={id}
        aria-label={label}
        className="cf-expr-choice"
        value={operandChoice(expr)}
        disabled={b.readOnly}
        onChange={(e) => onChange(operandFor(e.currentTarget.value, expr, b.choice))}
      >
        {(allowNone || kind === 'none') && <option value="none">{t('exprEditor.choose')}</option>}
        <optgroup label={t('exprEditor.variables')}>
          {missing && <option value={`v:${expr.id}`}>{t('editor.missing', { id: expr.id })}</option>}
          {content.variables.map((v) => (
            <option key={v.id} value={`v:${v.id}`}>
              {v.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('exprEditor.values')}>
          <option value="text">{t('exprEditor.kinds.text')}</option>
          <option value="number">{t('exprEditor.kinds.number')}</option>
          <option value="boolean">{t('exprEditor.kinds.boolean')}</option>
        </optgroup>
        <optgroup label={t('exprEditor.calculated')}>
          <option value="operation">{t('exprEditor.kinds.operation')}</option>
          {kind === 'expression' && <option value="expression">{t('exprEditor.kinds.expression')}</option>}
        </optgroup>
      </HTMLSelect>
      {kind === 'text' && (
        <InputGroup
          id={`${id}-value`}
          aria-label={valueLabel}
          className="cf-expr-value"
          value={String((expr as { value: string }).value)}
          disabled={b.readOnly}
          onValueChange={(v) => onChange(lit(v))}
        />
      )}
      {kind === 'number' && (
        <NumberInput
          id={id}
          value={(expr as { value: number }).value}
          label={valueLabel}
          onChange={(n) => onChange(lit(n))}
          disabled={b.readOnly}
        />
      )}
      {kind === 'boolean' && (
        <HTMLSelect
          id={`${id}-value`}
          aria-label={valueLabel}
          value={String((expr as { value: boolean }).value)}
          disabled={b.readOnly}
          onChange={(e) => onChange(lit(e.currentTarget.value === 'true'))}
        >
          <option value="true">true</option>
          <option value="false">false</option>
        </HTMLSelect>
      )}
      {kind === 'operation' && <OperationEditor id={id} expr={expr} onChange={onChange} label={label} Operand={OperandControl} />}
      {kind === 'expression' && (
        <div className="cf-expr-astext">
          <code>{printExpression(expr, content.names)}</code>
          <Button size="small" variant="minimal" icon="code" text={t('exprEditor.editAsText')} onClick={b.editAsText} />
        </div>
      )}
    </div>
  );
}
