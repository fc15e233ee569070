import { fill, messages } from '../messages';

/**
 * The written form of a flow regex (PHP style: delimiters and flags) turned into RE2 syntax. RE2 matches in
 * time linear in the text, so it has no backreferences, lookaround, atomic groups or possessive quantifiers:
 * those are refused here with a message that says so, before RE2's own parser sees them.
 */

const closing: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };
const syntaxChars = new Set('^$\\.*+?()[]{}|/'.split(''));

export function splitDelimiters(source: string): { body: string; flags: string } | { error: string } {
  const text = source.replace(/^\s+/, '');
  const open = text.charAt(0);
  if (!open || /[A-Za-z0-9\\\s]/.test(open)) return { error: messages.expr.regexDelimiter };
  const close = closing[open] ?? open;
  let depth = 0;
  for (let i = 1; i < text.length; i += 1) {
    const c = text[i];
    if (c === '\\') {
      i += 1;
      continue;
    }
    if (c === close && depth === 0) {
      const raw = text.slice(1, i);
      // An escaped delimiter is the delimiter itself; drop the escape unless it means something to the regex.
      const body = syntaxChars.has(open) ? raw : raw.split(`\\${open}`).join(open);
      return { body, flags: text.slice(i + 1).trim() };
    }
    if (open !== close) {
      if (c === open) depth += 1;
      else if (c === close) depth -= 1;
    }
  }
  return { error: fill(messages.expr.regexEnd, { delimiter: close }) };
}

const quantifierAt = (p: string, i: number): string | null => {
  const c = p[i];
  if (c === '*' || c === '+' || c === '?') return c;
  if (c === '{') return /^\{\d+(,\d*)?\}/.exec(p.slice(i, i + 24))?.[0] ?? null;
  return null;
};

/** JavaScript's \uXXXX and \u{X…} as RE2's \x{…}; null when the text at i is not one. */
function unicodeEscape(p: string, i: number): { text: string; length: number } | null {
  const braced = /^\\u\{([0-9A-Fa-f]{1,6})\}/.exec(p.slice(i, i + 11));
  if (braced) return { text: `\\x{${braced[1]}}`, length: braced[0].length };
  const plain = /^\\u([0-9A-Fa-f]{4})/.exec(p.slice(i, i + 6));
  return plain ? { text: `\\x{${plain[1]}}`, length: 6 } : null;
}

export interface Translated {
  pattern: string;
  /** The pattern used PCRE's \Z (the end, or before a final newline). */
  endBeforeNewline: boolean;
}

/** Applies x and U, translates PCRE and JavaScript escapes to RE2 and refuses what RE2 cannot match, in one walk. */
export function translate(p: string, extended: boolean, ungreedy: boolean): Translated | { error: string } {
  let out = '';
  let inClass = false;
  let endBeforeNewline = false;
  let i = 0;
  while (i < p.length) {
    const c = p[i];
    if (c === '\\') {
      const unicode = unicodeEscape(p, i);
      if (unicode) {
        out += unicode.text;
        i += unicode.length;
        continue;
      }
      const next = p[i + 1] ?? '';
      if (!inClass && /[1-9kg]/.test(next)) return { error: messages.expr.regexBackreference };
      if (!inClass && next === 'Z') {
        endBeforeNewline = true;
        out += '\\z';
      } else out += c + next;
      i += 2;
      continue;
    }
    if (inClass) {
      out += c;
      if (c === ']') inClass = false;
      i += 1;
      continue;
    }
    if (c === '[') {
      inClass = true;
      out += c;
      i += 1;
      if (p[i] === '^') out += p[i++];
      if (p[i] === ']') out += p[i++];
      continue;
    }
    if (extended && /\s/.test(c)) {
      i += 1;
      continue;
    }
    if (extended && c === '#') {
      while (i < p.length && p[i] !== '\n') i += 1;
      continue;
    }
    if (c === '(' && p[i + 1] === '?') {
      const head = p.slice(i + 2, i + 5);
      if (/^(=|!|<=|<!)/.test(head)) return { error: messages.expr.regexLookaround };
      if (head.startsWith('P=')) return { error: messages.expr.regexBackreference };
      if (head.startsWith('>')) return { error: messages.expr.regexAtomic };
      out += '(?';
      i += 2;
      continue;
    }
    const quantifier = quantifierAt(p, i);
    if (quantifier) {
      out += quantifier;
      i += quantifier.length;
      if (p[i] === '+') return { error: messages.expr.regexAtomic };
      if (ungreedy) {
        if (p[i] === '?') i += 1;
        else out += '?';
      } else if (p[i] === '?') {
        out += '?';
        i += 1;
      }
      continue;
    }
    out += c;
    i += 1;
  }
  return { pattern: out, endBeforeNewline };
}

/**
 * An upper estimate of the RE2 program a pattern compiles to (one step per atom, repetitions multiply what
 * they repeat), read without compiling it: compiling a huge program is itself slow.
 */
export function estimateProgramSize(p: string): number {
  const totals: number[] = [0];
  const add = (n: number) => (totals[totals.length - 1] += n);
  let last = 0;
  let i = 0;
  while (i < p.length) {
    const c = p[i];
    if (c === '\\') {
      const braced = /^\\[xpP]\{[^}]*\}/.exec(p.slice(i, i + 40));
      i += braced ? braced[0].length : 2;
      last = 1;
      add(1);
    } else if (c === '[') {
      i += 1;
      if (p[i] === '^') i += 1;
      if (p[i] === ']') i += 1;
      while (i < p.length && p[i] !== ']') i += p[i] === '\\' ? 2 : 1;
      i += 1;
      last = 1;
      add(1);
    } else if (c === '(') {
      totals.push(0);
      i += 1;
    } else if (c === ')' && totals.length > 1) {
      last = totals.pop()! + 1;
      add(last);
      i += 1;
    } else {
      const counted = c === '{' ? /^\{(\d+)(,(\d*))?\}/.exec(p.slice(i, i + 24)) : null;
      if (counted) {
        const count = Math.max(Number(counted[1]), counted[2] === undefined ? 0 : counted[3] ? Number(counted[3]) : Number(counted[1]) + 1);
        add(last * Math.max(count - 1, 0) + 1);
        last *= count;
        i += counted[0].length;
      } else {
        add(1);
        last = c === '*' || c === '+' || c === '?' || c === '|' ? last : 1;
        i += 1;
      }
    }
  }
  return totals.reduce((a, b) => a + b, 0);
}
