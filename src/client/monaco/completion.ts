/**
 * Completion items of a code editor, and their mapping to Monaco's suggestions. Pure: Monaco's enums
 * come in as arguments, so this module never loads the editor and is testable on its own.
 */
export type CodeCompletionKind = 'parameter' | 'variable' | 'function';

export interface CodeCompletion {
  label: string;
  kind: CodeCompletionKind;
  /** Shown beside the label, e.g. `greet(who, times): STRING`. */
  detail: string;
  /** What is inserted; a function call becomes a snippet with one tab stop per argument. */
  insertText: string;
}

/** The numbers of Monaco's `languages.CompletionItemKind` and `CompletionItemInsertTextRule` this mapping uses. */
export interface MonacoCompletionEnums {
  kinds: { Variable: number; Function: number; Field: number };
  insertAsSnippet: number;
}

export interface SuggestionRange {
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
}

export interface MonacoSuggestion {
  label: string;
  kind: number;
  detail: string;
  insertText: string;
  insertTextRules?: number;
  sortText: string;
  range: SuggestionRange;
}

/** Parameters first, then variables, then functions; alphabetical within each. */
const rank: Record<CodeCompletionKind, string> = { parameter: '0', variable: '1', function: '2' };

/** `$`, `}` and `\` are special inside snippet text. */
const escapeSnippet = (text: string) => text.replace(/[\\$}]/g, (c) => `\\${c}`);

/** `greet(who, times)` → `greet(${1:who}, ${2:times})`; anything else is not a snippet. */
export function callSnippet(insertText: string): string | null {
  const call = /^([A-Za-z_$][\w$]*)\((.*)\)$/.exec(insertText.trim());
  if (!call) return null;
  const args = call[2]
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const stops = args.map((a, i) => `\${${i + 1}:${escapeSnippet(a)}}`);
  return `${escapeSnippet(call[1])}(${stops.join(', ')})`;
}

export function toSuggestions(items: readonly CodeCompletion[], range: SuggestionRange, enums: MonacoCompletionEnums): MonacoSuggestion[] {
  return items.map((item) => {
    const snippet = item.kind === 'function' ? callSnippet(item.insertText) : null;
    const kind = item.kind === 'function' ? enums.kinds.Function : item.kind === 'parameter' ? enums.kinds.Field : enums.kinds.Variable;
    return {
      label: item.label,
      kind,
      detail: item.detail,
      insertText: snippet ?? item.insertText,
      ...(snippet ? { insertTextRules: enums.insertAsSnippet } : {}),
      sortText: `${rank[item.kind]}${item.label.toLowerCase()}`,
      range,
    };
  });
}
