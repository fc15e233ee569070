import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SimEvent } from '@shared/api/sim';
import {
  callUuid,
  maxFormAttachments,
  visualFormAnswer,
  visualFormAttachmentAnswer,
  visualFormEventAnswer,
  visualFormEventBody,
  visualFormParams,
} from '@shared/api/visual-form';
import { limits } from '@shared/limits';
import { messages } from '@shared/messages';
import { fileExtension } from '@shared/upload';
import { checkFormValues } from '@shared/visual-form-values';
import { jsonDepth } from '../../http/json-body';
import { HttpError, badRequest, conflict, notFound, unprocessable } from '../../http/errors';
import { attemptFailed, attemptSucceeded, beginAttempt, type ThrottleKey } from '../auth/throttle';
import { uploadMultipart } from '../content/files/files-upload';
import { continueRun } from '../run/sessions';
import { emitLive } from '../run/live';
import { findSession, saveSession } from '../sim/store';
import { checkAttachments, receiveAttachment } from './attachments';
import { findForm, finishForm, formDefinition, isOpen, uploadAllowed, type FormRow } from './forms';
import { accountRows } from '../../http/tenant-repo';

const texts = messages.visualForm;
/** Unknown form addresses one client may ask for within limits.signIn.windowMs before it waits (guessing is slowed). */
const maxUnknownPerClient = 30;
const publicRoute = { config: { public: true, passive: true } };
const throttleKeys = (request: FastifyRequest): ThrottleKey[] => [{ key: `visualform:${request.ip}`, maxFailures: maxUnknownPerClient }];
const logoTypes: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', jpg: 'image/jpeg' };

/**
 * The visual form's public calls (spec 2 §2, §7 "Visual form"): no sign-in; the call uuid is the only key and
 * names the account. Unknown uuids count against the client address like failed sign-ins.
 */
export async function visualFormRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const studio = root.studio;
  const { db } = studio;
  const tags = ['Visual form'];
  await root.register(multipart, uploadMultipart);

  // A beacon (navigator.sendBeacon with a string) arrives as text/plain: its text is the same JSON.
  const parseJson = root.getDefaultJsonParser('error', 'error');
  root.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonDepth(text) > limits.jsonMaxDepth) return done(badRequest(messages.validationFailed), undefined);
    parseJson(request, text, done);
  });

  /** The form under the uuid; an unknown uuid is a 404 that counts against the client. */
  async function formOf(request: FastifyRequest, uuid: string): Promise<NonNullable<FormRow>> {
    await beginAttempt(db, throttleKeys(request));
    const row = callUuid.safeParse(uuid).success ? await findForm(db, uuid) : null;
    if (!row) {
      await attemptFailed(db, throttleKeys(request));
      throw notFound(texts.notFound);
    }
    // A known form gives its count back: only unknown addresses count against the client.
    await attemptSucceeded(db, throttleKeys(request), []);
    return row;
  }

  /** Adds a form event to the session's transcript (open; submit and close also take a turn). */
  async function sessionOf(row: NonNullable<FormRow>, event: SimEvent | null) {
    const s = await findSession(db, row.ac_id, row.session_id);
    if (!s) return null;
    if (event) s.events = [...s.events, event];
    return s;
  }

  app.get(
    '/visual-form/:call_uuid',
    { ...publicRoute, schema: { tags, params: visualFormParams, response: { 200: visualFormAnswer } } },
    async (request) => {
      const row = await formOf(request, request.params.call_uuid);
      if (!isOpen(row)) throw notFound(texts.notFound);
      const form = await formDefinition(db, row.ac_id, row.form_type_id);
      if (!form) throw notFound(texts.notFound);
      const logo = await logoPath(row.ac_id);
      return {
        data: {
          call_uuid: row.call_uuid,
          status: row.status as 'waiting' | 'open',
          form_name: form.name,
          description: form.description,
          fields: form.fields,
          allow_upload: await uploadAllowed(db, row),
          max_attachments: maxFormAttachments,
          logo_url: logo ? `/api/visual-form/${row.call_uuid}/logo` : null,
        },
      };
    },
  );

  app.post(
    '/visual-form/:call_uuid/event',
    { ...publicRoute, schema: { tags, params: visualFormParams, body: visualFormEventBody, response: { 200: visualFormEventAnswer } } },
    async (request) => {
      const { event, values, attachments } = request.body;
      const row = await formOf(request, request.params.call_uuid);
      const finished = () => conflict(row.status === 'submitted' || event === 'submit' ? texts.submitted : texts.notOpen);
      if (!isOpen(row)) throw finished();
      const mark: SimEvent = { type: 'form_event', node_id: row.node_id, event };
      if (event === 'open') {
        // Only the first opening goes into the transcript: reloading the page must not grow the session without end.
        const opened =
          row.status === 'waiting'
            ? await db
                .updateTable('visual_forms')
                .set({ status: 'open', opened_at: new Date().toISOString() })
                .where('call_uuid', '=', row.call_uuid)
                .where('status', '=', 'waiting')
                .executeTakeFirst()
            : null;
        const s = opened && Number(opened.numUpdatedRows) > 0 ? await sessionOf(row, mark) : null;
        if (s) {
          await saveSession(db, s, null, false);
          await emitLive(studio, s);
        }
        return { data: { event, status: 'open' as const } };
      }
      let submitted: Record<string, string | number | boolean | null> = {};
      if (event === 'submit') {
        const form = await formDefinition(db, row.ac_id, row.form_type_id);
        if (!form) throw notFound(texts.notFound);
        const checked = checkFormValues(form.fields, values ?? {});
        if (checked.errors.length) throw unprocessable(checked.errors[0].replace(/^[^:]*: /, ''), checked.errors);
        await checkAttachments(db, row.call_uuid, attachments ?? []);
        submitted = checked.values;
      }
      if (!(await finishForm(db, row.call_uuid, event === 'submit' ? 'submitted' : 'closed'))) throw finished();
      const s = await sessionOf(row, mark);
      if (s && s.state.status === 'waiting' && s.state.waiting?.form?.callUuid === row.call_uuid) {
        await continueRun(studio, s, {
          form: event === 'submit' ? { event, values: submitted, attachments: attachments ?? [] } : { event: 'close' },
        });
      }
      return { data: { event, status: event === 'submit' ? ('submitted' as const) : ('closed' as const) } };
    },
  );

  app.post(
    '/visualform/user-attachment',
    {
      ...publicRoute,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: z.object({ call_uuid: callUuid.optional() }),
        response: { 201: visualFormAttachmentAnswer },
      },
    },
    async (request, reply) => {
      await beginAttempt(db, throttleKeys(request));
      let unknown = false;
      try {
        return reply.status(201).send({ data: await receiveAttachment(request, request.query.call_uuid) });
      } catch (e) {
        unknown = e instanceof HttpError && e.statusCode === 404;
        throw e;
      } finally {
        await (unknown ? attemptFailed(db, throttleKeys(request)) : attemptSucceeded(db, throttleKeys(request), []));
      }
    },
  );

  /** The account's logo, else its provider's, for the form's page header. */
  async function logoPath(acId: number): Promise<string | null> {
    const account = await accountRows(db, acId).selectFrom('accounts').select(['logopath', 'sp_id']).executeTakeFirst();
    let name = account?.logopath ?? null;
    if (!name && account)
      name =
        (await db.selectFrom('service_providers').select('logopath').where('sp_id', '=', account.sp_id).executeTakeFirst())?.logopath ??
        null;
    if (!name || !logoTypes[fileExtension(name)]) return null;
    const path = join(studio.config.dataDir, 'logos', name);
    return (await stat(path).catch(() => null)) ? path : null;
  }

  app.get('/visual-form/:call_uuid/logo', { ...publicRoute, schema: { tags, params: visualFormParams } }, async (request, reply) => {
    const row = await formOf(request, request.params.call_uuid);
    const path = isOpen(row) ? await logoPath(row.ac_id) : null;
    if (!path) throw notFound(texts.notFound);
    reply.header('content-type', logoTypes[fileExtension(path)]).header('cache-control', 'private, no-cache');
    return reply.send(createReadStream(path));
  });
}
