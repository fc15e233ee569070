import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';

/** Bodies built to hurt the server: each gets a clear 4xx and changes nothing. */
const fx = accountFixture();
const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('deeply nested JSON', () => {
  const send = (token: string, selection: { spId: number | 'all'; acId: number | 'all' }, method: string, url: string, payload: string) =>
    fx.s.call(method, url, { token, selection, body: payload, headers: { 'content-type': 'application/json' } });

  it('answers 400 on every JSON body, before any route reads it', async () => {
    const fn = (
      await fx.call('POST', '/javascriptfunction', { name: 'deep', function_return_type: 'STRING', javascript_function_body: 'return 1;' })
    ).json().data;
    const system = await fx.s.login('system@studio.test');
    const all = { spId: 'all' as const, acId: 'all' as const };
    const cases = [
      await send(fx.token, fx.retail, 'POST', `/javascriptfunction/${fn.javascript_function_id}/test`, `{"args":${arrays(20_000)}}`),
      await send(system, all, 'PUT', '/node/node-types/menu', `{"HIDE_NODE_TASK_OVERRIDE":${nested(12_000)}}`),
      await send(fx.token, fx.retail, 'POST', '/content/variables', nested(10_000)),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('The request body is nested more than 256 levels deep.');
    }
  });

  it('still takes brackets inside strings and bodies nested within the bound', async () => {
    const res = await fx.call('POST', '/content/variables', {
      variable_name: 'brackets',
      variable_type: 'single_value',
      default_value: '[[[[{{{{'.repeat(100),
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('prompts with very many variable references', () => {
  it('are refused with 422 per text and per prompt, and nothing is stored', async () => {
    const refs = (from: number, count: number) => Array.from({ length: count }, (_, i) => `{{${from + i}}}`).join(' ');
    const before = await fx.s.db.selectFrom('prompts').select('prompt_id').execute();
    const perText = await fx.call('POST', '/prompt/prompts', {
      prompt_name: 'Many refs',
      texts: [{ language: 'en-US', text: refs(1, 1_200) }],
    });
    expect(perText.statusCode).toBe(422);
    expect(perText.json().errors).toEqual(['texts.0.text: a text may refer to at most 100 variables']);
    const languages = ['en-US', 'de-DE', 'fr-FR'];
    const perPrompt = await fx.call('POST', '/prompt/prompts', {
      prompt_name: 'Many refs',
      texts: languages.map((language, i) => ({ language, text: refs(1 + i * 90, 90) })),
    });
    expect(perPrompt.statusCode).toBe(422);
    expect(perPrompt.json().errors).toEqual(['texts: a prompt may refer to at most 200 variables']);
    expect(await fx.s.db.selectFrom('prompts').select('prompt_id').execute()).toEqual(before);
  });
});

describe('bodies larger than a route reads whole', () => {
  it('are refused with 413 before they are parsed, signed in or not; the task import still takes its large file', async () => {
    const huge = JSON.stringify({ values: Array.from({ length: 40_000 }, (_, i) => ({ n: i, text: 'payload payload payload' })) });
    expect(huge.length).toBeGreaterThan(1024 * 1024);
    const headers = { 'content-type': 'application/json' };
    for (const [url, token] of [
      ['/auth/login', undefined],
      ['/visual-form/abcdefghijklmnopqrstuvwxyz012345/event', undefined],
      ['/content/variables', fx.token],
    ] as const) {
      const res = await fx.s.call('POST', url, { token, selection: token ? fx.retail : undefined, body: huge, headers });
      expect(res.statusCode, url).toBe(413);
      expect(res.json().message).toMatch(/too large/i);
    }
    const bigImport = await fx.call('POST', '/studio/tasks/task-import/check', {
      file: JSON.stringify({ format: 'studio-task-export', padding: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(bigImport.statusCode).toBe(422);
  });
});
