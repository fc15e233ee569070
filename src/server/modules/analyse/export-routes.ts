import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { userExport, type UserExport } from '@shared/api/exports';
import { requireAccess } from '../../http/access';

const statuses = ['queued', 'running', 'completed', 'failed'] as const;
const statusOf = (s: string): UserExport['status'] =>
  (statuses as readonly string[]).includes(s) ? (s as UserExport['status']) : 'failed';

/**
 * The exports screen's list (spec 3 §2 Manage: exports): every export the signed-in user started in the accounts
 * of the selected scope — task exports and data store exports — newest first, with its state and its download.
 */
export async function exportRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root.studio;
  const access = { access: (request: any) => void requireAccess(request, 'manage.exports', 'read') };

  app.get(
    '/manage/exports',
    { config: access, schema: { tags: ['exports'], response: { 200: envelope(z.array(userExport)) } } },
    async (request) => {
      const scope = requireAccess(request, 'manage.exports', 'read');
      const userId = request.auth!.user.user_id;
      const accounts = scope.accountIds === 'any' ? null : scope.accountIds.length ? scope.accountIds : [-1];
      let tasks = db.selectFrom('task_transfers').selectAll().where('kind', '=', 'export').where('created_by', '=', userId);
      if (accounts) tasks = tasks.where('ac_id', 'in', accounts);
      let stores = db
        .selectFrom('data_store_exports as e')
        .leftJoin('data_stores as d', 'd.data_store_id', 'e.data_store_id')
        .select([
          'e.data_store_export_id',
          'e.ac_id',
          'e.status',
          'e.progress',
          'e.error',
          'e.created_at',
          'e.completed_at',
          'd.display_name',
        ])
        .where('e.created_by', '=', userId);
      if (accounts) stores = stores.where('e.ac_id', 'in', accounts);
      const out: UserExport[] = [
        ...(await tasks.execute()).map((r) => ({
          kind: 'task-export' as const,
          id: r.request_id,
          ac_id: r.ac_id,
          name: r.task_name ?? String(r.task_id ?? ''),
          status: statusOf(r.status),
          progress: Number(r.progress ?? 0),
          error: r.error,
          created_at: r.created_at,
          completed_at: r.completed_at,
          download_url: r.status === 'completed' ? `/api/studio/export/download/${r.request_id}` : null,
        })),
        ...(await stores.execute()).map((r) => ({
          kind: 'datastore-export' as const,
          id: r.data_store_export_id,
          ac_id: r.ac_id,
          name: r.display_name ?? String(r.data_store_export_id),
          status: statusOf(r.status),
          progress: Number(r.progress ?? 0),
          error: r.error,
          created_at: r.created_at,
          completed_at: r.completed_at,
          download_url: r.status === 'completed' ? `/api/data/data-store-export/${r.data_store_export_id}/download` : null,
        })),
      ];
      return { data: out.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0)) };
    },
  );
}
