import { describe, expect, it } from 'vitest';
import { call, evaluate, lit, variable } from '@shared/expr';
import { limits } from '@shared/limits';
import { extractEmail, trim } from '@shared/expr/text';
import { run } from './support';

const max = limits.flow.maxValueLength;
const tooLong = (length: number) =>
  `The value is too long: ${length.toLocaleString('en-US')} characters, at most ${max.toLocaleString('en-US')}.`;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: Error) => e.message,
  );

describe('every value a flow computes stays within its bounds', () => {
  it('lpad and rpad refuse a length past the bound before building anything', async () => {
    expect(await failure(run("lpad('x', 10000000, 'ab')"))).toBe(tooLong(10_000_000));
    expect(await failure(run("rpad('x', 30000000, 'ab')"))).toBe(tooLong(30_000_000));
    expect(await run(`lpad('x', ${max}, 'ab')`)).toHaveLength(max);
  });
  it('concat, replace, format_number and date_time refuse results past the bound', async () => {
    const big = 'a'.repeat(60_000);
    expect(await failure(run('concat({{1}}, {{1}})', { 1: big }))).toBe(tooLong(120_000));
    expect(await failure(run("replace({{1}}, 'a', 'bb')", { 1: big }))).toBe(tooLong(120_000));
    expect(await failure(run("format_number(100000000000000000000, 0, '.', {{1}})", { 1: 'x'.repeat(30_000) }))).toMatch(
      /^The value is too long: /,
    );
    expect(await failure(run('date_time({{1}})', { 1: 'r'.repeat(5000) }))).toMatch(/^The value is too long: /);
    expect(await run('date_time({{1}}, 0)', { 1: 'T'.repeat(20_000) })).toBe('UTC'.repeat(20_000));
  });
  it('a decoded JSON value nests at most maxValueDepth levels', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect(await failure(run('json_decode({{1}})', { 1: deep }))).toBe(
      `The value is nested too deeply (at most ${limits.flow.maxValueDepth} levels).`,
    );
    expect(await run('json_array_length({{1}})', { 1: '[[1],[2]]' })).toBe(2);
  });
  it("a JavaScript function's oversized result is refused", async () => {
    const ast = { kind: 'function' as const, id: 7, args: [] };
    const e = await failure(evaluate(ast, { variables: {}, runFunction: () => 'x'.repeat(max + 1) }));
    expect(e).toBe(tooLong(max + 1));
  });
});

describe('the text helpers read long texts in one pass', () => {
  it('a long run of digits is read as a number or refused as one at once', async () => {
    expect(await run('is_number({{1}})', { 1: `${'1'.repeat(max - 1)}x` })).toBe(false);
    expect(await run('to_number({{1}}) > 1', { 1: '1'.repeat(300) })).toBe(true);
  });
  it('extract_email finds what the address pattern finds, also in long texts without one', () => {
    expect(extractEmail('write to ann.lee+x@mail.example.co.uk, thanks')).toBe('ann.lee+x@mail.example.co.uk');
    expect(extractEmail('a@b@c.com')).toBe('b@c.com');
    expect(extractEmail('x@host.c1.com9')).toBe('x@host.c1.com');
    expect(extractEmail('no@address')).toBe('');
    expect(extractEmail('a'.repeat(max))).toBe('');
    expect(extractEmail(`a@${'b.1'.repeat(30_000)}`)).toBe('');
  });
  it('a trim list with a range as wide as Unicode trims without listing every character', () => {
    expect(trim('\u0001abc\u{10FFFF}', '\u0000..\u0020\u{10000}..\u{10FFFF}')).toBe('abc');
    expect(trim('xxhixx', 'a..z', 'left')).toBe('');
    expect(trim('--hi--', '-')).toBe('hi');
  });
  it('the XSI property of a long event without a closing tag is found (or not) in one pass', async () => {
    const open = '<xsi:a>'.repeat(14_000);
    expect(await run("xsi_event_property({{1}}, 'a')", { 1: open })).toBe('');
    expect(await run("xsi_event_property({{1}}, 'a')", { 1: `${'<a x'.repeat(20_000)}` })).toBe('');
    expect(await run("xsi_event_property({{1}}, 'b')", { 1: '<r><b/><b>2</b></r>' })).toBe('');
    expect(await run("xsi_event_property({{1}}, 'b')", { 1: '<r><b x="1"/></r>' })).toBe('');
    expect(await run("xsi_event_property({{1}}, 'b')", { 1: '<r><b x="1">2</b></r>' })).toBe('2');
    expect(await run("xsi_event_property({{1}}, 'b')", { 1: '<r><bb>1</bb><b>&lt;2&gt;</b></r>' })).toBe('<2>');
  });
});

describe('regex operations', () => {
  it('match in linear time: a 29-character name against a nested quantifier answers at once', async () => {
    expect(await run("matches_regex({{1}}, '/^([a-z]+\\s?)*$/i')", { 1: 'Jean Pierre Marie Dupont Xy!' })).toBe(false);
    expect(await run("matches_regex('aaaaaaaaaaaaaaaaaaaaaaaaaaa!', '/^(a|a)*$/')")).toBe(false);
  });
  it('a pattern RE2 refuses fails the operation with its message', async () => {
    expect(await failure(run("regex('abab', '/(ab)\\1/')"))).toMatch(/^Backreferences/);
    expect(call('regex', variable(1), lit('/x/'))).toBeTruthy();
  });
});
