import { describe, expect, it } from 'vitest';
import { unknownLookup } from '@shared/plugin-api';
import { ctxWith, diagnose, refsOf } from '@plugins/test-support';

describe.each(['messaging_send', 'messaging_reply'])('%s', (type) => {
  it('needs text', () => {
    expect(diagnose(type, { text: '  ' })[0]).toMatchObject({ path: 'text', severity: 'error' });
  });
  it('checks the {{variable_id}} references of its text', () => {
    expect(diagnose(type, { text: 'Hi {{4}}, order {{5}}' }, ctxWith([{ model: 'variable', id: 4 }]))).toEqual([
      { path: 'text', message: 'The text refers to a variable that no longer exists ({{5}}).', severity: 'error' },
    ]);
  });
  it('does not report references it cannot check', () => {
    expect(diagnose(type, { text: 'Hi {{4}}' }, { taskType: 'messaging', features: [], exists: unknownLookup })).toEqual([]);
  });
  it('references the variables of its text once each', () => {
    expect(refsOf(type, { text: '{{4}} {{4}} {{7}}' })).toEqual([
      { model: 'variable', id: 4 },
      { model: 'variable', id: 7 },
    ]);
  });
});
