import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { prompt, promptBody, promptsByIdsBody, promptTypes, promptUpdateBody, promptValidateBody, type Prompt } from '@shared/api/content';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { unprocessable } from '../../http/errors';
import type { Row } from '../../http/resource';
import { contentRowFields, defineContentResource } from './content-resource';
import { promptsContent } from '@shared/entities/content';
import { assertAudioFiles, audioFileIds } from './prompt-audio';
import { assertReferenceBounds, parseTexts, serialiseTexts, variableIds } from './prompt-text';
import { assertPromptLanguages } from '../voices/plan-offer';

function toApi(row: Row): Prompt {
  const texts = parseTexts(row.texts);
  return {
    prompt_id: row.prompt_id,
    prompt_name: row.prompt_name,
    name: row.prompt_name,
    prompt_type: row.prompt_type,
    texts: texts.map((t) => ({ language: t.language, text: t.text, file_id: t.file_id ?? null })),
    variable_ids: variableIds(texts),
    ...contentRowFields(row),
  };
}

/** Every {{id}} of the texts must be an enabled variable of the same account. */
async function assertVariablesExist(db: Db, acId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.selectFrom('variables').select('variable_id').where('ac_id', '=', acId).where('is_enabled', '=', 1).where('variable_id', 'in', ids).execute();
  const known = new Set(found.map((r) => r.variable_id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw unprocessable(`texts: ${fill(messages.content.unknownVariable, { id: missing })}`);
}

/** Prompts (spec 2 §3, §7): IVA or QFM, a text and an audio file (mp3 or wav of the account) per language. */
export const prompts = defineContentResource(promptsContent, {
  toApi,
  fromApi(input, ctx) {
    const values: Row = {};
    if (input.prompt_name !== undefined) values.prompt_name = input.prompt_name;
    if (input.prompt_type !== undefined || ctx.mode === 'create') values.prompt_type = input.prompt_type ?? 'IVA';
    if (input.folder_id !== undefined) values.folder_id = input.folder_id;
    if (input.texts !== undefined || ctx.mode === 'create') values.texts = serialiseTexts(input.texts ?? []);
    return values;
  },
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
      // Languages new to the prompt must be languages of the account's plan (issue 16 §5).
      const had = ctx.mode === 'create' || restored ? [] : parseTexts(ctx.existing?.texts).map((t) => t.language);
      await assertPromptLanguages(ctx.trx, ctx.acId, texts.map((t) => t.language), had);
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
async function copyName(db: Db, acId: number, source: Row): Promise<string> {
  const base = String(source.prompt_name).slice(0, 130);
  for (let n = 1; n < 1000; n++) {
    const name = n === 1 ? `${base} (copy)` : `${base} (copy ${n})`;
    if (!(await prompts.nameTaken(db, acId, name, source))) return name;
  }
  throw unprocessable(messages.content.nameTaken);
}

/** The prompt calls beside the resource's own: duplicate and by-ids. */
export async function promptRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Prompt'];

  app.post(
    '/prompt/prompts/duplicate/:prompt_id',
    { config: { access: (request) => prompts.authorize(request, 'write') }, schema: { tags, params: z.object({ prompt_id: z.coerce.number().int().positive() }), response: { 201: envelope(prompt) } } },
    async (request, reply) => {
      const acId = prompts.authorize(request, 'write');
      const row = await prompts.transact(request, acId, async (ctx) => {
        const source = await prompts.find(ctx.trx, acId, request.params.prompt_id);
        const input = { prompt_name: await copyName(ctx.trx, acId, source), prompt_type: source.prompt_type, folder_id: source.folder_id, texts: parseTexts(source.texts) };
        return prompts.insert(ctx, input, 'duplicate');
      });
      return reply.status(201).send({ data: toApi(row) });
    },
  );

  app.post('/prompt/prompts/by-ids', { config: { access: (request) => prompts.authorize(request, 'read') }, schema: { tags, body: promptsByIdsBody, response: { 200: envelope(z.array(prompt)) } } }, async (request) => {
    const acId = prompts.authorize(request, 'read');
    const ids = [...new Set(request.body.prompt_ids)];
    if (ids.length === 0) return { data: [] };
    const rows = await root.studio.db
      .selectFrom('prompts')
      .selectAll()
      .where('ac_id', '=', acId)
      .where('is_enabled', '=', 1)
      .where('prompt_id', 'in', ids)
      .orderBy('prompt_id')
      .execute();
    return { data: rows.map(toApi) };
  });
}
