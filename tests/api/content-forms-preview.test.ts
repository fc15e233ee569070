import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';

const fx = accountFixture();
const health = () => ({ spId: fx.ids.northwind, acId: fx.ids.health });
const inHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health(), body });

/** A small engine service: answers per path, and remembers what it was sent. */
const received: { url: string; body: any }[] = [];
let engine: Server;
let engineUrl = '';
const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => resolve(text));
  });
beforeAll(async () => {
  engine = createServer(async (req, res) => {
    const body = JSON.parse((await readBody(req)) || '{}');
    received.push({ url: req.url ?? '', body });
    if (body.text === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'quota exceeded' }));
    } else if (body.text === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>');
    } else {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ intent: 'billing', reply: `You said ${body.text}`, engine: body.engine }));
    }
  });
  await new Promise<void>((r) => engine.listen(0, '127.0.0.1', r));
  engineUrl = `http://127.0.0.1:${(engine.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => engine.close(() => r())));

/** A port nothing listens on: opened, then closed. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

const dialogflow = { project_id: 'billing-bot', credentials: 'df-credentials-1' };
const createOft = async (body: Record<string, unknown>, call = fx.call) => {
  const res = await call('POST', '/form/open-form-types', { engine: 'dialogflow', language: 'en-US', settings: dialogflow, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

describe('open form engine previews', () => {
  it('answers 503 naming the engine while FORM_ENGINE_URL is unset', async () => {
    fx.s.config.formEngineUrl = null;
    const res = await fx.call('POST', '/form/preview-dialogflow', { settings: dialogflow, text: 'hello' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'The dialogflow engine is not configured: set FORM_ENGINE_URL to the address of the form engine service.',
      errors: ['The dialogflow engine is not configured: set FORM_ENGINE_URL to the address of the form engine service.'],
    });
  });

  it("forwards a stored open form's settings (its secret included) and the text, and answers the engine's JSON", async () => {
    fx.s.config.formEngineUrl = engineUrl;
    const oft = await createOft({ oft_name: 'Preview me', language: 'de-DE' });
    received.length = 0;
    const res = await fx.call('POST', '/form/preview-dialogflow', {
      open_form_type_id: oft.open_form_type_id,
      text: 'my bill',
      session_id: 's-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { intent: 'billing', reply: 'You said my bill', engine: 'dialogflow' } });
    expect(received).toEqual([
      {
        url: '/preview/dialogflow',
        body: {
          engine: 'dialogflow',
          language: 'de-DE',
          text: 'my bill',
          session_id: 's-1',
          settings: { project_id: 'billing-bot', credentials: 'df-credentials-1' },
        },
      },
    ]);

    // Given settings go over the stored ones; the mask keeps the stored secret.
    received.length = 0;
    await fx.call('POST', '/form/preview-dialogflow', {
      open_form_type_id: oft.open_form_type_id,
      settings: { project_id: 'draft-bot', credentials: '********' },
      language: 'fr-FR',
      text: 'hi',
    });
    expect(received[0].body).toMatchObject({ language: 'fr-FR', settings: { project_id: 'draft-bot', credentials: 'df-credentials-1' } });
  });

  it('calls each engine at its own path with settings checked like a save', async () => {
    fx.s.config.formEngineUrl = engineUrl;
    const cases: [string, string, Record<string, unknown>][] = [
      ['preview-dialogflowcx', 'dialogflow_cx', { project_id: 'p', location: 'global', agent_id: 'a', credentials: 'c' }],
      ['preview-lex', 'lex', { bot_id: 'b', bot_alias_id: 'a', region: 'us-east-1', access_key_id: 'k', secret_access_key: 's' }],
      ['preview-watson', 'watson', { service_url: 'https://api.eu-de.assistant.watson.cloud.ibm.com', assistant_id: 'a', api_key: 'k' }],
      ['preview-openai', 'openai', { model: 'gpt-3.5-turbo', api_key: 'sk-1' }],
    ];
    for (const [path, name, settings] of cases) {
      received.length = 0;
      const res = await fx.call('POST', `/form/${path}`, { settings, text: 'hello' });
      expect(res.statusCode, `${path} ${res.body}`).toBe(200);
      expect(received).toEqual([
        {
          url: `/preview/${name}`,
          body: { engine: name, language: 'en-US', text: 'hello', session_id: `studio-preview-${fx.ids.retail}`, settings },
        },
      ]);
    }
    const bad = await fx.call('POST', '/form/preview-openai', { settings: { model: 'gpt-5', api_key: 'k' }, text: 'hello' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatch(/^settings\.model: /);
    expect((await fx.call('POST', '/form/preview-openai', { text: 'hello' })).json().errors).toEqual([
      'settings: give open_form_type_id or settings',
    ]);
    expect((await fx.call('POST', '/form/preview-openai', { settings: { model: 'gpt-4', api_key: 'k' }, text: '' })).statusCode).toBe(422);
    const oft = await createOft({ oft_name: 'A dialogflow one' });
    const mismatch = await fx.call('POST', '/form/preview-lex', { open_form_type_id: oft.open_form_type_id, text: 'hello' });
    expect(mismatch.json()).toMatchObject({ message: 'open_form_type_id: This open form type uses the dialogflow engine.' });
  });

  it('previews azure openai only for accounts without a linked domain', async () => {
    fx.s.config.formEngineUrl = engineUrl;
    const settings = { endpoint: 'https://contoso.openai.azure.com', deployment: 'd', api_version: '2024-02-01', api_key: 'az-1' };
    const refused = await fx.call('POST', '/form/preview-azure-openai', { settings, text: 'hello' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(['engine: The azure_openai engine is not available for accounts with a linked domain.']);
    received.length = 0;
    expect((await inHealth('POST', '/form/preview-azure-openai', { settings, text: 'hello' })).statusCode).toBe(200);
    expect(received[0].url).toBe('/preview/azure_openai');
  });

  it('answers 502 saying which engine and why when the engine fails, answers no JSON, or cannot be reached', async () => {
    fx.s.config.formEngineUrl = engineUrl;
    const failed = await fx.call('POST', '/form/preview-dialogflow', { settings: dialogflow, text: 'fail' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(`The dialogflow engine at ${engineUrl} answered with an error (HTTP 500). quota exceeded`);
    const html = await fx.call('POST', '/form/preview-watson', {
      settings: { service_url: 'https://w.example', assistant_id: 'a', api_key: 'k' },
      text: 'html',
    });
    expect(html.statusCode).toBe(502);
    expect(html.json().message).toBe(`The watson engine at ${engineUrl} did not answer with JSON.`);

    const closed = `http://127.0.0.1:${await closedPort()}`;
    fx.s.config.formEngineUrl = closed;
    const unreachable = await fx.call('POST', '/form/preview-dialogflow', { settings: dialogflow, text: 'hello' });
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json()).toEqual({
      message: `The dialogflow engine at ${closed} could not be reached.`,
      errors: [`The dialogflow engine at ${closed} could not be reached.`],
    });
  });

  it("lists other accounts' system azure open forms only where azure is offered", async () => {
    const oft = await createOft(
      {
        oft_name: 'Shared azure form',
        engine: 'azure_openai',
        settings: { endpoint: 'https://contoso.openai.azure.com', deployment: 'd', api_version: '2024-02-01', api_key: 'az-2' },
      },
      inHealth,
    );
    const system = await fx.s.login('system@studio.test');
    expect(
      (await fx.s.call('POST', `/form/publish-system-open-form/${oft.open_form_type_id}`, { token: system, selection: health() }))
        .statusCode,
    ).toBe(200);
    const retailList = (await fx.call('GET', '/form/open-form-types')).json().data as { open_form_type_id: number }[];
    expect(retailList.some((o) => o.open_form_type_id === oft.open_form_type_id)).toBe(false);
    fx.s.config.formEngineUrl = engineUrl;
    expect((await fx.call('POST', '/form/preview-azure-openai', { open_form_type_id: oft.open_form_type_id, text: 'hi' })).statusCode).toBe(
      422,
    );
    // Bluebird Support (no linked domain) sees it, and may preview it with its stored secret.
    const multi = await fx.s.login('multi.sp@studio.test');
    const support = { spId: fx.ids.bluebird, acId: fx.ids.support };
    const listed = (await fx.s.call('GET', '/form/open-form-types', { token: multi, selection: support })).json().data as {
      open_form_type_id: number;
      settings: Record<string, unknown>;
    }[];
    expect(listed.find((o) => o.open_form_type_id === oft.open_form_type_id)?.settings.api_key).toBe('********');
    received.length = 0;
    expect(
      (
        await fx.s.call('POST', '/form/preview-azure-openai', {
          token: multi,
          selection: support,
          body: { open_form_type_id: oft.open_form_type_id, text: 'hi' },
        })
      ).statusCode,
    ).toBe(200);
    expect(received[0].body.settings.api_key).toBe('az-2');
  });

  it('sends a stored key only to the address it was stored with, and never lets another account choose it', async () => {
    fx.s.config.formEngineUrl = engineUrl;
    const settings = { endpoint: 'https://fabrikam.openai.azure.com', deployment: 'd', api_version: '2024-02-01', api_key: 'az-3' };
    const oft = await createOft({ oft_name: 'Fabrikam azure form', engine: 'azure_openai', settings }, inHealth);
    const moved = { ...settings, endpoint: 'https://attacker.example', api_key: '********' };
    const own = await inHealth('POST', '/form/preview-azure-openai', {
      open_form_type_id: oft.open_form_type_id,
      settings: moved,
      text: 'hi',
    });
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe(
      'settings.endpoint: a stored key is only sent to the address it was stored with: enter the key again to use another one',
    );
    const saved = await inHealth('PUT', `/form/open-form-types/${oft.open_form_type_id}`, { settings: moved });
    expect(saved.statusCode).toBe(422);

    const system = await fx.s.login('system@studio.test');
    expect(
      (await fx.s.call('POST', `/form/publish-system-open-form/${oft.open_form_type_id}`, { token: system, selection: health() }))
        .statusCode,
    ).toBe(200);
    const multi = await fx.s.login('multi.sp@studio.test');
    const support = { spId: fx.ids.bluebird, acId: fx.ids.support };
    received.length = 0;
    const other = await fx.s.call('POST', '/form/preview-azure-openai', {
      token: multi,
      selection: support,
      body: { open_form_type_id: oft.open_form_type_id, settings: moved, text: 'hi' },
    });
    expect(other.statusCode).toBe(200);
    expect(received.map((r) => r.body.settings.endpoint)).toEqual(['https://fabrikam.openai.azure.com']);
  });
});
