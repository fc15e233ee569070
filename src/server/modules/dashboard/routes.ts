import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import { announcement, dashboardStats, type Announcement } from '@shared/api/dashboard';
import { requireScope } from '../../http/auth';
import { callVolume } from './call-volume';
import { signedIn } from '../../http/access';

/** The dashboard: what the selected scope holds, and what happened in it lately. */
export async function dashboardRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root.studio;

  app.get(
    '/dashboard/stats',
    { config: { access: signedIn }, schema: { tags: ['dashboard'], response: { 200: envelope(dashboardStats) } } },
    async (request) => {
      const scope = requireScope(request);
      const accountIds = scope.accountIds;
      const noAccounts = accountIds !== 'any' && accountIds.length === 0;

      let accounts = db
        .selectFrom('accounts')
        .select(['migration_state', db.fn.countAll<number>().as('n')])
        .where('is_enabled', '=', 1);
      if (accountIds !== 'any') accounts = accounts.where('ac_id', 'in', noAccounts ? [-1] : accountIds);
      const byState = await accounts.groupBy('migration_state').execute();

      let providers = db.selectFrom('service_providers').select(db.fn.countAll<number>().as('n')).where('is_enabled', '=', 1);
      if (scope.spIds !== 'any') providers = providers.where('sp_id', 'in', scope.spIds);

      let users = db.selectFrom('users').select(db.fn.countAll<number>().as('n')).where('is_enabled', '=', 1);
      if (accountIds !== 'any') {
        const spIds = scope.spIds === 'any' ? [] : scope.spIds;
        users = users.where('user_id', 'in', (eb) =>
          eb
            .selectFrom('user_account_mappings')
            .select('user_id')
            .where((w) =>
              w.or([
                w('ac_id', 'in', noAccounts ? [-1] : accountIds),
                ...(scope.level === 'sp' ? [w.and([w('ac_id', 'is', null), w('sp_id', 'in', spIds)])] : []),
              ]),
            ),
        );
      }

      let activity = db
        .selectFrom('activity_log')
        .leftJoin('users', 'users.user_id', 'activity_log.user_id')
        .select([
          'activity_log.id',
          'activity_log.user_id',
          'users.display_name as user_name',
          'subject_type',
          'subject_id',
          'action',
          'activity_log.created_at',
        ]);
      if (scope.level === 'ac') activity = activity.where('activity_log.ac_id', '=', accountIds === 'any' ? -1 : accountIds[0]);
      else if (scope.level === 'sp') activity = activity.where('activity_log.sp_id', 'in', scope.spIds === 'any' ? [] : scope.spIds);
      if (request.auth?.user.user_type === 'ac') activity = activity.where('activity_log.user_id', '=', request.auth.user.user_id);
      const recent = await activity.orderBy('activity_log.id', 'desc').limit(10).execute();

      return {
        data: {
          level: scope.level,
          providers: Number((await providers.executeTakeFirst())?.n ?? 0),
          accounts: byState.reduce((sum, r) => sum + Number(r.n), 0),
          users: Number((await users.executeTakeFirst())?.n ?? 0),
          migration_states: Object.fromEntries(byState.map((r) => [r.migration_state, Number(r.n)])),
          recent_activity: recent,
          call_volume_changes: await callVolume(db, noAccounts ? [] : accountIds),
        },
      };
    },
  );

  app.get(
    '/dashboard/announcements/latest',
    { config: { access: signedIn }, schema: { tags: ['dashboard'], response: { 200: envelope(announcement.nullable()) } } },
    async () => {
      const row = await db
        .selectFrom('announcements')
        .select(['announcement_id as id', 'announcement_id', 'announcement_type', 'title', 'body', 'created_at'])
        .where('is_enabled', '=', 1)
        .orderBy('announcement_id', 'desc')
        .executeTakeFirst();
      return { data: row ? { ...row, announcement_type: row.announcement_type as Announcement['announcement_type'] } : null };
    },
  );
}
