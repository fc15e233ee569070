import { RE2JS } from 're2js';
import { limits } from '../limits';
import { fill, messages } from '../messages';
import { estimateProgramSize, splitDelimiters, translate } from './regex-syntax';
import { ExprError } from './values';

/**
 * Regexes are written the PHP way, with delimiters and flags: `/^\d+$/im` (the builder's default is '//im'), and
 * matched by RE2 (re2js), whose time is linear in the text: no pattern can make a flow run for seconds.
 * The flags of the spec (2 §5):
 *   i, m, s      the same flags in RE2; u is accepted (RE2 always reads Unicode)
 *   x            extended: whitespace and # comments outside classes are dropped from the pattern
 *   U            ungreedy: every quantifier's greediness is inverted (a* is lazy, a*? greedy)
 *   A            anchored: the match must start at the beginning of the text
 *   J            duplicate group names allowed: RE2 refuses them, which the pattern check then reports
 *   D            dollar matches only at the very end: RE2's $ already does without m
 * PCRE's \A, \z and (?P<name>…) are RE2's too; \Z is translated; backreferences, lookaround, atomic groups and
 * possessive quantifiers are refused with their own message. A match whose work (text length times program
 * size, at least 10) would exceed limits.flow.maxRegexWork is refused with a clear error instead of being run.
 */
export const regexFlags = ['i', 'm', 'x', 's', 'u', 'U', 'A', 'J', 'D'] as const;
export type RegexFlag = (typeof regexFlags)[number];

export const defaultRegex = '//im';

export interface FlowRegex {
  re2: RE2JS;
  /** PCRE's \Z: a match may also end before the text's final newline. */
  endBeforeNewline: boolean;
}

export type CompiledRegex = { ok: true; regex: FlowRegex; anchored: boolean } | { ok: false; message: string };

/** Compiled patterns by source: a flow that loops over one pattern compiles it once. */
const cache = new Map<string, CompiledRegex>();
const cacheSize = 256;

function compileUncached(source: string): CompiledRegex {
  const parts = splitDelimiters(source);
  if ('error' in parts) return { ok: false, message: parts.error };
  const flags = new Set<string>();
  for (const flag of parts.flags) {
    if (!(regexFlags as readonly string[]).includes(flag)) return { ok: false, message: fill(messages.expr.regexFlag, { flag }) };
    flags.add(flag);
  }
  const translated = translate(parts.body, flags.has('x'), flags.has('U'));
  if ('error' in translated) return { ok: false, message: translated.error };
  const max = limits.flow.maxRegexProgram;
  if (estimateProgramSize(translated.pattern) > max)
    return { ok: false, message: fill(messages.expr.regexTooLarge, { max: max.toLocaleString('en-US') }) };
  const pattern = flags.has('A') ? `\\A(?:${translated.pattern})` : translated.pattern;
  const re2Flags =
    (flags.has('i') ? RE2JS.CASE_INSENSITIVE : 0) | (flags.has('m') ? RE2JS.MULTILINE : 0) | (flags.has('s') ? RE2JS.DOTALL : 0);
  try {
    const re2 = RE2JS.compile(pattern, re2Flags);
    if (re2.programSize() > max) return { ok: false, message: fill(messages.expr.regexTooLarge, { max: max.toLocaleString('en-US') }) };
    return { ok: true, regex: { re2, endBeforeNewline: translated.endBeforeNewline }, anchored: flags.has('A') };
  } catch (e) {
    const reason = e instanceof Error ? e.message.replace(/^error parsing regexp: /, '') : String(e);
    return { ok: false, message: fill(messages.expr.regexInvalid, { reason }) };
  }
}

/** Compiles a delimited regex with PHP flags for RE2, or says why it cannot. */
export function compileRegex(source: string): CompiledRegex {
  const known = cache.get(source);
  if (known) return known;
  const compiled = compileUncached(source);
  if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
  cache.set(source, compiled);
  return compiled;
}

function matchIn(re2: RE2JS, text: string): string | null {
  const m = re2.matcher(text);
  if (!m.find()) return null;
  const group = m.groupCount() > 0 ? m.group(1) : null;
  return group ?? m.group(0);
}

/**
 * The first match in the text: its first group when the pattern has one, else the whole match; null when none.
 * Throws ExprError when the match would take more work than limits.flow.maxRegexWork allows.
 */
export function firstMatch(compiled: { regex: FlowRegex }, text: string): string | null {
  const { re2, endBeforeNewline } = compiled.regex;
  const work = text.length * Math.max(10, re2.programSize());
  if (work > limits.flow.maxRegexWork) {
    throw new ExprError(fill(messages.expr.regexTooMuchWork, { length: text.length.toLocaleString('en-US') }));
  }
  const found = matchIn(re2, text);
  if (found !== null || !endBeforeNewline || !text.endsWith('\n')) return found;
  return matchIn(re2, text.slice(0, -1));
}
