import { describe, expect, it } from 'vitest';
import { ctxWith, diagnose, refsOf } from '../test-support';

describe('prompt', () => {
  it('needs a prompt', () => {
    expect(diagnose('prompt', {})).toEqual([{ path: 'prompt_id', message: 'Prompt is required.', severity: 'error' }]);
  });
  it('reports a prompt that no longer exists', () => {
    expect(diagnose('prompt', { prompt_id: 4 })).toEqual([
      { path: 'prompt_id', message: 'The selected prompt no longer exists.', severity: 'error' },
    ]);
  });
  it('accepts an existing prompt', () => {
    expect(diagnose('prompt', { prompt_id: 4 }, ctxWith([{ model: 'prompt', id: 4 }]))).toEqual([]);
  });
  it('refuses settings outside the schema', () => {
    expect(diagnose('prompt', { prompt_id: 4, repeat_count: 99 }, ctxWith([{ model: 'prompt', id: 4 }]))[0]).toMatchObject({
      path: 'repeat_count',
      severity: 'error',
    });
  });
  it('references its prompt', () => {
    expect(refsOf('prompt', { prompt_id: 4 })).toEqual([{ model: 'prompt', id: 4 }]);
    expect(refsOf('prompt', {})).toEqual([]);
  });
});
