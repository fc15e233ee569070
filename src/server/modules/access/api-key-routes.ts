import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { apiKey } from '@shared/api/access-admin';
import { envelope } from '@shared/api/common';
import { uniqueCheckAnswer } from '@shared/entities/settings';
import { messages } from '@shared/messages';
import { forbidden } from '../../http/errors';
import { whereTenant } from '../../http/tenant-repo';
import { apiKeys } from './api-keys';

const validateBody = z
  .object({ api_key_name: z.string().trim().min(1).max(100), user_api_key_id: z.number().int().positive().optional() })
  .strict();

/** Beside the generated resource: the name check (spec 3 §5 "API key: name") and the provider's key list (§7 GET /portal/sp/api-keys). */
export async function apiKeyRoutes(app: FastifyInstance) {
  app.post(
    '/auth/user-api-keys/validate',
    {
      config: { access: (request) => apiKeys.authorize(request, 'read') },
      schema: { tags: ['UserApiKey'], body: validateBody, response: { 200: envelope(uniqueCheckAnswer) } },
    },
    async (request) => {
      apiKeys.authorize(request, 'read');
      const { api_key_name, user_api_key_id } = request.body as z.infer<typeof validateBody>;
      let q = app.studio.db
        .selectFrom('user_api_keys')
        .select('user_api_key_id')
        .where('user_id', '=', request.auth!.user.user_id)
        .where('is_enabled', '=', 1)
        .where(sql<boolean>`lower(api_key_name) = lower(${api_key_name})`);
      if (user_api_key_id) q = q.where('user_api_key_id', '<>', user_api_key_id);
      const taken = !!(await q.executeTakeFirst());
      return { data: { valid: !taken, message: taken ? messages.entities.nameTaken : messages.entities.valueAvailable } };
    },
  );

  app.get(
    '/portal/sp/api-keys',
    {
      config: { access: (request) => apiKeys.authorize(request, 'read') },
      schema: { tags: ['UserApiKey'], response: { 200: envelope(z.array(apiKey)) } },
    },
    async (request) => {
      const tenant = apiKeys.authorize(request, 'read');
      if (tenant.level !== 'sp' || tenant.spIds === 'any') throw forbidden(messages.noManagePermission);
      const rows = await whereTenant(app.studio.db.selectFrom('user_api_keys').selectAll(), tenant)
        .where('is_enabled', '=', 1)
        .orderBy('api_key_name')
        .execute();
      return { data: await apiKeys.parts.toApi(app.studio.db, rows) };
    },
  );
}
