import { fill, messages } from '../messages';

/** Tokens of the text form. Offsets are UTF-16 positions in the text, end exclusive. */
export type Token =
  | { type: 'number'; value: number; start: number; end: number }
  | { type: 'string'; value: string; start: number; end: number }
  | { type: 'variable'; value: string; start: number; end: number }
  | { type: 'function'; value: string; start: number; end: number }
  | { type: 'ident'; value: string; start: number; end: number }
  | { type: 'punct'; value: '(' | ')' | ','; start: number; end: number }
  | { type: 'compare'; value: string; start: number; end: number }
  | { type: 'math'; value: string; start: number; end: number }
  | { type: 'logical'; value: 'and' | 'or'; start: number; end: number }
  | { type: 'eof'; value: ''; start: number; end: number };

/** A parse error at a place in the text. */
export class ParseFailure extends Error {
  constructor(
    message: string,
    public offset: number,
    public length = 1,
  ) {
    super(message);
    this.name = 'ParseFailure';
  }
}

const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', '"': '"', "'": "'" };

function readString(text: string, start: number): { value: string; end: number } {
  const quote = text[start];
  let value = '';
  let i = start + 1;
  while (i < text.length) {
    const c = text[i];
    if (c === quote) return { value, end: i + 1 };
    if (c === '\\' && i + 1 < text.length) {
      const next = text[i + 1];
      value += escapes[next] ?? `\\${next}`;
      i += 2;
      continue;
    }
    value += c;
    i += 1;
  }
  throw new ParseFailure(messages.expr.unterminatedString, start, text.length - start);
}

const numberPattern = /\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const identPattern = /[A-Za-z_][A-Za-z0-9_]*/y;
const functionPattern = /[A-Za-z_$][A-Za-z0-9_$]*|\d+/y;

function match(pattern: RegExp, text: string, at: number): string | null {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? null;
}

/** Splits the text form into tokens; throws ParseFailure at the first character that cannot start one. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    const start = i;
    const two = text.slice(i, i + 2);
    if (c === '"' || c === "'") {
      const s = readString(text, i);
      tokens.push({ type: 'string', value: s.value, start, end: s.end });
      i = s.end;
    } else if (two === '{{') {
      const close = text.indexOf('}}', i + 2);
      if (close < 0) throw new ParseFailure(messages.expr.unterminatedVariable, start, text.length - start);
      tokens.push({ type: 'variable', value: text.slice(i + 2, close).trim(), start, end: close + 2 });
      i = close + 2;
    } else if (/\d/.test(c)) {
      const raw = match(numberPattern, text, i)!;
      tokens.push({ type: 'number', value: Number(raw), start, end: i + raw.length });
      i += raw.length;
    } else if (c === '@') {
      const name = match(functionPattern, text, i + 1);
      if (!name) throw new ParseFailure(fill(messages.expr.unexpectedCharacter, { token: '@' }), start);
      tokens.push({ type: 'function', value: name, start, end: i + 1 + name.length });
      i += 1 + name.length;
    } else if (/[A-Za-z_]/.test(c)) {
      const word = match(identPattern, text, i)!;
      const lower = word.toLowerCase();
      if (lower === 'and' || lower === 'or') tokens.push({ type: 'logical', value: lower, start, end: i + word.length });
      else tokens.push({ type: 'ident', value: word, start, end: i + word.length });
      i += word.length;
    } else if (two === '&&' || two === '||') {
      tokens.push({ type: 'logical', value: two === '&&' ? 'and' : 'or', start, end: i + 2 });
      i += 2;
    } else if (['==', '!=', '>=', '<='].includes(two)) {
      tokens.push({ type: 'compare', value: two, start, end: i + 2 });
      i += 2;
    } else if (c === '>' || c === '<') {
      tokens.push({ type: 'compare', value: c, start, end: i + 1 });
      i += 1;
    } else if (c === '=') {
      throw new ParseFailure(messages.expr.singleEquals, start);
    } else if ('+-*/%'.includes(c)) {
      tokens.push({ type: 'math', value: c, start, end: i + 1 });
      i += 1;
    } else if (c === '(' || c === ')' || c === ',') {
      tokens.push({ type: 'punct', value: c, start, end: i + 1 });
      i += 1;
    } else {
      throw new ParseFailure(fill(messages.expr.unexpectedCharacter, { token: c }), start);
    }
  }
  tokens.push({ type: 'eof', value: '', start: text.length, end: text.length });
  return tokens;
}

/** How a token reads in a message. */
export const describeToken = (token: Token, text: string) => text.slice(token.start, token.end);
