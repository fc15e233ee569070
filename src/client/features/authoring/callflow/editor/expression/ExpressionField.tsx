import { Button, ButtonGroup, FormGroup } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { parseExpression, printExpression, type Expr, type ParseError } from '@shared/expr';
import { messages } from '@shared/messages';
import { controlId } from '@shared/plugin-api/editor-fields';
import { getIn, joinPath } from '../diagnostics';
import { intentOf, useConfigForm } from '../formContext';
import type { FieldSpec } from '@shared/plugin-api/editor-fields';
import { BuilderContext, type BuilderState } from './builderContext';
import { ConditionBuilder } from './ConditionBuilder';
import { ExpressionText } from './ExpressionText';
import { OperandControl } from './OperandControl';
import { useExprContent } from './useExprContent';
import './expression.css';

interface Props {
  field: Extract<FieldSpec, { kind: 'expression' }>;
  path: readonly (string | number)[];
  label: string;
}

type View = 'text' | 'builder';
/** The stored value: an AST, null (a condition not built yet), or text that does not read yet. */
type Stored = Expr | null | string;

/**
 * An expression setting: the text form (variables by name, live parse errors at their place, validate()'s
 * diagnostics) and the builder (comparison rows for a condition, an operation with its parameters for a value).
 * Both edit the same AST, so switching shows the other form of the same expression.
 */
export function ExpressionField({ field, path, label }: Props) {
  const form = useConfigForm();
  const { t } = form;
  const key = path.map(String).reduce(joinPath, '');
  const id = controlId(key);
  const content = useExprContent();
  // The builder shows first (it needs no Monaco, so the panel opens fast); text that does not read yet shows as text.
  const [view, setView] = useState<View>('builder');
  // Set when the user asks for the text form: Monaco takes the focus once it has loaded.
  const [focusText, setFocusText] = useState(false);
  const showText = () => {
    setFocusText(true);
    setView('text');
  };
  // The text as typed, for the value it produced (a value set elsewhere, by the builder, prints afresh).
  const [draft, setDraft] = useState<{ text: string; for: Stored } | null>(null);
  const stored = (getIn(form.config, path) ?? null) as Stored;
  const printed = useMemo(
    () => (typeof stored === 'string' ? stored : stored ? printExpression(stored, content.names) : ''),
    [stored, content.names],
  );
  const text = draft && draft.for === stored ? draft.text : printed;
  const read = (value: string) => (value.trim() === '' && field.nullable ? null : parseExpression(value, { names: content.names }));
  const error: ParseError | null = useMemo(() => {
    const result = read(text);
    return result && !result.ok ? result.error : null;
  }, [text, content.names]); // eslint-disable-line react-hooks/exhaustive-deps

  const set = (value: Stored) => {
    form.touch(key);
    form.set(path, value);
  };
  const onText = (value: string) => {
    const result = read(value);
    const next: Stored = result === null ? null : result.ok ? result.ast : value;
    setDraft({ text: value, for: next });
    set(next);
  };

  const diags = (form.shown.get(key) ?? []).filter((d) => !(typeof stored === 'string' && d.message === messages.expr.unreadText));
  const intent = error ? 'danger' : intentOf(diags);
  const builder: BuilderState = {
    mode: field.mode,
    content,
    readOnly: form.readOnly,
    t,
    editAsText: showText,
    choice: { mode: field.mode, functionParameters: (fnId) => content.functions.find((f) => f.id === fnId)?.parameters.length ?? 0 },
  };
  const canBuild = typeof stored !== 'string';
  const textId = `${id}-text`;

  return (
    <FormGroup
      className="cf-field cf-expr"
      helperText={diags.length ? diags.map((d) => d.message).join(' ') : undefined}
      intent={intentOf(diags)}
    >
      <div className="cf-expr-head">
        <label
          className="bp6-label cf-expr-label"
          htmlFor={view === 'text' || !canBuild ? textId : field.role === 'condition' ? `${id}-b-row-0-left` : `${id}-b`}
        >
          {label}
        </label>
        <ButtonGroup
          size="small"
          variant="outlined"
          className="cf-expr-views"
          role="group"
          aria-label={t('exprEditor.view', { name: label })}
        >
          <Button
            id={`${id}-view-text`}
            text={t('exprEditor.text')}
            icon="code"
            active={view === 'text'}
            aria-pressed={view === 'text'}
            onClick={showText}
          />
          <Button
            id={`${id}-view-builder`}
            text={t('exprEditor.builder')}
            icon="build"
            active={view === 'builder'}
            aria-pressed={view === 'builder'}
            disabled={!canBuild}
            title={canBuild ? undefined : t('exprEditor.fixFirst')}
            onClick={() => setView('builder')}
          />
        </ButtonGroup>
      </div>
      <div id={id} className="cf-expr-body">
        {view === 'text' || !canBuild ? (
          <ExpressionText
            id={textId}
            text={text}
            onText={onText}
            error={error}
            mode={field.mode}
            content={content}
            readOnly={form.readOnly}
            invalid={intent === 'danger'}
            label={label}
            autoFocus={focusText}
            placeholder={t(field.role === 'condition' ? 'exprEditor.conditionExample' : 'exprEditor.valueExample')}
            t={t}
          />
        ) : (
          <BuilderContext.Provider value={builder}>
            <div id={`${id}-builder`} className="cf-expr-builder">
              {field.role === 'condition' ? (
                <ConditionBuilder id={`${id}-b`} value={stored} onChange={set} />
              ) : (
                <OperandControl id={`${id}-b`} label={label} expr={stored ?? { kind: 'literal', value: '' }} onChange={set} />
              )}
            </div>
          </BuilderContext.Provider>
        )}
      </div>
    </FormGroup>
  );
}
