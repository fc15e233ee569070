import type { CompletionItem, CompletionOptions, ParseError } from '@shared/expr';
import type { CodeCompletion } from './completion';

/* The props of the two Monaco editors, apart from their lazy wrappers so the Monaco chunks need not import them. */

export interface CodeEditorProps {
  value: string;
  onChange(value: string): void;
  /** A Monaco language id: 'javascript' for functions. */
  language: string;
  readOnly?: boolean;
  /** Offered as completions in this editor (beside the language's own). */
  completions?: readonly CodeCompletion[];
  height?: number | string;
  ariaLabel: string;
  /** The model's path: one model per edited thing, e.g. `function-12.js`. */
  path?: string;
  placeholder?: string;
}

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
