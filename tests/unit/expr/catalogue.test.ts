import { describe, expect, it } from 'vitest';
import {
  groupedOperations,
  keywordFinderOperations,
  operationById,
  operationGroups,
  operations,
  operationsFor,
  requiredParameterNames,
} from '@shared/expr';

const ids = (list: readonly { id: string }[]) => list.map((op) => op.id);

describe('operation catalogue', () => {
  it('has the groups of the spec in its order', () => {
    expect(operationGroups).toEqual(['string', 'contact_center', 'math', 'logical', 'premium', 'javascript_function', 'json', 'others']);
    expect(groupedOperations('variable').map((g) => g.group)).toEqual([
      'string',
      'math',
      'logical',
      'premium',
      'javascript_function',
      'json',
      'others',
    ]);
  });
  it('lists exactly the operations the spec names for Premium, JSON and Others', () => {
    const group = (name: string) => ids(operations.filter((op) => op.group === name));
    expect(group('premium')).toEqual(['get_number_type']);
    expect(group('json')).toEqual(['json_decode', 'json_get_element', 'json_array_length', 'xsi_event_property']);
    expect(group('others')).toEqual(['date_time', 'date_time_in_timezone', 'string_to_timestamp']);
    expect(group('contact_center')).toEqual([
      'queue_wait_time',
      'skill_statistics',
      'user_lookup',
      'user_lookup_by_extension',
      'skill_lookup',
      'disposition_lookup',
    ]);
  });
  it('requires exactly the parameters the spec names: variable, username, name, extension, skills, operator', () => {
    expect(requiredParameterNames).toEqual(['variable', 'username', 'name', 'extension', 'skills', 'operator']);
    for (const op of operations) {
      for (const p of op.parameters) {
        expect(p.required, `${op.id}.${p.name}`).toBe((requiredParameterNames as readonly string[]).includes(p.name));
        if (!p.required) expect(p.default, `${op.id}.${p.name}`).not.toBeUndefined();
      }
    }
    expect(operationById('user_lookup')!.parameters[0]).toMatchObject({ name: 'username', required: true });
    expect(operationById('user_lookup_by_extension')!.parameters[0]).toMatchObject({ name: 'extension', required: true });
    expect(operationById('queue_wait_time')!.parameters[0]).toMatchObject({ name: 'skills', required: true });
    expect(operationById('disposition_lookup')!.parameters[0]).toMatchObject({ name: 'name', required: true });
  });
  it('carries the spec defaults', () => {
    const defaultOf = (op: string, name: string) => operationById(op)!.parameters.find((p) => p.name === name)!.default;
    expect(defaultOf('extract_number_fixed', 'length')).toBe(5);
    expect(defaultOf('extract_letter_fixed', 'length')).toBe(5);
    expect(defaultOf('regex', 'pattern')).toBe('//im');
    expect(defaultOf('matches_regex', 'pattern')).toBe('//im');
    expect(defaultOf('date_time', 'format')).toBe('Y-m-d H:i:s O');
    expect(defaultOf('date_time', 'date')).toBe('Now');
    expect(defaultOf('date_time_in_timezone', 'format')).toBe('Y-m-d H:i:s O');
    expect(defaultOf('date_time_in_timezone', 'date')).toBe('Now');
    expect(defaultOf('trim', 'characters')).toBe('');
    expect(defaultOf('random_id', 'length')).toBe(7);
  });
  it('labels every operation with a flow key and English text', () => {
    for (const op of operations) expect(op.label).toEqual({ key: `expr.ops.${op.id}`, default: expect.any(String) });
  });
});

describe('hidden operations per mode', () => {
  it('the decision node hides lpad, rpad and ternary', () => {
    const decision = ids(operationsFor('decision'));
    for (const id of ['lpad', 'rpad', 'ternary']) expect(decision).not.toContain(id);
    expect(decision).toContain('queue_wait_time');
    expect(operations.filter((op) => op.hiddenIn.includes('decision')).map((op) => op.id)).toEqual(['lpad', 'rpad', 'ternary']);
  });
  it('the variable node hides the contact-center-only operations', () => {
    const variable = ids(operationsFor('variable'));
    expect(variable).toContain('lpad');
    expect(variable).toContain('ternary');
    expect(operations.filter((op) => op.hiddenIn.includes('variable')).map((op) => op.id)).toEqual([
      'queue_wait_time',
      'skill_statistics',
      'user_lookup',
      'user_lookup_by_extension',
      'skill_lookup',
      'disposition_lookup',
    ]);
  });
  it('the keyword finder allows only its list', () => {
    expect(keywordFinderOperations).toEqual([
      'extract_email',
      'extract_number_fixed',
      'extract_number_min_max',
      'extract_letter_fixed',
      'extract_letter_min_max',
      'regex',
      'matches_regex',
    ]);
    expect(ids(operationsFor('keyword_finder'))).toEqual([...keywordFinderOperations]);
    expect(groupedOperations('keyword_finder').map((g) => g.group)).toEqual(['string']);
  });
});
