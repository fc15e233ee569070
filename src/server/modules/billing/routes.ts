import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { burstUsage, burstUsageItem, burstUsagePeriod, invoice, invoiceGenerate, usageChart, usageChartQuery } from '@shared/api/billing';
import { envelope } from '@shared/api/common';
import { burstUsageFields } from '@shared/entities/burst-usages.fields';
import { fieldsFromApi } from '@shared/entities/field-values';
import { fill, messages } from '@shared/messages';
import { planTypes } from '@shared/plans/catalogue';
import { nowIso } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { csvStream } from '../../http/csv';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { accountRows, inTenant, type Tenant } from '../../http/tenant-repo';
import type { Row } from '../../http/entity-resource';
import { contentDisposition } from '../content/files/files-upload';
import { sessionFeature } from './burst-compute';
import { burstUsageHandler, burstUsageJob, type BurstUsagePayload } from './burst-usage-job';
import { nextSampleDelayMs, usageSampleHandler, usageSampleJob, utcDay, type UsageSamplePayload } from './usage-samples';
import { dayAfter } from './provider';
import { burstUsages, newBurstUsage } from './burst-usages';
import { invoices } from './invoices';
import { paymentRoutes } from './payment-routes';
import { usageChartOf } from './usage-chart';

const tags = ['Billing'];
const id = z.coerce.number().int().positive();

/** The Billing calls of burst usage and invoices beyond their generated CRUD (spec 3 §7). */
export async function billingRoutes(root: FastifyInstance) {
  await root.register(burstUsages.routes);
  await root.register(invoices.routes);
  await root.register(paymentRoutes);
  root.studio.jobs.define(burstUsageJob, burstUsageHandler(root.studio));
  // The daily usage sample (users, tasks, nodes) runs after the next UTC midnight, then every day after it.
  root.studio.jobs.define(usageSampleJob, usageSampleHandler(root.studio.db, root.studio.jobs));
  root.addHook('onReady', async () => {
    await root.studio.jobs.enqueue<UsageSamplePayload>(usageSampleJob, { day: dayAfter(utcDay()) }, { delayMs: nextSampleDelayMs() });
  });
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = () => root.studio.db;

  /** The provider of a path, when the request's tenant reaches it; else 404 (ids of another tenant are never answered). */
  const providerOf = async (tenant: Tenant, spId: number) => {
    if (!inTenant({ sp_id: spId }, tenant)) throw notFound(messages.entities.providerNotFound);
    return spId;
  };
  const usageRow = async (request: FastifyRequest, usageId: number) => {
    const tenant = burstUsages.authorize(request, 'read');
    return burstUsages.find(db(), tenant, usageId, true);
  };

  app.post(
    '/billing/generate-burst-usages/:sp_id',
    {
      config: { access: (request) => burstUsages.authorize(request, 'write') },
      schema: { tags, params: z.object({ sp_id: id }), body: burstUsagePeriod, response: { 202: envelope(burstUsage) } },
    },
    async (request, reply) => {
      const tenant = burstUsages.authorize(request, 'write');
      const spId = await providerOf(tenant, request.params.sp_id);
      const userId = request.auth?.user.user_id ?? null;
      const row = await db()
        .transaction()
        .execute(async (trx) => {
          const values = await newBurstUsage(trx, { ...fieldsFromApi(burstUsageFields, request.body, 'create'), sp_id: spId });
          const now = nowIso();
          const inserted = await trx
            .insertInto('billing_burst_usages')
            .values({ ...(values as any), is_enabled: 1, created_by: userId, updated_by: userId, created_at: now, updated_at: now })
            .returningAll()
            .executeTakeFirstOrThrow();
          await root.studio.jobs.enqueue<BurstUsagePayload>(
            burstUsageJob,
            { billing_burst_usage_id: inserted.billing_burst_usage_id },
            { trx },
          );
          await recordActivity(trx, request, {
            subject_type: 'BurstUsage',
            subject_id: inserted.billing_burst_usage_id,
            action: 'create',
            summary: { after: values },
          });
          return inserted;
        });
      return reply.status(202).send({ data: (await burstUsages.parts.toApi(db(), [row]))[0] });
    },
  );

  const items = (usageId: number) =>
    db()
      .selectFrom('billing_burst_usage_items')
      .selectAll()
      .where('billing_burst_usage_id', '=', usageId)
      .orderBy('ac_name')
      .orderBy('ac_id')
      .orderBy('month');
  const itemToApi = (r: Row) => ({
    billing_burst_usage_item_id: r.billing_burst_usage_item_id,
    billing_burst_usage_id: r.billing_burst_usage_id,
    ac_id: r.ac_id,
    ac_name: r.ac_name,
    feature: r.feature,
    month: r.month,
    usage: Number(r.usage),
    limit: r.feature_limit ?? null,
    burst_limit: r.burst_limit ?? null,
    burst_usage: Number(r.burst_usage),
    beyond_burst: Number(r.beyond_burst),
  });

  app.get(
    '/billing/burst-usage-items/:id',
    {
      config: { access: (request) => burstUsages.authorize(request, 'read') },
      schema: { tags, params: z.object({ id }), response: { 200: envelope(z.array(burstUsageItem)) } },
    },
    async (request) => {
      const usage = await usageRow(request, request.params.id);
      return { data: (await items(usage.billing_burst_usage_id).execute()).map(itemToApi) };
    },
  );

  // The CSV of one usage's items, streamed a page at a time.
  const csvColumns = ['ac_id', 'ac_name', 'feature', 'month', 'usage', 'limit', 'burst_limit', 'burst_usage', 'beyond_burst'];
  app.post(
    '/billing/generate-burst-usage-csv/:billing_burst_usage_id',
    {
      config: { access: (request) => burstUsages.authorize(request, 'read') },
      schema: {
        tags,
        params: z.object({ billing_burst_usage_id: id }),
        body: z
          .object({ plan_type: z.enum(planTypes).optional() })
          .strict()
          .default({}),
      },
    },
    async (request, reply) => {
      const usage = await usageRow(request, request.params.billing_burst_usage_id);
      if (request.body?.plan_type && request.body.plan_type !== usage.plan_type)
        throw unprocessable(messages.billing.usageOfAnotherPlanType, [`plan_type: ${messages.billing.usageOfAnotherPlanType}`]);
      if (usage.status !== 'completed') throw conflict(messages.billing.usageNotCompleted);
      async function* rows() {
        let last = 0;
        for (;;) {
          const page = await db()
            .selectFrom('billing_burst_usage_items')
            .selectAll()
            .where('billing_burst_usage_id', '=', usage.billing_burst_usage_id)
            .where('billing_burst_usage_item_id', '>', last)
            .orderBy('billing_burst_usage_item_id')
            .limit(1000)
            .execute();
          for (const r of page) {
            const item = itemToApi(r) as Row;
            yield csvColumns.map((c) => (item[c] === null ? '' : item[c]));
          }
          if (page.length < 1000) return;
          last = page[page.length - 1].billing_burst_usage_item_id;
        }
      }
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition(
            `burst-usage-${usage.billing_burst_usage_id}-${usage.plan_type}-${usage.period_start}-${usage.period_end}.csv`,
          ),
        );
      return reply.send(Readable.from(rows()).pipe(csvStream(csvColumns)));
    },
  );

  app.get(
    '/billing/burst-usage-chart/:id',
    {
      config: { access: (request) => burstUsages.authorize(request, 'read') },
      schema: { tags, params: z.object({ id }), querystring: usageChartQuery, response: { 200: envelope(usageChart) } },
    },
    async (request) => {
      const usage = await usageRow(request, request.params.id);
      const item = await accountRows(db(), request.query.ac_id)
        .selectFrom('billing_burst_usage_items')
        .select(['ac_id', 'ac_name', 'feature', 'feature_limit', 'burst_limit'])
        .where('billing_burst_usage_id', '=', usage.billing_burst_usage_id)
        .where('feature', '=', sessionFeature)
        .orderBy('month', 'desc')
        .executeTakeFirst();
      if (!item) throw notFound(messages.billing.accountNotInUsage);
      return { data: await usageChartOf(db(), usage, item) };
    },
  );

  // An invoice from a completed burst usage of the provider (its latest one not invoiced yet, unless named).
  app.post(
    '/billing/generate/:sp_id',
    {
      config: { access: (request) => invoices.authorize(request, 'write') },
      schema: { tags, params: z.object({ sp_id: id }), body: invoiceGenerate.optional(), response: { 201: envelope(invoice) } },
    },
    async (request, reply) => {
      const tenant = invoices.authorize(request, 'write');
      const spId = await providerOf(tenant, request.params.sp_id);
      const body = invoiceGenerate.parse(request.body ?? {});
      const userId = request.auth?.user.user_id ?? null;
      const row = await db()
        .transaction()
        .execute(async (trx) => {
          const invoiced = trx
            .selectFrom('billing_invoices')
            .select('billing_burst_usage_id')
            .where('sp_id', '=', spId)
            .where('is_enabled', '=', 1)
            .where('billing_burst_usage_id', 'is not', null);
          let usage;
          if (body.billing_burst_usage_id) {
            usage = await trx
              .selectFrom('billing_burst_usages')
              .selectAll()
              .where('billing_burst_usage_id', '=', body.billing_burst_usage_id)
              .where('is_enabled', '=', 1)
              .executeTakeFirst();
            if (!usage) throw notFound();
            if (usage.sp_id !== spId)
              throw unprocessable(messages.billing.usageOfAnotherProvider, [
                `billing_burst_usage_id: ${messages.billing.usageOfAnotherProvider}`,
              ]);
            if (usage.status !== 'completed') throw conflict(messages.billing.usageNotCompleted);
            const taken = await trx
              .selectFrom('billing_invoices')
              .select('invoice_number')
              .where('billing_burst_usage_id', '=', usage.billing_burst_usage_id)
              .where('is_enabled', '=', 1)
              .executeTakeFirst();
            if (taken) throw conflict(fill(messages.billing.alreadyInvoiced, { invoice: taken.invoice_number }));
          } else {
            usage = await trx
              .selectFrom('billing_burst_usages')
              .selectAll()
              .where('sp_id', '=', spId)
              .where('status', '=', 'completed')
              .where('is_enabled', '=', 1)
              .where('billing_burst_usage_id', 'not in', invoiced)
              .orderBy('period_end', 'desc')
              .orderBy('billing_burst_usage_id', 'desc')
              .executeTakeFirst();
            if (!usage) throw unprocessable(messages.billing.nothingToInvoice);
          }
          const count = await trx
            .selectFrom('billing_invoices')
            .select((e) => e.fn.countAll().as('n'))
            .where('sp_id', '=', spId)
            .executeTakeFirst();
          const now = nowIso();
          const values = {
            sp_id: spId,
            invoice_number: `INV-${spId}-${usage.period_end.slice(0, 7).replace('-', '')}-${Number(count?.n ?? 0) + 1}`,
            billing_burst_usage_id: usage.billing_burst_usage_id,
            period_start: usage.period_start,
            period_end: usage.period_end,
            burst_units: usage.burst_total,
            unit_price_cents: body.unit_price_cents,
            amount_cents: usage.burst_total * body.unit_price_cents,
            currency: body.currency,
            invoice_status: 'draft',
            notes: null,
          };
          const inserted = await trx
            .insertInto('billing_invoices')
            .values({ ...values, is_enabled: 1, created_by: userId, updated_by: userId, created_at: now, updated_at: now })
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordActivity(trx, request, {
            subject_type: 'BillingInvoice',
            subject_id: inserted.invoice_id,
            action: 'create',
            summary: { after: values },
          });
          return inserted;
        });
      return reply.status(201).send({ data: (await invoices.parts.toApi(db(), [row]))[0] });
    },
  );
}
