import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limits } from '@shared/limits';
import { envelope } from '@shared/api/common';
import {
  exportBody,
  importBody,
  importCheck,
  importCheckBody,
  snapshotBody,
  taskExportDocument,
  transferRequest,
} from '@shared/api/transfer';
import { messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { conflict, notFound } from '../../http/errors';
import { requireContentAccount } from '../../http/access';
import { loadTask } from '../flow/model/state';
import type { TaskRow } from '../flow/model/rows';
import { contentDisposition } from '../content/files/files-upload';
import { exportHandler, runExport, type ExportOptions } from './export-job';
import { checkImport } from './import-document';
import { importHandler, type ImportOptions } from './import-job';
import { readDocument } from './read-document';
import { assertPlanIncludes } from './plan-check';
import { exportJobName, findTransfer, importJobName, transferToApi, transfersDir, type TransferPayload } from './requests';

const id = z.coerce.number().int().positive();
/** Tasks and the import routes need build.tasks (spec 2 §6): reading a task is enough to export it, importing writes. */
const account = (request: FastifyRequest, mode: 'read' | 'write') => requireContentAccount(request, 'build.tasks', mode, 'tasks');

/** The published JSON Schema of the export file (GET /api/schema/task-export.json, and docs/task-export.schema.json). */
export const taskExportJsonSchema = () => ({
  $id: 'https://studio.example/schema/task-export.json',
  title: 'Studio task export',
  ...z.toJSONSchema(taskExportDocument, { target: 'draft-2020-12', io: 'input' }),
});

/** Export (spec 2 §7: export, download URL, snapshot) and import of tasks, and the status of either request. */
export async function transferRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Task export and import'];
  const db = () => root.studio.db;
  root.studio.jobs.define(exportJobName, exportHandler(root.studio));
  root.studio.jobs.define(importJobName, importHandler(root.studio));

  app.get('/schema/task-export.json', { config: { public: true }, schema: { tags } }, async () => taskExportJsonSchema());

  /**
   * Records an export request (and queues its job unless it runs now); answers the request row. Starting one is a
   * write (it runs a job and keeps a file of the account's); reading its status and file is a read.
   */
  const startExport = async (request: FastifyRequest, taskId: number, optionsOf: (task: TaskRow) => ExportOptions, queued: boolean) => {
    const acId = account(request, 'write');
    const task = await loadTask(db(), acId, taskId);
    const options = optionsOf(task);
    const now = nowIso();
    const row = await db()
      .transaction()
      .execute(async (trx) => {
        const inserted = await trx
          .insertInto('task_transfers')
          .values({
            ac_id: acId,
            kind: 'export',
            status: 'queued',
            task_id: task.task_id,
            task_name: task.task_name,
            options: JSON.stringify(options),
            created_by: request.auth?.user.user_id ?? null,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordActivity(trx, request, {
          subject_type: 'Task',
          subject_id: task.task_id,
          action: 'export',
          summary: { request_id: inserted.request_id, ...options },
        });
        if (queued) await root.studio.jobs.enqueue<TransferPayload>(exportJobName, { request_id: inserted.request_id }, { trx });
        return inserted;
      });
    if (queued) return { status: 202 as const, row };
    await runExport(root.studio, row.request_id);
    return { status: 200 as const, row: await findTransfer(db(), acId, row.request_id) };
  };

  app.post(
    '/studio/export/:id',
    {
      config: { access: (request) => account(request, 'read') },
      schema: {
        tags,
        params: z.object({ id }),
        body: exportBody,
        response: { 200: envelope(transferRequest), 202: envelope(transferRequest) },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const { status, row } = await startExport(
        request,
        request.params.id,
        () => ({ task_collection: body.task_collection ?? false, version_id: null }),
        body.async ?? true,
      );
      return reply.status(status).send({ data: transferToApi(row) });
    },
  );

  app.post(
    '/studio/export/snapshot/:task_id',
    {
      config: { access: (request) => account(request, 'read') },
      schema: {
        tags,
        params: z.object({ task_id: id }),
        body: snapshotBody,
        response: { 200: envelope(transferRequest), 202: envelope(transferRequest) },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      // The published version's snapshot; with new_snapshot (or no version published yet) the draft as it is now.
      const optionsOf = (task: TaskRow): ExportOptions => ({
        task_collection: false,
        version_id: body.new_snapshot ? null : task.task_version_in_use,
      });
      const { status, row } = await startExport(request, request.params.task_id, optionsOf, body.async ?? true);
      return reply.status(status).send({ data: transferToApi(row) });
    },
  );

  app.post(
    '/studio/export/download-from-url-generator/:task_id/:request_id',
    {
      config: { access: (request) => account(request, 'read') },
      schema: { tags, params: z.object({ task_id: id, request_id: id }), response: { 200: envelope(z.object({ url: z.string() })) } },
    },
    async (request) => {
      const acId = account(request, 'read');
      const row = await findTransfer(db(), acId, request.params.request_id, 'export');
      if (row.task_id !== request.params.task_id) throw notFound();
      if (row.status !== 'completed') throw conflict(messages.transfer.notReady);
      return { data: { url: transferToApi(row).download_url! } };
    },
  );

  app.get(
    '/studio/export/download/:request_id',
    { config: { access: (request) => account(request, 'read') }, schema: { tags, params: z.object({ request_id: id }) } },
    async (request, reply) => {
      const acId = account(request, 'read');
      const row = await findTransfer(db(), acId, request.params.request_id, 'export');
      if (row.status !== 'completed' || !row.file_name) throw conflict(messages.transfer.notReady);
      const path = join(transfersDir(root.studio.config, acId), row.file_name);
      const info = await stat(path).catch(() => null);
      if (!info) throw notFound(messages.transfer.fileMissing);
      const name = `${(row.task_name ?? 'task').replace(/[^\w .-]+/g, '_')}.task-export.json`;
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', contentDisposition(name))
        .header('content-length', info.size);
      return reply.send(createReadStream(path));
    },
  );

  app.get(
    '/studio/tasks/task-import-export/:requestId',
    {
      config: { access: (request) => account(request, 'read') },
      schema: { tags, params: z.object({ requestId: id }), response: { 200: envelope(transferRequest) } },
    },
    async (request) => {
      const acId = account(request, 'read');
      return { data: transferToApi(await findTransfer(db(), acId, request.params.requestId)) };
    },
  );

  // The import alone takes its file in the body: room for the largest file (readDocument refuses more with its own message).
  const importBodyLimit = (limits.importMaxMb + 5) * 1024 * 1024;
  app.post(
    '/studio/tasks/task-import/check',
    {
      bodyLimit: importBodyLimit,
      config: { access: (request) => account(request, 'write') },
      schema: { tags, body: importCheckBody, response: { 200: envelope(importCheck) } },
    },
    async (request) => {
      const acId = account(request, 'write');
      const doc = readDocument(request.body.file);
      await assertPlanIncludes(db(), acId, doc);
      return { data: await checkImport(db(), acId, doc) };
    },
  );

  app.post(
    '/studio/tasks/task-import',
    {
      bodyLimit: importBodyLimit,
      config: { access: (request) => account(request, 'write') },
      schema: { tags, body: importBody, response: { 202: envelope(transferRequest) } },
    },
    async (request, reply) => {
      const acId = account(request, 'write');
      const doc = readDocument(request.body.file);
      await assertPlanIncludes(db(), acId, doc);
      const first = doc.tasks.find((t) => t.id === doc.root_task_id)!;
      const options: ImportOptions = { choices: request.body.choices };
      const now = nowIso();
      const dir = transfersDir(root.studio.config, acId);
      await mkdir(dir, { recursive: true });
      const row = await db()
        .transaction()
        .execute(async (trx) => {
          const inserted = await trx
            .insertInto('task_transfers')
            .values({
              ac_id: acId,
              kind: 'import',
              status: 'queued',
              task_id: null,
              task_name: first.task_name,
              options: JSON.stringify(options),
              created_by: request.auth?.user.user_id ?? null,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const fileName = `import-${inserted.request_id}.json`;
          await writeFile(join(dir, fileName), request.body.file);
          await trx.updateTable('task_transfers').set({ file_name: fileName }).where('request_id', '=', inserted.request_id).execute();
          await root.studio.jobs.enqueue<TransferPayload>(importJobName, { request_id: inserted.request_id }, { trx });
          return { ...inserted, file_name: fileName };
        });
      return reply.status(202).send({ data: transferToApi(row) });
    },
  );
}
