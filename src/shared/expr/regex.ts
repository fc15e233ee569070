import { fill, messages } from '../messages';

/**
 * Regexes are written the PHP way, with delimiters and flags: `/^\d+$/im` (the builder's default is '//im').
 * The flags of the spec (2 §5) map onto JavaScript:
 *   i, m, s, u   the same flags in JavaScript
 *   x            extended: whitespace and # comments outside classes are dropped from the pattern
 *   U            ungreedy: every quantifier's greediness is inverted (a* is lazy, a*? greedy)
 *   A            anchored: the match must start at the beginning of the text (sticky matching at 0)
 *   J            duplicate group names allowed: JavaScript refuses them before ES2025, which the
 *                pattern check then reports
 *   D            dollar matches only at the very end: JavaScript's $ already does without m
 * PCRE's \A, \z, \Z and (?P<name>…) are translated; other PCRE-only syntax is reported as invalid.
 */
export const regexFlags = ['i', 'm', 'x', 's', 'u', 'U', 'A', 'J', 'D'] as const;
export type RegexFlag = (typeof regexFlags)[number];

export const defaultRegex = '//im';

export type CompiledRegex = { ok: true; regex: RegExp; anchored: boolean } | { ok: false; message: string };

const closing: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };
const syntaxChars = new Set('^$\\.*+?()[]{}|/'.split(''));

function splitDelimiters(source: string): { body: string; flags: string } | { error: string } {
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
  if (c === '{') return /^\{\d+(,\d*)?\}/.exec(p.slice(i))?.[0] ?? null;
  return null;
};

/** Applies x and U and translates PCRE-only escapes, walking the pattern once. */
function translate(p: string, extended: boolean, ungreedy: boolean): string {
  let out = '';
  let inClass = false;
  let i = 0;
  while (i < p.length) {
    const c = p[i];
    if (c === '\\') {
      const next = p[i + 1] ?? '';
      if (!inClass && next === 'A') out += '(?<![\\s\\S])';
      else if (!inClass && next === 'z') out += '(?![\\s\\S])';
      else if (!inClass && next === 'Z') out += '(?=\\n?(?![\\s\\S]))';
      else out += c + next;
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
    if (c === '(' && p.startsWith('(?P<', i)) {
      out += '(?<';
      i += 4;
      continue;
    }
    if (c === '(' && p[i + 1] === '?') {
      out += '(?';
      i += 2;
      continue;
    }
    const quantifier = quantifierAt(p, i);
    if (quantifier) {
      out += quantifier;
      i += quantifier.length;
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
  return out;
}

/** Compiles a delimited regex with PHP flags into a JavaScript RegExp, or says why it cannot. */
export function compileRegex(source: string): CompiledRegex {
  const parts = splitDelimiters(source);
  if ('error' in parts) return { ok: false, message: parts.error };
  const flags = new Set<string>();
  for (const flag of parts.flags) {
    if (!(regexFlags as readonly string[]).includes(flag)) return { ok: false, message: fill(messages.expr.regexFlag, { flag }) };
    flags.add(flag);
  }
  const pattern = translate(parts.body, flags.has('x'), flags.has('U'));
  const jsFlags = ['i', 'm', 's', 'u'].filter((f) => flags.has(f)).join('') + (flags.has('A') ? 'y' : '');
  try {
    return { ok: true, regex: new RegExp(pattern, jsFlags), anchored: flags.has('A') };
  } catch (e) {
    const reason = e instanceof Error ? e.message.replace(/^Invalid regular expression: /, '') : String(e);
    return { ok: false, message: fill(messages.expr.regexInvalid, { reason }) };
  }
}

/** The first match in the text: its first group when the pattern has one, else the whole match; null when none. */
export function firstMatch(compiled: { regex: RegExp }, text: string): string | null {
  compiled.regex.lastIndex = 0;
  const match = compiled.regex.exec(text);
  if (!match) return null;
  return match.length > 1 && match[1] !== undefined ? match[1] : match[0];
}
