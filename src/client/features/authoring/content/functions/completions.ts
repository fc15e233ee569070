import type { CodeCompletion } from '@client/monaco/completion';
import type { ParameterDraft } from './rules';

/** An item of GET /javascriptfunction/context-autocomplete-function. */
export interface ServerCompletionItem {
  label: string;
  kind: 'variable' | 'function';
  detail: string;
  insert_text: string;
}

/**
 * What the code editor offers: the function's own parameters, then the account's variables and
 * functions as the server lists them.
 */
export function functionCompletions(params: readonly ParameterDraft[], items: readonly ServerCompletionItem[]): CodeCompletion[] {
  const own = params
    .map((p) => p.name.trim())
    .filter((name, i, all) => name && all.indexOf(name) === i)
    .map<CodeCompletion>((name) => ({ label: name, kind: 'parameter', detail: 'parameter', insertText: name }));
  return [
    ...own,
    ...items.map<CodeCompletion>((item) => ({ label: item.label, kind: item.kind, detail: item.detail, insertText: item.insert_text })),
  ];
}

/**
 * A test input as an argument: JSON when it reads as JSON (12, true, "text", [1, 2], {"a": 1}),
 * otherwise the text itself; an empty input is null.
 */
export function testArgument(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The arguments in parameter order, from the inputs by parameter key. */
export const testArguments = (params: readonly ParameterDraft[], inputs: Readonly<Record<number, string>>) =>
  params.map((p) => testArgument(inputs[p.key] ?? ''));

/** A result shown as indented JSON (null when the function returns nothing). */
export const showResult = (result: unknown) => JSON.stringify(result ?? null, null, 2);
