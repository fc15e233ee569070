import { tokenize, type Token } from './lexer';
import { printableFunctionName, printableVariableName, type NamedItem } from './names';
import {
  groupLabel,
  operationGroups,
  operationsFor,
  parameterLabels,
  type ExprMode,
  type Operation,
  type OperationGroup,
} from './operations';
import { compareOperatorLabels, compareSymbols, logicalSymbols, mathOperatorLabels, mathSymbols } from './operators';
import { printLiteral } from './printer';

/**
 * Completion for the text form, shaped for a Monaco completion provider: the range to replace (offsets in
 * the text) and the candidates. Inside `{{` it offers variables by name, after `@` JavaScript functions, after
 * a complete value the operators (comparison, math, AND, OR), elsewhere the operations of the mode by group,
 * the variables, the functions and true, false and null. Nothing is offered inside a quoted text.
 */
export type CompletionKind = 'operation' | 'variable' | 'function' | 'operator' | 'keyword';

export interface CompletionItem {
  label: string;
  kind: CompletionKind;
  /** Plain text to insert. */
  insertText: string;
  /** The same with Monaco snippet placeholders (operations and functions). */
  snippet?: string;
  /** English description; `detailKey` is its i18n key in the 'flow' namespace when there is one. */
  detail: string;
  detailKey?: string;
  group?: OperationGroup;
  /** Orders candidates: groups in the spec's order, then catalogue order. */
  sortText: string;
}

export interface CompletionResult {
  from: number;
  to: number;
  items: CompletionItem[];
}

export interface CompletionOptions {
  mode?: ExprMode;
  variables?: readonly NamedItem[];
  functions?: readonly (NamedItem & { parameters?: readonly string[] })[];
}

const placeholder = (i: number, text: string) => `\${${i}:${text.replace(/[$}\\]/g, '\\$&')}}`;

function operationItem(op: Operation, index: number): CompletionItem {
  const params = op.parameters.map((p, i) => placeholder(i + 1, p.required || p.default === undefined ? p.name : printLiteral(p.default)));
  return {
    label: op.id,
    kind: 'operation',
    insertText: `${op.id}()`,
    snippet: `${op.id}(${params.join(', ')})`,
    detail: `${groupLabel(op.group).default} · ${op.label.default}(${op.parameters.map((p) => parameterLabels[p.name] ?? p.name).join(', ')})`,
    detailKey: op.label.key,
    group: op.group,
    sortText: `1${String(operationGroups.indexOf(op.group)).padStart(2, '0')}${String(index).padStart(3, '0')}`,
  };
}

const variableText = (v: NamedItem) => `{{${printableVariableName(v.name) ? v.name : v.id}}}`;
const variableItem = (v: NamedItem): CompletionItem => ({
  label: variableText(v),
  kind: 'variable',
  insertText: variableText(v),
  detail: `#${v.id}`,
  sortText: `0${v.name.toLowerCase()}`,
});

function functionItem(f: NamedItem & { parameters?: readonly string[] }): CompletionItem {
  const ref = `@${printableFunctionName(f.name) ? f.name : f.id}`;
  const params = (f.parameters ?? []).map((p, i) => placeholder(i + 1, p));
  return {
    label: ref,
    kind: 'function',
    insertText: `${ref}()`,
    snippet: `${ref}(${params.join(', ')})`,
    detail: `${groupLabel('javascript_function').default} #${f.id}`,
    detailKey: groupLabel('javascript_function').key,
    group: 'javascript_function',
    sortText: `2${f.name.toLowerCase()}`,
  };
}

function operatorItems(): CompletionItem[] {
  const items: CompletionItem[] = [];
  for (const [op, symbol] of Object.entries(compareSymbols)) {
    items.push({
      label: symbol,
      kind: 'operator',
      insertText: `${symbol} `,
      detail: compareOperatorLabels[op as keyof typeof compareSymbols],
      detailKey: `values.operator.${op}`,
      sortText: `0${items.length}`,
    });
  }
  for (const [op, symbol] of Object.entries(mathSymbols)) {
    items.push({
      label: symbol,
      kind: 'operator',
      insertText: `${symbol} `,
      detail: mathOperatorLabels[op as keyof typeof mathSymbols],
      detailKey: `expr.math.${op}`,
      sortText: `1${items.length}`,
    });
  }
  for (const word of Object.values(logicalSymbols))
    items.push({ label: word, kind: 'keyword', insertText: `${word} `, detail: word, sortText: `2${word}` });
  return items;
}

/** Where the cursor is: in a quoted text, in an open {{ (from its start), or in normal text. */
function scan(prefix: string): { state: 'normal' } | { state: 'string' } | { state: 'variable'; start: number } {
  let i = 0;
  while (i < prefix.length) {
    const c = prefix[i];
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < prefix.length && prefix[j] !== c) j += prefix[j] === '\\' ? 2 : 1;
      if (j >= prefix.length) return { state: 'string' };
      i = j + 1;
    } else if (prefix.startsWith('{{', i)) {
      const close = prefix.indexOf('}}', i + 2);
      if (close < 0) return { state: 'variable', start: i };
      i = close + 2;
    } else i += 1;
  }
  return { state: 'normal' };
}

const endsValue = (token: Token | undefined) =>
  !!token &&
  (['number', 'string', 'variable'].includes(token.type) ||
    (token.type === 'punct' && token.value === ')') ||
    (token.type === 'ident' && ['true', 'false', 'null'].includes(String(token.value).toLowerCase())));

const startsWith = (label: string, typed: string) => label.toLowerCase().startsWith(typed.toLowerCase());

export function completeAt(text: string, offset: number, options: CompletionOptions = {}): CompletionResult {
  const prefix = text.slice(0, offset);
  const where = scan(prefix);
  const variables = options.variables ?? [];
  const functions = options.mode === 'keyword_finder' ? [] : (options.functions ?? []);
  if (where.state === 'string') return { from: offset, to: offset, items: [] };
  if (where.state === 'variable') {
    const typed = prefix.slice(where.start + 2).trim();
    const to = text.startsWith('}}', offset) ? offset + 2 : offset;
    const items = variables.filter((v) => startsWith(v.name, typed) || String(v.id).startsWith(typed)).map(variableItem);
    return { from: where.start, to, items };
  }
  const word = /@?[A-Za-z_$][A-Za-z0-9_$]*$/.exec(prefix)?.[0] ?? '';
  const from = offset - word.length;
  if (word.startsWith('@')) {
    return { from, to: offset, items: functions.filter((f) => startsWith(`@${f.name}`, word)).map(functionItem) };
  }
  let tokens: Token[] = [];
  try {
    tokens = tokenize(prefix.slice(0, from));
  } catch {
    tokens = [];
  }
  const before = tokens[tokens.length - 2];
  if (endsValue(before)) return { from, to: offset, items: operatorItems().filter((item) => startsWith(item.label, word)) };
  const items = [
    ...variables.map(variableItem).filter((item) => word === '' || startsWith(item.label.slice(2), word)),
    ...operationsFor(options.mode ?? 'variable')
      .map(operationItem)
      .filter((item) => startsWith(item.label, word)),
    ...functions.map(functionItem).filter((item) => startsWith(item.label.slice(1), word)),
    ...['true', 'false', 'null']
      .filter((k) => startsWith(k, word))
      .map((k): CompletionItem => ({ label: k, kind: 'keyword', insertText: k, detail: k, sortText: `3${k}` })),
  ];
  return { from, to: offset, items };
}
