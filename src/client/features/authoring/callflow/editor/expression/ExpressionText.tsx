import { useCallback, useMemo } from 'react';
import type { TFunction } from 'i18next';
import type { CompletionItem, ExprMode, ParseError } from '@shared/expr';
import { ExpressionEditor } from '@client/monaco/ExpressionEditor';
import type { ExprContent } from './useExprContent';

interface Props {
  id: string;
  text: string;
  onText(text: string): void;
  error: ParseError | null;
  mode: ExprMode;
  content: ExprContent;
  readOnly: boolean;
  invalid: boolean;
  label: string;
  placeholder: string;
  /** Takes the focus once Monaco has loaded (the user switched to the text form). */
  autoFocus: boolean;
  t: TFunction<'flow'>;
}

/**
 * The text form of an expression: Monaco (loaded on first use) with completion from src/shared/expr (the mode's
 * operations, variables by name, the account's functions) and the parse error as a marker at its place; the
 * error is also written out below for screen readers.
 */
export function ExpressionText({ id, text, onText, error, mode, content, readOnly, invalid, label, placeholder, autoFocus, t }: Props) {
  const completion = useMemo(() => ({ mode, variables: content.variables, functions: content.functions }), [mode, content]);
  const describe = useCallback(
    (item: CompletionItem) => (item.detailKey ? t(item.detailKey, { defaultValue: item.detail }) : item.detail),
    [t],
  );
  return (
    <div className="cf-expr-text">
      <ExpressionEditor
        id={id}
        value={text}
        onChange={onText}
        error={error}
        completion={completion}
        describe={describe}
        ariaLabel={label}
        readOnly={readOnly}
        invalid={invalid || !!error}
        placeholder={placeholder}
        autoFocus={autoFocus}
      />
      {error && (
        <div className="cf-expr-error" role="alert">
          {t('exprEditor.errorAt', { line: error.line, column: error.column, message: error.message })}
        </div>
      )}
    </div>
  );
}
