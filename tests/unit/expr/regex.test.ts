import { describe, expect, it } from 'vitest';
import { compileRegex, firstMatch, regexFlags } from '@shared/expr';
import { limits } from '@shared/limits';

const match = (source: string, text: string) => {
  const compiled = compileRegex(source);
  if (!compiled.ok) throw new Error(compiled.message);
  return firstMatch(compiled, text);
};
const failure = (source: string) => {
  const compiled = compileRegex(source);
  return compiled.ok ? null : compiled.message;
};

describe('regex with delimiters and flags', () => {
  it('takes the flags of the spec: i, m, x, s, u, U, A, J, D', () => {
    expect(regexFlags).toEqual(['i', 'm', 'x', 's', 'u', 'U', 'A', 'J', 'D']);
    expect(failure('/a/imxsuUAJD')).toBeNull();
    expect(failure('/a/g')).toBe("Unknown regex flag 'g'. Allowed flags: i, m, x, s, u, U, A, J, D.");
  });
  it('i ignores case, m makes ^ and $ work per line, s lets . match newlines', () => {
    expect(match('/yes/i', 'YES')).toBe('YES');
    expect(match('/^b$/', 'a\nb')).toBeNull();
    expect(match('/^b$/m', 'a\nb')).toBe('b');
    expect(match('/a.b/', 'a\nb')).toBeNull();
    expect(match('/a.b/s', 'a\nb')).toBe('a\nb');
  });
  it('x drops whitespace and comments, u reads Unicode', () => {
    expect(match('/ (\\d{3}) - \\d+  # area code, then the rest\n/x', 'call 030-1234')).toBe('030');
    expect(match('/[ ]x/x', 'a x')).toBe(' x');
    expect(match('/\\u{1F44B}/u', 'hi 👋')).toBe('👋');
  });
  it('U makes quantifiers lazy (and lazy ones greedy)', () => {
    expect(match('/<.+>/', '<a><b>')).toBe('<a><b>');
    expect(match('/<.+>/U', '<a><b>')).toBe('<a>');
    expect(match('/<.+?>/U', '<a><b>')).toBe('<a><b>');
    expect(match('/a{2,}/U', 'aaaa')).toBe('aa');
  });
  it('A anchors at the start, D keeps $ at the very end', () => {
    expect(match('/\\d+/A', 'x12')).toBeNull();
    expect(match('/\\d+/A', '12x')).toBe('12');
    expect(match('/end$/D', 'the end')).toBe('end');
    expect(match('/end$/D', 'the end\n')).toBeNull();
  });
  it('J is accepted; PCRE named groups and anchors are translated', () => {
    expect(match('/(?P<zip>\\d{5})/J', 'zip 90210')).toBe('90210');
    expect(match('/\\Afoo/m', 'bar\nfoo')).toBeNull();
    expect(match('/foo\\z/', 'foo\n')).toBeNull();
    expect(match('/foo\\Z/', 'foo\n')).toBe('foo');
  });
  it('other delimiters, escaped delimiters and the empty default //im', () => {
    expect(match('#a/b#', 'xa/b')).toBe('a/b');
    expect(match('#a\\#b#', 'a#b')).toBe('a#b');
    expect(match('{\\d+}', 'n 42')).toBe('42');
    expect(match('/a\\/b/', 'a/b')).toBe('a/b');
    expect(match('//im', 'anything')).toBe('');
  });
  it('explains a missing delimiter, a missing end and an invalid pattern', () => {
    expect(failure('abc')).toBe('A regex starts with a delimiter, as in /pattern/im.');
    expect(failure('/abc')).toBe("The regex is missing its ending delimiter '/'.");
    expect(failure('/(abc/')).toMatch(/^The regex is not valid: /);
  });
  it('matches in time linear in the text: the patterns that backtrack for seconds answer at once', () => {
    // Each extra character doubles a backtracking engine's work; 40 would take days.
    expect(match('/^(a|a)*$/', `${'a'.repeat(40)}!`)).toBeNull();
    expect(match('/^([a-z]+\\s?)*$/i', `${'Jean Pierre Marie '.repeat(3)}Dupont-Durand!`)).toBeNull();
    expect(match('/^(x+x+)+y$/', 'x'.repeat(5000))).toBeNull();
    expect(match('/^([a-z]+\\s?)*$/i', 'Jean Pierre')).toBe('Pierre');
  });
  it('refuses what RE2 cannot match in linear time, each with its own message', () => {
    const linear = 'flow regexes run in time linear in the text (RE2).';
    expect(failure('/(a)\\1/')).toBe(`Backreferences (\\1, \\k<name>) are not supported: ${linear}`);
    expect(failure('/(?<n>a)\\k<n>/')).toBe(`Backreferences (\\1, \\k<name>) are not supported: ${linear}`);
    for (const look of ['/a(?=b)/', '/a(?!b)/', '/(?<=a)b/', '/(?<!a)b/']) {
      expect(failure(look)).toBe(`Lookahead and lookbehind ((?=, (?!, (?<=, (?<!) are not supported: ${linear}`);
    }
    expect(failure('/(?>a+)b/')).toBe(`Atomic groups and possessive quantifiers ((?>, *+, ++) are not supported: ${linear}`);
    expect(failure('/a++b/')).toBe(`Atomic groups and possessive quantifiers ((?>, *+, ++) are not supported: ${linear}`);
    expect(failure('/[(?=]/')).toBeNull();
  });
  it('refuses a program too large to compile quickly, and a match that would take too long', () => {
    expect(failure('/(?:\\w{1000}){10}/')).toBe('The regex is too large (more than 5,000 steps); use fewer or smaller repetitions.');
    expect(failure('/\\w{1000}x/')).toBeNull();
    const big = compileRegex('/\\w{1000}x/');
    if (!big.ok) throw new Error(big.message);
    expect(firstMatch(big, 'a'.repeat(900))).toBeNull();
    expect(() => firstMatch(big, 'a'.repeat(2000))).toThrow(
      'The text is too long for this regex (2,000 characters); match a shorter text or a simpler pattern.',
    );
    const small = compileRegex('/(\\d+)x/');
    if (!small.ok) throw new Error(small.message);
    expect(firstMatch(small, `${'1'.repeat(limits.flow.maxValueLength - 1)}x`)).toHaveLength(limits.flow.maxValueLength - 1);
  });
});
