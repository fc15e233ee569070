import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { prompt, promptsByIdsBody, promptTypes } from '@shared/api/content';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../../db/index';
import { unprocessable } from '../../../http/errors';
import type { Row } from '../../../http/entity-resource';
import { contentRowFields, defineContentResource } from '../content-resource';
import { promptsContent } from '@shared/entities/content';
import { promptFields } from '@shared/entities/content/prompts';
import { copiedInput } from '@shared/entities/field-values';
import { freeName } from '../../../http/free-name';
import { assertAudioFiles, audioFileIds } from './prompt-audio';
import { assertReferenceBounds, parseTexts, serialiseTexts, variableIds } from './prompt-text';
import { assertPromptLanguages } from '../../voices/plan-offer';
import { accountRows } from '../../../http/tenant-repo';

/** What a prompt's answer adds to its declared fields (promptFields): its id, the name, the texts' variables. */
function answerOf(row: Row) {
  const texts = parseTexts(row.texts);
  return {
    prompt_id: row.prompt_id,
    name: row.prompt_name,
    texts: texts.map((t) => ({ language: t.language, text: t.text, file_id: t.file_id ?? null })),
    variable_ids: variableIds(texts),
    ...contentRowFields(row),
  };
}

/** Every {{id}} of the texts must be an enabled variable of the same account. */
async function assertVariablesExist(db: Db, acId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await accountRows(db, acId)
    .selectFrom('variables')
    .select('variable_id')
    .where('is_enabled', '=', 1)
    .where('variable_id', 'in', ids)
    .execute();
  const known = new Set(found.map((r) => r.variable_id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw unprocessable(`texts: ${fill(messages.content.unknownVariable, { id: missing })}`);
}

/** Prompts (spec 2 §3, §7): IVA or QFM, a text and an audio file (mp3 or wav of the account) per language. */
export const prompts = defineContentResource(promptsContent, {
  toApi: answerOf,
  // The declared fields are mapped by the content resource; texts are kept in one shape (file_id null when none).
  fromApi: (input) => (input.texts === undefined ? {} : { texts: serialiseTexts(input.texts) }),
  listCache: true,
  filters: { prompt_type: z.enum(promptTypes).optional() },
  async beforeWrite(values, ctx) {
    // On create, on a text change, and on undo of a delete (a variable may have gone meanwhile).
    const restored = ctx.existing?.is_enabled === 0 && values.is_enabled === 1;
    if (ctx.mode === 'create' || restored || values.texts !== ctx.existing?.texts) {
      const texts = parseTexts(values.texts);
      assertReferenceBounds(texts);
      await assertVariablesExist(ctx.trx, ctx.acId, variableIds(texts));
      await assertAudioFiles(ctx.trx, ctx.acId, texts);
      // Languages new to the prompt must be languages of the account's plan.
      const had = ctx.mode === 'create' || restored ? [] : parseTexts(ctx.existing?.texts).map((t) => t.language);
      await assertPromptLanguages(
        ctx.trx,
        ctx.acId,
        texts.map((t) => t.language),
        had,
      );
    }
    return values;
  },
  references(row) {
    const texts = parseTexts(row.texts);
    return [
      ...variableIds(texts).map((content_id) => ({ content_model: 'Variable' as const, content_id })),
      ...audioFileIds(texts).map((content_id) => ({ content_model: 'AttachmentFile' as const, content_id })),
    ];
  },
});

/** 'Greeting (copy)', then 'Greeting (copy 2)' … : the first name free in the account and type. */
const copyName = (db: Db, acId: number, source: Row) =>
  freeName((name) => prompts.nameTaken(db, acId, name, source), String(source.prompt_name), 'copy', 130);

/** The prompt calls beside the resource's own: duplicate and by-ids. */
export async function promptRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Prompt'];

  app.post(
    '/prompt/prompts/duplicate/:prompt_id',
    {
      config: { access: (request) => prompts.authorize(request, 'write') },
      schema: { tags, params: z.object({ prompt_id: z.coerce.number().int().positive() }), response: { 201: envelope(prompt) } },
    },
    async (request, reply) => {
      const acId = prompts.authorize(request, 'write');
      const row = await prompts.transact(request, acId, async (ctx) => {
        const source = await prompts.find(ctx.trx, acId, request.params.prompt_id);
        const input = {
          ...copiedInput(promptFields, source),
          prompt_name: await copyName(ctx.trx, acId, source),
          folder_id: source.folder_id,
        };
        return prompts.insert(ctx, input, 'duplicate');
      });
      return reply.status(201).send({ data: prompts.toApi(row) });
    },
  );

  app.post(
    '/prompt/prompts/by-ids',
    {
      config: { access: (request) => prompts.authorize(request, 'read') },
      schema: { tags, body: promptsByIdsBody, response: { 200: envelope(z.array(prompt)) } },
    },
    async (request) => {
      const acId = prompts.authorize(request, 'read');
      const ids = [...new Set(request.body.prompt_ids)];
      if (ids.length === 0) return { data: [] };
      const rows = await accountRows(root.studio.db, acId)
        .selectFrom('prompts')
        .selectAll()
        .where('is_enabled', '=', 1)
        .where('prompt_id', 'in', ids)
        .orderBy('prompt_id')
        .execute();
      return { data: rows.map((r) => prompts.toApi(r)) };
    },
  );
}
