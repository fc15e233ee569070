import { describe, expect, it } from 'vitest';
import {
  checkDestination,
  checkEmailList,
  checkFeature,
  checkIntoVariables,
  checkKeyedEntries,
  checkTimeZone,
  isHttpUrl,
  keyedBranches,
  outcomeBranches,
  textRefs,
  uniqueRefs,
  unknownLookup,
} from '@shared/plugin-api';
import { ctxWith } from '@plugins/test-support';

const unknown = { taskType: 'voice' as const, features: [], exists: unknownLookup };

describe('shared shapes of node settings', () => {
  it('tells absolute http(s) addresses, with variables standing for values', () => {
    expect(isHttpUrl('https://api.example.com/v1/orders/{{12}}?x=1')).toBe(true);
    expect(isHttpUrl('http://localhost:8080')).toBe(true);
    expect(isHttpUrl('{{12}}/orders')).toBe(true);
    for (const bad of ['api.example.com', 'ftp://example.com', 'https://', 'https:// spaces.example.com'])
      expect(isHttpUrl(bad), bad).toBe(false);
  });

  it('keeps references in order of first use, each once', () => {
    expect(
      uniqueRefs(
        [{ model: 'prompt', id: 1 }],
        [
          { model: 'variable', id: 1 },
          { model: 'prompt', id: 1 },
        ],
      ),
    ).toEqual([
      { model: 'prompt', id: 1 },
      { model: 'variable', id: 1 },
    ]);
    expect(textRefs('{{3}} {{-1}}', '{{3}}')).toEqual([
      { model: 'variable', id: 3 },
      { model: 'variable', id: -1 },
    ]);
  });

  it('checks destinations and email lists, leaving variables it cannot look up alone', () => {
    expect(checkDestination(unknown, '{{5}}', 'to', 'To')).toEqual([]);
    expect(checkDestination(unknown, '', 'to', 'To', false)).toEqual([]);
    expect(checkDestination(unknown, '12', 'to', 'To')[0].message).toMatch(/phone number/);
    expect(checkEmailList(unknown, 'a@example.com;{{4}}', 'to', 'To', true)).toEqual([]);
    expect(checkEmailList(unknown, ' ', 'to', 'To', true)).toEqual([{ path: 'to', message: 'To is required.', severity: 'error' }]);
  });

  it('checks time zones by name', () => {
    expect(checkTimeZone('Asia/Tokyo', 'tz')).toEqual([]);
    expect(checkTimeZone('Nowhere/City', 'tz')).toEqual([
      { path: 'tz', message: "'Nowhere/City' is not a known time zone.", severity: 'error' },
    ]);
  });

  it('matches features like the access engine (prefix, suffix and separators do not matter)', () => {
    const ctx = ctxWith([], { features: ['studio.visualform-file-upload.temp'] });
    expect(checkFeature(ctx, 'visualform-file-upload', true, 'x', 'File upload')).toEqual([]);
    expect(checkFeature(ctxWith(), 'visualform-file-upload', true, 'x', 'File upload')[0].message).toBe(
      'File upload is not enabled for this account.',
    );
    expect(checkFeature(ctxWith(), 'visualform-file-upload', false, 'x', 'File upload')).toEqual([]);
  });

  it('checks values stored into variables', () => {
    expect(
      checkIntoVariables(
        ctxWith([{ model: 'variable', id: 1 }]),
        [
          { source: 'a', variable_id: 1 },
          { source: ' ', variable_id: 2 },
        ],
        'm',
        'Column',
      ),
    ).toEqual([
      { path: 'm.1.source', message: 'Column is required.', severity: 'error' },
      { path: 'm.1.variable_id', message: 'The selected variable no longer exists.', severity: 'error' },
    ]);
  });

  it('makes branches: success/failure and keyed entries with or without Otherwise', () => {
    expect(outcomeBranches().map((b) => b.key)).toEqual(['success', 'failure']);
    expect(keyedBranches([{ key: 'a', label: 'A' }]).map((b) => b.key)).toEqual(['a', 'otherwise']);
    expect(keyedBranches([{ key: 'a', label: 'A' }], false).map((b) => b.key)).toEqual(['a']);
    expect(checkKeyedEntries([{ key: 'a', label: ' ' }], 'e', 'Entry')).toEqual([
      { path: 'e.0.label', message: 'Label is required.', severity: 'error' },
    ]);
  });
});
