import { describe, expect, it } from 'vitest';
import { replaceUsages } from '@server/modules/content/usage';
import { accountFixture, type AccountFixture } from './support/account';

const fx = accountFixture();
const call: AccountFixture['call'] = (method, url, body) => fx.call(method, url, body);
const base = '/javascriptfunction';
const create = async (body: Record<string, unknown>) => {
  const res = await call('POST', base, { function_return_type: 'STRING', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const test = (id: number, args?: unknown) => call('POST', `${base}/${id}/test`, args === undefined ? {} : { args });

describe('javascript functions', () => {
  it('creates a function with parameters, a key-value-list return type and is_log; max_timeout is always 5590', async () => {
    const f = await create({
      name: 'toPairs',
      javascript_function_parameters: [{ name: 'first' }, { name: 'second' }],
      function_return_type: 'KVLIST',
      is_log: true,
      code: 'return { first: first, second: second };',
      max_timeout: 100,
    });
    expect(f).toMatchObject({
      name: 'toPairs',
      javascript_function_parameters: [{ name: 'first' }, { name: 'second' }],
      function_return_type: 'KVLIST',
      is_log: true,
      max_timeout: 5590,
      ac_id: fx.retail.acId,
      is_enabled: 1,
    });
    expect((await call('GET', `${base}/${f.javascript_function_id}`)).json().data).toEqual(f);
    const updated = await call('PUT', `${base}/${f.javascript_function_id}`, { max_timeout: 99999, is_log: 0, code: 'return first;' });
    expect(updated.json().data).toMatchObject({ max_timeout: 5590, is_log: false, code: 'return first;' });
    const row = await fx.s.db
      .selectFrom('javascript_functions')
      .select('max_timeout')
      .where('javascript_function_id', '=', f.javascript_function_id)
      .executeTakeFirstOrThrow();
    expect(row.max_timeout).toBe(5590);
  });

  it('refuses malformed names, parameters and return types, and duplicate names', async () => {
    await create({ name: 'formatPhone' });
    const dup = await call('POST', base, { name: 'FORMATPHONE', function_return_type: 'STRING' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual(['name: The name has already been taken.']);
    expect((await call('POST', `${base}/validate`, { name: 'formatphone' })).json().data).toEqual({
      valid: false,
      message: 'The name has already been taken.',
    });
    expect((await call('POST', `${base}/validate`, { name: 'parseDate' })).json().data).toEqual({
      valid: true,
      message: 'The name is available.',
    });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '1st', function_return_type: 'STRING' }, /^name: must be a JavaScript identifier/],
      [{ name: 'has space', function_return_type: 'STRING' }, /^name: /],
      [{ name: 'okName', function_return_type: 'DATE' }, /^function_return_type: /],
      [
        { name: 'okName', function_return_type: 'STRING', javascript_function_parameters: [{ name: 'a' }, { name: 'a' }] },
        /^javascript_function_parameters: parameter names must differ/,
      ],
      [
        { name: 'okName', function_return_type: 'STRING', javascript_function_parameters: [{ name: 'a-b' }] },
        /^javascript_function_parameters\.0\.name: /,
      ],
    ];
    for (const [body, error] of cases) {
      const res = await call('POST', base, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[0]).toMatch(error);
    }
    expect((await call('GET', `${base}?search=okName`)).json().data).toEqual([]);
  });

  it('runs a test in the sandbox with positional or named arguments', async () => {
    const f = await create({
      name: 'greet',
      javascript_function_parameters: [{ name: 'who' }, { name: 'times' }],
      code: 'var out = []; for (var i = 0; i < times; i++) out.push("hi " + who); return { text: out.join(", "), n: times };',
    });
    expect((await test(f.javascript_function_id, ['Ann', 2])).json()).toEqual({ data: { result: { text: 'hi Ann, hi Ann', n: 2 } } });
    expect((await test(f.javascript_function_id, { times: 1, who: 'Bo' })).json().data.result).toEqual({ text: 'hi Bo', n: 1 });
    const nothing = await create({ name: 'returnsNothing', code: 'var x = 1;' });
    expect((await test(nothing.javascript_function_id)).json().data).toEqual({ result: null });
  });

  it('reports thrown errors and syntax errors as 422 with the message', async () => {
    const thrower = await create({ name: 'thrower', code: 'throw new Error("card number is missing");' });
    const thrown = await test(thrower.javascript_function_id);
    expect(thrown.statusCode).toBe(422);
    expect(thrown.json().message).toBe('Error: card number is missing');
    const broken = await create({ name: 'broken', code: 'return (1 + ;' });
    const syntax = await test(broken.javascript_function_id);
    expect(syntax.statusCode).toBe(422);
    expect(syntax.json().message).toMatch(/^SyntaxError: /);
  });

  it('gives the code no access to Node globals', async () => {
    const f = await create({
      name: 'probe',
      code: 'return [typeof require, typeof process, typeof module, typeof globalThis.Buffer, typeof setTimeout];',
    });
    expect((await test(f.javascript_function_id)).json().data.result).toEqual([
      'undefined',
      'undefined',
      'undefined',
      'undefined',
      'undefined',
    ]);
    const escape = await create({ name: 'escape', code: 'return require("fs").readdirSync("/");' });
    const res = await test(escape.javascript_function_id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^ReferenceError: .*require/);
  });

  it('stops an endless loop at the 5590 ms timeout without blocking the server', async () => {
    const f = await create({ name: 'spin', code: 'while (true) {}' });
    const started = Date.now();
    const pending = test(f.javascript_function_id);
    await new Promise((r) => setTimeout(r, 200));
    const meanwhile = await call('GET', `${base}/names`);
    expect(meanwhile.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    const res = await pending;
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The function did not finish within 5590 ms.',
      errors: ['The function did not finish within 5590 ms.'],
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(5590);
  });

  it('stops a function that takes more memory than the sandbox allows, strings and objects alike; the next run still works', async () => {
    for (const [name, code] of [
      // Objects of a hundred thousand numbers each: the limit is reached in a few steps, well inside the time limit on a busy machine.
      [
        'objects',
        'const parts = []; while (true) parts.push({ n: parts.length, list: new Array(100000).fill(parts.length) }); return parts.length;',
      ],
      ['strings', 'const parts = []; while (true) parts.push("x".repeat(1 << 20) + parts.length); return parts.length;'],
    ]) {
      const hog = await create({ name: `hog_${name}`, code });
      const res = await test(hog.javascript_function_id);
      expect(res.statusCode, name).toBe(422);
      expect(res.json(), name).toEqual({
        message: 'The function used more memory than allowed.',
        errors: ['The function used more memory than allowed.'],
      });
    }
    const small = await create({ name: 'small', code: 'return 6 * 7;' });
    const next = await test(small.javascript_function_id);
    expect(next.statusCode, next.body).toBe(200);
  });

  it('lists names and offers the variables and functions as completion items', async () => {
    await call('POST', '/content/variables', { variable_name: 'caller_id', variable_type: 'single_value' });
    const names = (await call('GET', `${base}/names`)).json().data.map((f: { name: string }) => f.name);
    expect(names).toContain('greet');
    expect(names).toEqual([...names].sort());
    const items = (await call('GET', `${base}/context-autocomplete-function`)).json().data;
    expect(items).toContainEqual({ label: 'caller_id', kind: 'variable', detail: 'variable (single_value)', insert_text: 'caller_id' });
    expect(items).toContainEqual({
      label: 'greet',
      kind: 'function',
      detail: 'greet(who, times): STRING',
      insert_text: 'greet(who, times)',
    });
  });

  it('soft-deletes with undo, archives, force-deletes, and refuses deleting a function in use', async () => {
    const f = await create({ name: 'shortLived' });
    await call('DELETE', `${base}/${f.javascript_function_id}`);
    expect((await call('GET', `${base}/${f.javascript_function_id}`)).statusCode).toBe(404);
    expect((await test(f.javascript_function_id)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/${f.javascript_function_id}`, { is_enabled: true })).json().data.is_enabled).toBe(1);
    await call('DELETE', `${base}/${f.javascript_function_id}?delete_type=safe`);
    expect((await call('GET', `${base}?folder_id=-1`)).json().data.map((x: { name: string }) => x.name)).toEqual(['shortLived']);
    expect((await call('DELETE', `${base}/${f.javascript_function_id}?delete_type=force`)).statusCode).toBe(200);

    const used = await create({ name: 'usedByNode' });
    await fx.s.db.transaction().execute((trx) =>
      replaceUsages(
        trx,
        {
          acId: fx.retail.acId as number,
          model: 'Node',
          id: 901,
          name: 'Compute node',
          parent: { model: 'Task', id: 91, name: 'Billing' },
        },
        [{ content_model: 'JavascriptFunction', content_id: used.javascript_function_id }],
      ),
    );
    for (const type of ['soft', 'safe', 'force']) {
      const res = await call('DELETE', `${base}/${used.javascript_function_id}?delete_type=${type}`);
      expect(res.statusCode, type).toBe(409);
      expect(res.json()).toMatchObject({
        title: 'Content cannot be deleted',
        message: "Sorry this javascript function couldn't be deleted since it is used inside the tasks or other content items",
      });
    }
    expect((await call('GET', `${base}/${used.javascript_function_id}`)).json().data.is_archived).toBe(0);
  });

  it("keeps accounts apart and refuses the read-only user's writes and test runs", async () => {
    const f = await create({ name: 'retailOnly', code: 'return 1;' });
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const inHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health, body });
    const snapshot = () =>
      fx.s.db.selectFrom('javascript_functions').selectAll().where('ac_id', '=', fx.ids.retail).orderBy('javascript_function_id').execute();
    const before = await snapshot();
    for (const [method, url, body] of [
      ['GET', `${base}/${f.javascript_function_id}`],
      ['PUT', `${base}/${f.javascript_function_id}`, { code: 'return 2;' }],
      ['POST', `${base}/${f.javascript_function_id}/test`, {}],
      ['DELETE', `${base}/${f.javascript_function_id}?delete_type=force`],
    ] as const) {
      expect((await inHealth(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await inHealth('GET', `${base}/names`)).json().data).toEqual([]);
    // Health's completion offers Health's own variables (its demo has one) and nothing of Retail's.
    const healthVariables = await fx.s.db
      .selectFrom('variables')
      .select('variable_name')
      .where('ac_id', '=', fx.ids.health)
      .orderBy('variable_name')
      .execute();
    const offered = (await inHealth('GET', `${base}/context-autocomplete-function`)).json().data as { label: string; kind: string }[];
    expect(offered.map((e) => [e.kind, e.label])).toEqual(healthVariables.map((v) => ['variable', v.variable_name]));
    expect(offered.map((e) => e.label)).not.toContain('retailOnly');

    const viewer = await fx.s.login('ac.viewer@studio.test');
    const asViewer = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: viewer, selection: fx.retail, body });
    expect((await asViewer('GET', base)).statusCode).toBe(200);
    expect((await asViewer('POST', base, { name: 'viewerMade', function_return_type: 'STRING' })).statusCode).toBe(403);
    expect((await asViewer('PUT', `${base}/${f.javascript_function_id}`, { code: 'return 3;' })).statusCode).toBe(403);
    expect((await asViewer('POST', `${base}/${f.javascript_function_id}/test`, {})).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
