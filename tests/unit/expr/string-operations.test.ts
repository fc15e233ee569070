import { describe, expect, it } from 'vitest';
import { evaluate, newCall, variable } from '@shared/expr';
import { run } from './support';

describe('String operations', () => {
  it('concatenate, substring, case and length', async () => {
    expect(await run('concat({{12}}, " ", "Smith", 42)', { 12: 'Ann' })).toBe('Ann Smith42');
    expect(await run('concat("only")')).toBe('only');
    expect(await run('substring("Hello world", 6)')).toBe('world');
    expect(await run('substring("Hello world", 0, 5)')).toBe('Hello');
    expect(await run('substring("Hello world", -5)')).toBe('world');
    expect(await run('substring("Hello world", 0, -6)')).toBe('Hello');
    expect(await run('uppercase("straße")')).toBe('STRASSE');
    expect(await run('lowercase("ÉCOLE")')).toBe('école');
    expect(await run('capitalize("ann marie smith")')).toBe('Ann Marie Smith');
    expect(await run('length("héllo 👋")')).toBe(7);
  });

  it('replace, contains, starts and ends with, position, split', async () => {
    expect(await run('replace("a-b-c", "-", "+")')).toBe('a+b+c');
    expect(await run('replace("abc", "", "x")')).toBe('abc');
    expect(await run('contains("Premium plan", "plan")')).toBe(true);
    expect(await run('starts_with("+4930", "+49")')).toBe(true);
    expect(await run('ends_with("file.pdf", ".png")')).toBe(false);
    expect(await run('index_of("abcabc", "c")')).toBe(2);
    expect(await run('index_of("abc", "z")')).toBe(-1);
    expect(await run('split("a,b,,c")')).toEqual(['a', 'b', '', 'c']);
    expect(await run('split("a|b", "|")')).toEqual(['a', 'b']);
  });

  it('trim with an empty character list uses standard whitespace', async () => {
    expect(await run('trim({{12}})', { 12: ' \t Ann \n\r\0\x0B' })).toBe('Ann');
    expect(await run('trim({{12}}, "")', { 12: '  Ann  ' })).toBe('Ann');
    expect(await run('trim("--Ann--", "-")')).toBe('Ann');
    expect(await run('trim("xxAnnyy", "x..z")')).toBe('Ann');
    expect(await run('trim("  Ann  ", "-")')).toBe('  Ann  ');
    expect(await run('ltrim("  Ann  ")')).toBe('Ann  ');
    expect(await run('rtrim("  Ann  ")')).toBe('  Ann');
  });

  it('pads on the left and on the right', async () => {
    expect(await run('lpad("42", 5, "0")')).toBe('00042');
    expect(await run('rpad("ab", 5, "xy")')).toBe('abxyx');
    expect(await run('lpad("abcdef", 3, "0")')).toBe('abcdef');
    expect(await run('lpad("7")')).toBe('7');
  });

  it('extracts an e-mail address', async () => {
    expect(await run('extract_email("write to ann.smith+q@mail.example.com please")')).toBe('ann.smith+q@mail.example.com');
    expect(await run('extract_email("no address")')).toBe('');
  });

  it('extracts numbers and letters; the length defaults to 5', async () => {
    expect(await run('extract_number_fixed("my zip is 90 210, call 555")')).toBe('90210');
    expect(await run('extract_number_fixed("order 1234 or 123456")')).toBe('');
    expect(await run('extract_number_fixed("pin 1 2 3 4", 4)')).toBe('1234');
    expect(await run('extract_number_min_max("it is 12 then 123456")')).toBe('12');
    expect(await run('extract_number_min_max("it is 12 then 123456", 6, 8)')).toBe('123456');
    expect(await run('extract_letter_fixed("my code is A B C D E ok")')).toBe('ABCDE');
    expect(await run('extract_letter_fixed("hello world")')).toBe('hello');
    expect(await run('extract_letter_fixed("code XYZ", 3)')).toBe('XYZ');
    expect(await run('extract_letter_min_max("it is Q then")')).toBe('it');
    expect(await run('extract_letter_min_max("a b then", 2, 2)')).toBe('ab');
  });

  it('a new call fills the spec defaults: length 5, regex //im', () => {
    expect(newCall('extract_number_fixed', variable(12)).args).toEqual([variable(12), { kind: 'literal', value: 5 }]);
    expect(newCall('extract_letter_fixed').args).toEqual([
      { kind: 'literal', value: '' },
      { kind: 'literal', value: 5 },
    ]);
    expect(newCall('regex').args[1]).toEqual({ kind: 'literal', value: '//im' });
    expect(newCall('matches_regex').args[1]).toEqual({ kind: 'literal', value: '//im' });
  });

  it('regex returns the first group or the whole match; matches_regex says whether it matches', async () => {
    expect(await run('regex("Order #A-1234 shipped", "/#([A-Z]-\\\\d+)/")')).toBe('A-1234');
    expect(await run('regex("Order 77", "/\\\\d+/")')).toBe('77');
    expect(await run('regex("nothing", "/\\\\d+/")')).toBe('');
    expect(await run('regex("anything")')).toBe('');
    expect(await run('matches_regex("anything")')).toBe(true);
    expect(await run('matches_regex("YES please", "/^yes/i")')).toBe(true);
    expect(await run('matches_regex("YES please", "/^yes/")')).toBe(false);
  });

  it('random id: 7 letters and digits by default', async () => {
    expect(await run('random_id()')).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(await run('random_id(12)')).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it('coerces values to text', async () => {
    expect(
      await evaluate(
        newCall('concat', { kind: 'literal', value: true }, { kind: 'literal', value: null }, { kind: 'literal', value: 1.5 }),
        { variables: {} },
      ),
    ).toBe('true1.5');
    expect(await run('uppercase({{12}})', { 12: { a: 1 } })).toBe('{"A":1}');
  });
});
