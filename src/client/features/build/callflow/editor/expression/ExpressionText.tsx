import { TextArea, type Intent } from '@blueprintjs/core';
import { useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import type { ExprMode, ParseError } from '@shared/expr';
import type { ExprContent } from './useExprContent';
import { applyCompletion, useCompletion } from './useCompletion';

interface Props {
  id: string;
  text: string;
  onText(text: string): void;
  error: ParseError | null;
  mode: ExprMode;
  content: ExprContent;
  readOnly: boolean;
  intent?: Intent;
  placeholder: string;
  t: TFunction<'flow'>;
}

/** Where a parse error is: the line of the text with a marker under the place. */
function ErrorPlace({ text, error }: { text: string; error: ParseError }) {
  const line = text.split('\n')[error.line - 1] ?? '';
  const marker = `${' '.repeat(Math.max(0, error.column - 1))}${'^'.repeat(Math.max(1, Math.min(error.length, line.length - error.column + 1)))}`;
  return (
    <pre className="cf-expr-place" aria-hidden>
      {line}
      {'\n'}
      {marker}
    </pre>
  );
}

/** The text form of an expression, with completion and the parse error at its place. */
export function ExpressionText({ id, text, onText, error, mode, content, readOnly, intent, placeholder, t }: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(text.length);
  const options = useMemo(() => ({ mode, variables: content.variables, functions: content.functions }), [mode, content]);
  const completion = useCompletion(text, caret, options);
  const listId = `${id}-completion`;

  const accept = (index: number) => {
    const item = completion.items[index];
    if (!item || !completion.range) return;
    const next = applyCompletion(text, completion.range.from, completion.range.to, item);
    completion.close();
    onText(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => ref.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === ' ' && e.ctrlKey) {
      e.preventDefault();
      completion.open(text, e.currentTarget.selectionStart);
      return;
    }
    if (!completion.shown) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => completion.move(1),
      ArrowUp: () => completion.move(-1),
      Enter: () => accept(completion.active),
      Tab: () => accept(completion.active),
      Escape: () => completion.close(),
    };
    // Ctrl/Cmd+Enter still saves the node.
    if (keys[e.key] && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
      e.preventDefault();
      e.stopPropagation();
      keys[e.key]();
    }
  };

  return (
    <div className="cf-expr-text">
      <div className="cf-expr-input-wrap">
        <TextArea
          id={id}
          inputRef={ref}
          fill
          autoResize
          rows={1}
          spellCheck={false}
          className="cf-expr-input"
          value={text}
          intent={intent}
          disabled={readOnly}
          placeholder={placeholder}
          role="combobox"
          aria-expanded={completion.shown}
          aria-controls={completion.shown ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={completion.shown ? `${listId}-${completion.active}` : undefined}
          aria-invalid={!!error}
          onKeyDown={onKeyDown}
          onBlur={() => completion.close()}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
          onChange={(e) => {
            const value = e.currentTarget.value;
            const at = e.currentTarget.selectionStart;
            setCaret(at);
            onText(value);
            const typed = value.slice(Math.max(0, at - 2), at);
            if (typed === '{{' || typed.endsWith('@')) completion.open(value, at);
          }}
        />
        {completion.shown && (
          <ul id={listId} role="listbox" className="cf-expr-completion" aria-label={t('exprEditor.suggestions')}>
            {completion.items.map((item, i) => (
              <li
                key={`${item.kind}-${item.label}`}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === completion.active}
                className={i === completion.active ? 'is-active' : undefined}
                onMouseDown={(e) => {
                  e.preventDefault();
                  accept(i);
                }}
              >
                <span className="cf-expr-completion-label">{item.label}</span>
                <span className="cf-expr-completion-detail">{item.detailKey ? t(item.detailKey, { defaultValue: item.detail }) : item.detail}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <div className="cf-expr-error" role="alert">
          <span>{t('exprEditor.errorAt', { line: error.line, column: error.column, message: error.message })}</span>
          <ErrorPlace text={text} error={error} />
        </div>
      )}
    </div>
  );
}
