import { describe, expect, it } from 'vitest';
import { lookupFrom } from '@shared/plugin-api';
import { newCall, validateExpression, type Expr } from '@shared/expr';
import { ast } from './support';

const exists = lookupFrom(
  [
    { model: 'variable', id: 12 },
    { model: 'variable', id: 13 },
    { model: 'javascript_function', id: 7 },
  ],
  ['variable', 'javascript_function'],
);
const check = (text: string | Expr, options: Parameters<typeof validateExpression>[1] = {}) =>
  validateExpression(typeof text === 'string' ? ast(text) : text, { exists, ...options });

describe('expression validation', () => {
  it('passes a well-formed expression', () => {
    expect(check('uppercase(trim({{12}})) == "ANN" AND {{13}} >= 18')).toEqual([]);
  });

  it('names the missing required parameter', () => {
    expect(check(newCall('uppercase'), { path: 'value' })).toEqual([
      { path: 'value.args.0', message: 'Variable is required for Uppercase.', severity: 'error' },
    ]);
    expect(check('user_lookup("  ")', { mode: 'decision' })).toEqual([
      { path: 'args.0', message: 'Username is required for User lookup.', severity: 'error' },
    ]);
    expect(check('user_lookup_by_extension(null)', { mode: 'decision' })[0].message).toBe(
      'Extension is required for User lookup by extension.',
    );
    expect(check('queue_wait_time()', { mode: 'decision' })[0].message).toBe('Skills is required for Queue wait time.');
    expect(check('disposition_lookup()', { mode: 'decision' })[0].message).toBe('Name is required for Disposition lookup.');
    expect(check('xsi_event_property({{12}})')[0].message).toBe('Name is required for XSI event property.');
    // Parameters with defaults may be left out.
    expect(check('extract_number_fixed({{12}})')).toEqual([]);
    expect(check('date_time()')).toEqual([]);
  });

  it('refuses extra values, values of the wrong kind and options not offered', () => {
    expect(check('uppercase({{12}}, 2)')).toEqual([{ path: '', message: 'Uppercase takes at most 1 values.', severity: 'error' }]);
    expect(check('concat({{12}}, "a", "b", "c")')).toEqual([]);
    expect(check('extract_number_fixed({{12}}, "five")')).toEqual([
      { path: 'args.1', message: 'Length of Extract number (fixed length) must be a number.', severity: 'error' },
    ]);
    expect(check('extract_number_fixed({{12}}, "5")')).toEqual([]);
    expect(check('round({{13}}, true)')[0].path).toBe('args.1');
    expect(check('skill_statistics("Sales", "coffee_breaks")', { mode: 'decision' })[0].message).toBe(
      'Statistic of Skill statistics must be one of: calls_in_queue, longest_wait_time, agents_logged_in, agents_ready, agents_on_call, agents_not_ready.',
    );
  });

  it('checks regex literals, time zones and dates', () => {
    expect(check('regex({{12}}, "/x/q")')).toEqual([
      { path: 'args.1', message: "Unknown regex flag 'q'. Allowed flags: i, m, x, s, u, U, A, J, D.", severity: 'error' },
    ]);
    expect(check('matches_regex({{12}}, "nodelimiter")')[0].message).toBe('A regex starts with a delimiter, as in /pattern/im.');
    expect(check('date_time_in_timezone("H:i", "Now", "Europe/Nowhere")')[0].message).toBe("'Europe/Nowhere' is not a time zone.");
    expect(check('date_time("H:i", "yesterday-ish")')[0].message).toBe("'yesterday-ish' is not a date.");
    expect(check('date_time("H:i", "2024-01-31 08:00")')).toEqual([]);
  });

  it('reports variables and functions that no longer exist', () => {
    expect(check('concat({{12}}, {{99}}, @8())')).toEqual([
      { path: 'args.1', message: 'The expression refers to a variable that no longer exists ({{99}}).', severity: 'error' },
      { path: 'args.2', message: 'The expression calls a JavaScript function that no longer exists (#8).', severity: 'error' },
    ]);
    expect(validateExpression(ast('{{99}} == @8()'))).toEqual([]);
  });

  it('warns when a JavaScript function gets more values than it has parameters', () => {
    const functionInfo = (id: number) => (id === 7 ? { name: 'formatCard', parameters: 1 } : undefined);
    expect(check('@7({{12}}, 2)', { functionInfo })).toEqual([
      { path: '', message: 'The JavaScript function formatCard takes 1 parameters.', severity: 'warning' },
    ]);
  });

  it('refuses operations hidden in the mode', () => {
    expect(check('lpad({{12}}, 5, "0") == "00042"', { mode: 'decision' })).toEqual([
      { path: 'left', message: 'Pad left is not available here.', severity: 'error' },
    ]);
    expect(check('ternary({{12}}, 1, 2)', { mode: 'decision' })[0].message).toBe('If … then … else is not available here.');
    expect(check('queue_wait_time("Sales")', { mode: 'variable' })[0].message).toBe('Queue wait time is not available here.');
    expect(check('queue_wait_time("Sales") > 60', { mode: 'decision' })).toEqual([]);
  });

  it('the keyword finder allows only its list', () => {
    const only =
      'The keyword finder allows only: extract_email, extract_number_fixed, extract_number_min_max, extract_letter_fixed, extract_letter_min_max, regex, matches_regex.';
    expect(check('extract_number_fixed({{12}}, 4)', { mode: 'keyword_finder' })).toEqual([]);
    expect(check('matches_regex({{12}}, "/^yes/i")', { mode: 'keyword_finder' })).toEqual([]);
    expect(check('uppercase({{12}})', { mode: 'keyword_finder' })).toEqual([{ path: '', message: only, severity: 'error' }]);
    expect(check('regex(trim({{12}}))', { mode: 'keyword_finder' })).toEqual([{ path: 'args.0', message: only, severity: 'error' }]);
    expect(check('{{12}} == "x"', { mode: 'keyword_finder' })[0].message).toBe(only);
    expect(check('@7()', { mode: 'keyword_finder' })[0].message).toBe(only);
  });

  it('reports an unknown operation id and too deep a tree', () => {
    expect(check({ kind: 'call', op: 'shout', args: [] })).toEqual([
      { path: '', message: "The operation 'shout' does not exist.", severity: 'error' },
    ]);
    let deep: Expr = { kind: 'literal', value: 1 };
    for (let i = 0; i < 45; i += 1) deep = { kind: 'call', op: 'abs', args: [deep] };
    expect(check(deep, { path: 'value' })).toEqual([
      { path: 'value', message: 'The expression is nested too deeply (at most 40 levels).', severity: 'error' },
    ]);
  });
});
