import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { decodedVersion, publishAnswer, versionList, versionNotesMax, versionSummary } from '@shared/api/versions';
import { authorizeFlow } from '../flow/edits/authz';
import { guard } from '../flow/edits/edit';
import { changeAnswerSchema } from '../flow/model/schemas';
import { decodeVersion, listVersions, publish, renameVersion, rollback } from './service';

const id = z.coerce.number().int().positive();

/** The version calls of spec 2 §7 ("Versions, export, import, library"), at the spec's paths. */
export async function versionRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Task versions'];
  app.get(
    '/studio/versions/:id',
    {
      config: { access: (request) => authorizeFlow(request, 'read') },
      schema: { tags, params: z.object({ id }), response: { 200: envelope(versionList) } },
    },
    async (request) => {
      const env = authorizeFlow(request, 'read');
      return { data: await listVersions(env, request.params.id) };
    },
  );
  // { publish: false } saves the draft as a version without publishing it; a version_name names the version made (blank:
  // untitled), and version_notes say what changed.
  const untitledBody = z
    .object({
      publish: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
      version_name: z.string().max(120).nullish(),
      version_notes: z.string().max(versionNotesMax).nullish(),
    })
    .nullish();
  app.post(
    '/studio/versions/untitled-version/:id',
    {
      config: { access: (request) => authorizeFlow(request, 'write') },
      schema: { tags, params: z.object({ id }), body: untitledBody, response: { 201: envelope(publishAnswer) } },
    },
    async (request, reply) => {
      const env = authorizeFlow(request, 'write');
      const publishIt = request.body?.publish === undefined ? true : !!request.body.publish;
      return guard(
        reply,
        async () => ({
          data: await publish(
            env,
            request.params.id,
            env.features,
            publishIt,
            request.body?.version_name?.trim() || null,
            request.body?.version_notes?.trim() || null,
          ),
        }),
        201,
      );
    },
  );
  app.post(
    '/studio/decode-version/:id',
    {
      config: { access: (request) => authorizeFlow(request, 'read') },
      schema: { tags, params: z.object({ id }), response: { 200: envelope(decodedVersion) } },
    },
    async (request, reply) => {
      const env = authorizeFlow(request, 'read');
      // Serialised once (a snapshot of thousands of nodes skips the response schema's second pass), as node lists are.
      return guard(reply, async () => ({ data: await decodeVersion(env, request.params.id) }));
    },
  );
  app.post(
    '/studio/versions/switch/:a/:b',
    {
      config: { access: (request) => authorizeFlow(request, 'write') },
      schema: { tags, params: z.object({ a: id, b: id }), response: { 200: changeAnswerSchema } },
    },
    async (request, reply) => {
      const env = authorizeFlow(request, 'write');
      return guard(reply, () => rollback(env, request.params.a, request.params.b));
    },
  );
  app.post(
    '/studio/versions/rename/:version_id',
    {
      config: { access: (request) => authorizeFlow(request, 'write') },
      schema: {
        tags,
        params: z.object({ version_id: id }),
        body: z.object({ version_name: z.string().max(120) }),
        response: { 200: envelope(versionSummary) },
      },
    },
    async (request) => {
      const env = authorizeFlow(request, 'write');
      return { data: await renameVersion(env, request.params.version_id, request.body.version_name) };
    },
  );
}
