import { lazy, Suspense } from 'react';
import type { CompletionItem, CompletionOptions, ParseError } from '@shared/expr';
import { CodeEditorSkeleton } from './CodeEditorSkeleton';
import './codeEditor.css';

export interface ExpressionEditorProps {
  /** The id of the editor's text input (a label points at it, diagnostics focus it). */
  id: string;
  value: string;
  onChange(value: string): void;
  /** The parse error of `value`, shown as a marker at its place. */
  error: ParseError | null;
  /** What completion offers: the mode's operations, the account's variables and functions. */
  completion: CompletionOptions;
  /** The detail shown beside a suggestion (translated). */
  describe(item: CompletionItem): string;
  ariaLabel: string;
  readOnly?: boolean;
  placeholder?: string;
  /** Takes the focus once loaded (the user asked for the text form). */
  autoFocus?: boolean;
  invalid?: boolean;
}

/** The height of one line of text: what the editor starts at, and the skeleton's height. */
export const expressionLineHeight = 34;

// Monaco is a separate chunk, fetched the first time an expression is edited as text; never part of a
// node editor's chunk.
const MonacoExpressionEditor = lazy(() => import('./MonacoExpressionEditor'));

/** The text form of an expression in Monaco (loaded on first use), with completion and parse markers. */
export function ExpressionEditor(props: ExpressionEditorProps) {
  const classes = ['code-editor', 'expression-editor', props.readOnly ? 'is-read-only' : '', props.invalid ? 'is-invalid' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <Suspense fallback={<CodeEditorSkeleton height={expressionLineHeight} label={props.ariaLabel} />}>
        <MonacoExpressionEditor {...props} />
      </Suspense>
    </div>
  );
}
