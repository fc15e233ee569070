import { describe, expect, it } from 'vitest';
import { maskSecrets, masked } from '@server/http/mask-secrets';
import { toCsv } from '@server/modules/audit/csv';

describe('the activity log masks secrets', () => {
  it('masks passwords, keys, tokens and hashes at any depth, and leaves other values as they are', () => {
    const summary = {
      before: { password_hash: '$argon2…', name: 'Ops' },
      after: { api_key: 'sk_live_123', smtp: { smtp_pass: 'hunter2', host: 'mail' }, tokens: ['a'], label: null, token: '' },
    };
    expect(maskSecrets(summary)).toEqual({
      before: { password_hash: masked, name: 'Ops' },
      after: { api_key: masked, smtp: { smtp_pass: masked, host: 'mail' }, tokens: masked, label: null, token: '' },
    });
  });
});

describe('the CSV export', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    const csv = toCsv([[1, 'a,b', 'say "hi"', 'two\nlines', '=SUM(A1)', null]]);
    expect(csv).toContain('1,"a,b","say ""hi""","two\nlines",\'=SUM(A1),');
    expect(csv.endsWith(',\n')).toBe(true);
  });
});
