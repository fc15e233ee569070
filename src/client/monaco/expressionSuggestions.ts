import type { CompletionItem, CompletionKind, CompletionResult, ParseError } from '@shared/expr';
import type { MonacoSuggestion, SuggestionRange } from './completion';

/**
 * The expression text form in Monaco, without Monaco: completion results of src/shared/expr turned into
 * Monaco suggestions and a parse error into a marker. Monaco's enums and the model's offset → position
 * come in as arguments, so this module never loads the editor and is testable on its own.
 */
export interface Position {
  lineNumber: number;
  column: number;
}

/** The part of a Monaco text model these mappings use. */
export interface OffsetModel {
  getPositionAt(offset: number): Position;
}

/** The numbers of Monaco's `CompletionItemKind` and `CompletionItemInsertTextRule` used here. */
export interface ExpressionSuggestionEnums {
  kinds: { Function: number; Method: number; Variable: number; Operator: number; Keyword: number };
  insertAsSnippet: number;
}

/** A suggestion of the expression language: the same shape as the code editor's. */
export type ExpressionSuggestion = MonacoSuggestion;

/** At most this many suggestions per request (Monaco filters further as the user types). */
export const maxSuggestions = 300;

const kindOf = (kind: CompletionKind, enums: ExpressionSuggestionEnums['kinds']) =>
  ({ operation: enums.Method, function: enums.Function, variable: enums.Variable, operator: enums.Operator, keyword: enums.Keyword })[kind];

/**
 * The range a completion replaces, on the line of the caret (Monaco wants one line that holds the caret): a
 * start on an earlier line offers nothing, an end on a later line stops at the caret.
 */
export function suggestionRange(
  result: Pick<CompletionResult, 'from' | 'to'>,
  model: OffsetModel,
  caret: Position,
): SuggestionRange | null {
  const start = model.getPositionAt(result.from);
  const end = model.getPositionAt(Math.max(result.from, result.to));
  if (start.lineNumber !== caret.lineNumber || start.column > caret.column) return null;
  const endColumn = end.lineNumber === caret.lineNumber ? Math.max(end.column, caret.column) : caret.column;
  return { startLineNumber: caret.lineNumber, startColumn: start.column, endLineNumber: caret.lineNumber, endColumn };
}

/**
 * Monaco suggestions of a completion result: operations and functions as snippets (a tab stop per
 * parameter), variables by name (`{{Age}}`, stored as their id), operators and keywords as they are typed.
 * `describe` words the detail (the translated operation name).
 */
export function expressionSuggestions(
  result: CompletionResult,
  model: OffsetModel,
  caret: Position,
  enums: ExpressionSuggestionEnums,
  describe: (item: CompletionItem) => string = (item) => item.detail,
): ExpressionSuggestion[] {
  const range = suggestionRange(result, model, caret);
  if (!range) return [];
  return result.items.slice(0, maxSuggestions).map((item) => ({
    label: item.label,
    kind: kindOf(item.kind, enums.kinds),
    detail: describe(item),
    insertText: item.snippet ?? item.insertText,
    ...(item.snippet ? { insertTextRules: enums.insertAsSnippet } : {}),
    sortText: item.sortText,
    range,
  }));
}

export interface ExpressionMarker {
  severity: number;
  message: string;
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
}

/** A parse error as a Monaco marker over the place it names (at least one character wide). */
export function parseMarker(error: ParseError, model: OffsetModel, severity: number): ExpressionMarker {
  const start = model.getPositionAt(error.offset);
  const end = model.getPositionAt(error.offset + Math.max(1, error.length));
  return {
    severity,
    message: error.message,
    startLineNumber: start.lineNumber,
    startColumn: start.column,
    endLineNumber: end.lineNumber,
    endColumn: end.column,
  };
}

/** A model of a plain text (for tests and for callers that have only the text). */
export function textModel(text: string): OffsetModel {
  return {
    getPositionAt(offset: number) {
      const before = text.slice(0, Math.max(0, Math.min(offset, text.length))).split('\n');
      return { lineNumber: before.length, column: before[before.length - 1].length + 1 };
    },
  };
}
