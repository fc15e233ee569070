import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import { openFormEngines, previewAnswer, previewBody, previewPaths, type OpenFormEngine } from '@shared/api/content-forms';
import { fill, messages } from '@shared/messages';
import { HttpError, unprocessable } from '../../../http/errors';
import { maskSettings, parseSettings, resolveSettings } from './open-form-settings';
import { assertEngineAllowed, openFormTypes, usableOpenFormType } from './openformtypes';

/** How long a preview waits for the engine. */
export const engineTimeoutMs = 15_000;

/** What the engine service answered with an error: its own message when it gave one. */
function engineDetail(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { message?: unknown; error?: unknown };
  const text =
    typeof b.message === 'string'
      ? b.message
      : typeof b.error === 'string'
        ? b.error
        : (b.error as { message?: unknown } | undefined)?.message;
  return typeof text === 'string' && text.trim() ? text.trim().slice(0, 500) : null;
}

const failed = (status: 502 | 503, message: string) => new HttpError(status, message, [message]);

/**
 * POST <FORM_ENGINE_URL>/preview/<engine> with the engine parameters; the engine's JSON is the answer.
 * Unset: 503; unreachable, too slow, an error status or no JSON: 502, each saying which engine and why.
 */
export async function callEngine(baseUrl: string | null, engine: OpenFormEngine, payload: unknown): Promise<unknown> {
  if (!baseUrl) throw failed(503, fill(messages.forms.engineNotConfigured, { engine }));
  const url = `${baseUrl}/preview/${engine}`;
  const words = { engine, url: baseUrl };
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(engineTimeoutMs),
    });
  } catch (e) {
    const timedOut = (e as Error).name === 'TimeoutError' || (e as Error).name === 'AbortError';
    throw failed(
      502,
      timedOut
        ? fill(messages.forms.engineTimeout, { ...words, seconds: engineTimeoutMs / 1000 })
        : fill(messages.forms.engineUnreachable, words),
    );
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const detail = engineDetail(body);
    throw failed(502, fill(messages.forms.engineFailed, { ...words, status: response.status }) + (detail ? ` ${detail}` : ''));
  }
  if (body === undefined) throw failed(502, fill(messages.forms.engineNotJson, words));
  return body;
}

/**
 * The engine previews (spec 2 §7): POST /form/preview-dialogflow, -dialogflowcx, -lex, -watson,
 * -openai and -azure-openai. The settings are a stored open form type's (secrets included, given ones
 * on top) or the ones given; they are checked like a save, then forwarded with the text to the engine.
 */
export async function formEngineRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['OpenFormType'];

  for (const engine of openFormEngines) {
    app.post(
      `/form/${previewPaths[engine]}`,
      {
        config: { access: (request) => openFormTypes.authorize(request, 'write') },
        schema: { tags, body: previewBody, response: { 200: envelope(previewAnswer) } },
      },
      async (request) => {
        const acId = openFormTypes.authorize(request, 'write');
        const { db, config } = root.studio;
        await assertEngineAllowed(db, acId, engine);
        const body = request.body;
        const stored = body.open_form_type_id === undefined ? null : await usableOpenFormType(db, acId, body.open_form_type_id);
        if (stored && stored.engine !== engine)
          throw unprocessable(`open_form_type_id: ${fill(messages.forms.engineMismatch, { engine: stored.engine })}`);
        // Given settings over the stored ones; stored secrets stay behind the mask until resolveSettings reads them.
        // A system form of another account is previewed as published: its settings are not the caller's to change.
        const own = !stored || stored.ac_id === acId;
        const given = !own
          ? undefined
          : stored && body.settings
            ? { ...maskSettings(engine, parseSettings(stored.settings)), ...body.settings }
            : body.settings;
        const settings = resolveSettings(
          engine,
          given,
          stored && { engine: stored.engine, settings: parseSettings(stored.settings) },
          config.signingSecret,
        );
        const language = body.language ?? stored?.language ?? 'en-US';
        const answer = await callEngine(config.formEngineUrl, engine, {
          engine,
          language,
          text: body.text,
          session_id: body.session_id ?? `studio-preview-${acId}`,
          settings,
        });
        return { data: answer };
      },
    );
  }
}
