import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { eventProfile, fetchAllQuery } from '@shared/api/web-service-profiles';
import { requireContentAccount } from '../../http/access';
import { accountRows } from '../../http/tenant-repo';

/** Who may read the account's event profiles: those who manage its node logging, and those who build its tasks (which send the events). */
const readers = ['manage.node-logging-profiles', 'build.tasks'];

/**
 * The event profiles (spec 1 §3 "Event profile lists", §7 GET /eventProfile/event-profiles-list): in this studio an
 * event profile is one of the account's node-logging profiles — a webhook or a Firebase database — seen as a target of
 * node events (docs/api.md "Event profiles"). fetch_all=1 (the default) answers every profile, the disabled ones too;
 * 0 the enabled only. Fields beyond the name, type and target are not shown.
 */
export async function eventProfileRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/eventProfile/event-profiles-list',
    {
      config: { access: (request) => requireContentAccount(request, readers, 'read', 'event profiles') },
      schema: { tags: ['NodeLoggingProfile'], querystring: fetchAllQuery, response: { 200: envelope(z.array(eventProfile)) } },
    },
    async (request) => {
      const acId = requireContentAccount(request, readers, 'read', 'event profiles');
      const rows = await accountRows(root.studio.db, acId)
        .selectFrom('node_logging_profiles as p')
        .select(['p.profile_id', 'p.profile_name', 'p.profile_type', 'p.url', 'p.db_url', 'p.is_enabled'])
        .select((eb) =>
          eb
            .selectFrom('node_logging_profile_tasks as t')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('t.profile_id', '=', 'p.profile_id')
            .as('task_count'),
        )
        .$if(request.query.fetch_all === '0', (q) => q.where('p.is_enabled', '=', 1))
        .orderBy('p.profile_name')
        .orderBy('p.profile_id')
        .execute();
      return {
        data: rows.map((r) => ({
          profile_id: r.profile_id,
          profile_name: r.profile_name,
          profile_type: r.profile_type as 'webhook' | 'firebase',
          target: (r.profile_type === 'firebase' ? r.db_url : r.url) ?? null,
          task_count: Number(r.task_count ?? 0),
          is_enabled: r.is_enabled,
        })),
      };
    },
  );
}
