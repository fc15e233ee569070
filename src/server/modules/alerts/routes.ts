import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { alertRecipient } from '@shared/api/alert-settings';
import { alertMessages } from '@shared/messages-alerts';
import { unprocessable } from '../../http/errors';
import type { EntityResource, Row } from '../../http/entity-resource';
import type { Tenant } from '../../http/tenant-repo';
import { acAlertSettings, spAlertSettings } from './settings';
import { alertRecipients, alertTasks, type AlertLevel } from './people';
import { sameMetric } from './rules';
import { alertChain, alertJobName, alertMailHandler, alertMailJob } from './evaluator';

/** The setting's level of a request's tenant: an account, or the one selected provider. */
function levelOf(tenant: Tenant): AlertLevel {
  if (tenant.level === 'ac') return { level: 'ac', acId: tenant.acId };
  if (tenant.level === 'sp' && tenant.spIds !== 'any' && tenant.spIds.length === 1) return { level: 'sp', spId: tenant.spIds[0] };
  throw unprocessable(alertMessages.selectProvider);
}

/**
 * POST /services/update-or-create-{ac,sp}-alert-setting (spec 3 §7 Profiles): one setting per metric (and task) of the
 * tenant — the enabled one with the body's metric and task is updated with the body, else a setting is created.
 */
function updateOrCreate(app: FastifyInstance, path: string, resource: EntityResource<unknown>) {
  const d = resource.descriptor;
  app.withTypeProvider<ZodTypeProvider>().post(
    path,
    {
      config: { access: (request: FastifyRequest) => resource.authorize(request, 'write') },
      schema: { tags: [d.model], body: d.create, response: { 200: envelope(d.item), 201: envelope(d.item) } },
    },
    async (request, reply) => {
      const tenant = resource.authorize(request, 'write');
      const body = request.body as Row;
      const at = levelOf(tenant);
      const { row, created } = await resource.transact(request, tenant, async (ctx) => {
        const twin = await sameMetric(ctx.trx, at, body.metric, at.level === 'ac' ? (body.task_id ?? null) : null, null);
        return twin
          ? { row: await resource.update(ctx, twin.alert_setting_id, body), created: false }
          : { row: await resource.insert(ctx, body), created: true };
      });
      return reply.status(created ? 201 : 200).send({ data: (await resource.one(app.studio.db, row, tenant)) as Row });
    },
  );
}

/** The choices of a setting's form: the users it may notify, and an account's tasks it may watch. */
function choices(
  app: FastifyInstance,
  path: string,
  resource: EntityResource<unknown>,
  list: (at: AlertLevel) => Promise<unknown[]>,
  item: z.ZodTypeAny,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    path,
    {
      config: { access: (request: FastifyRequest) => resource.authorize(request, 'read') },
      schema: { tags: [resource.descriptor.model], response: { 200: envelope(z.array(item)) } },
    },
    async (request) => ({ data: await list(levelOf(resource.authorize(request, 'read'))) }),
  );
}

/** Alert settings of accounts and providers, their calls beside CRUD, and the evaluator's jobs. */
export async function alertRoutes(root: FastifyInstance) {
  const services = root.studio;
  await root.register(acAlertSettings.routes);
  await root.register(spAlertSettings.routes);
  updateOrCreate(root, '/services/update-or-create-ac-alert-setting', acAlertSettings as EntityResource<unknown>);
  updateOrCreate(root, '/services/update-or-create-sp-alert-setting', spAlertSettings as EntityResource<unknown>);
  const db = services.db;
  choices(
    root,
    '/services/ac-alert-recipients',
    acAlertSettings as EntityResource<unknown>,
    (at) => alertRecipients(db, at),
    alertRecipient,
  );
  choices(
    root,
    '/services/sp-alert-recipients',
    spAlertSettings as EntityResource<unknown>,
    (at) => alertRecipients(db, at),
    alertRecipient,
  );
  choices(
    root,
    '/services/ac-alert-tasks',
    acAlertSettings as EntityResource<unknown>,
    (at) => alertTasks(db, (at as { acId: number }).acId),
    z.object({ task_id: z.number(), task_name: z.string() }),
  );
  const chain = alertChain(services);
  services.jobs.define(alertJobName, chain.handler);
  services.jobs.define(alertMailJob, alertMailHandler(services));
  root.addHook('onReady', () => chain.start());
}
