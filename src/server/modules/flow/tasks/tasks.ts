import { sql } from 'kysely';
import { z } from 'zod';
import { task, taskCreateBody, taskTypes } from '@shared/api/flow';
import { messages } from '@shared/messages';
import type { Db } from '../../../db/index';
import { defineEntityResource } from '../../../http/entity-resource';
import { RefusalError } from '../../../http/errors';
import type { Row } from '../../../http/entity-resource';
import { likePattern } from '../../../http/list';
import { taskToApi, type TaskRow } from '../model/rows';
import { taskColumns, taskUpdateFields } from './task-fields';
import { createMainCanvas } from './task-setup';
import { assertWithinLimit } from '../../plans/usage';
import { resyncTaskUsages } from '../model/usages';
import { accountRows } from '../../../http/tenant-repo';

/** Columns a locked (protected) task still lets change: the lock itself and the favourite star. */
const lockFree = new Set(['protected', 'is_favorite', 'updated_by', 'updated_at']);

const removeTaskUsages = (db: Db, acId: number, taskId: number) =>
  accountRows(db, acId)
    .deleteFrom('content_usages')
    .where('used_by_model', '=', 'Node')
    .where('parent_model', '=', 'Task')
    .where('parent_id', '=', taskId)
    .execute();

/**
 * Tasks (spec 2 §3, §7): list by task type (voice by default, 'all' for every type), search, tags, favourites;
 * create (with the main canvas and its start nodes), update with favourite and lock, soft delete and undo.
 */
export const tasks = defineEntityResource(
  {
    tenant: 'ac',
    path: '/studio/tasks',
    table: 'tasks',
    idField: 'task_id',
    nameField: 'task_name',
    model: 'Task',
    label: 'task',
    permission: 'build.tasks',
    item: task,
    create: taskCreateBody,
    update: taskUpdateFields,
    nameRule: { per: [] },
    softDelete: ['is_enabled'],
    searchFields: ['task_name', 'task_id', 'tags'],
    sortFields: ['task_id', 'task_name', 'task_type', 'created_at', 'updated_at'],
    listQuery: {
      task_type: z.enum([...taskTypes, 'all']).optional(),
      tags: z.string().max(500).optional(),
      is_favorite: z.coerce.number().int().min(0).max(1).optional(),
    },
  },
  {
    toApi: (row) => taskToApi(row as TaskRow),
    fromApi: (input, ctx) => taskColumns(input, ctx.existing as TaskRow | null, ctx.services.config.signingSecret),
    listFilter(qb, params) {
      let q = qb;
      const type = params.task_type ?? 'voice';
      if (type !== 'all') q = q.where('task_type', '=', type);
      if (params.is_favorite !== undefined) q = q.where('is_favorite', '=', params.is_favorite);
      const wanted = String(params.tags ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      if (wanted.length)
        q = q.where(({ or }) => or(wanted.map((t) => sql<boolean>`lower(tags) like ${likePattern(JSON.stringify(t))} escape '!'`)));
      return q;
    },
    beforeWrite(values: Row, ctx) {
      const existing = ctx.existing;
      if (existing?.protected === 1 && values.protected === 1) {
        const changed = Object.keys(values).filter((k) => !lockFree.has(k) && JSON.stringify(values[k]) !== JSON.stringify(existing[k]));
        if (changed.length > 0) throw new RefusalError(403, messages.canvas.taskProtected, { title: messages.canvas.updateFailed });
      }
      return values;
    },
    async afterWrite(row, ctx) {
      const existing = ctx.existing;
      if (ctx.mode === 'create') {
        // The plan's task limit: counted with the new task, refused past the hard limit.
        await assertWithinLimit(ctx.trx, row.ac_id, 'tasks');
        return createMainCanvas(ctx.trx, row as TaskRow, ctx.userId);
      }
      if (existing?.is_enabled === 0 && row.is_enabled === 1) await resyncTaskUsages(ctx.trx, row as TaskRow, true);
      else if (existing && existing.task_name !== row.task_name) {
        await accountRows(ctx.trx, ctx.acId)
          .updateTable('content_usages')
          .set({ parent_name: row.task_name })
          .where('parent_model', '=', 'Task')
          .where('parent_id', '=', row.task_id)
          .execute();
      }
    },
    beforeDelete(row) {
      if (row.protected === 1) throw new RefusalError(403, messages.canvas.taskProtected, { title: messages.canvas.deleteNotPermitted });
    },
    async afterDelete(row, type, ctx) {
      await removeTaskUsages(ctx.trx, ctx.acId, row.task_id);
      // A task removed for good takes its XSI rules with it (a soft delete keeps them for the undo).
      if (type === 'force')
        await accountRows(ctx.trx, ctx.acId).deleteFrom('xsi_subscriptions').where('task_id', '=', row.task_id).execute();
    },
  },
);
