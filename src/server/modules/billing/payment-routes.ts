import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import {
  gatewayTestAnswer,
  generatedRequestBody,
  requestBodyInput,
  type requestParamInput,
  type requestParamVariable,
} from '@shared/api/payment';
import { uniqueCheckAnswer } from '@shared/entities/settings';
import { fill, messages } from '@shared/messages';
import { unprocessable } from '../../http/errors';
import { OutboundRefused, OutboundTimeout, outboundRequest } from '../../http/outbound';
import { enabledGateway, paymentGateways, paymentProfiles, payloadOf, regions, smsProviders } from './payment';

const tags = ['Payment'];
/** How long the test call waits for the gateway. */
const gatewayTimeoutMs = 5000;
type BodyInput = z.infer<typeof requestBodyInput>;

/**
 * The request a payment profile sends (POST /payment/payment-profile/generate-request-body): the process type,
 * the fixed inputs by name, each variable as a `{{variable}}` placeholder the flow fills at run time, and the
 * custom payload's fields over them. The saved profile's values, overridden by those the form sends.
 */
async function requestOf(request: FastifyRequest, input: BodyInput) {
  const tenant = paymentProfiles.authorize(request, 'read');
  const db = request.server.studio.db;
  const profile = input.payment_profile_id
    ? (await paymentProfiles.parts.toApi(db, [await paymentProfiles.find(db, tenant, input.payment_profile_id)]))[0]
    : null;
  const gatewayId = input.payment_gateway_id ?? profile?.payment_gateway_id;
  if (!gatewayId) throw unprocessable(messages.billing.profileOrGateway);
  const gateway = await enabledGateway(db, gatewayId);
  const variables: z.infer<typeof requestParamVariable>[] = input.request_param_variables ?? profile?.request_param_variables ?? [];
  const inputs: z.infer<typeof requestParamInput>[] = input.request_param_inputs ?? profile?.request_param_inputs ?? [];
  const payload = payloadOf(input.custom_payload !== undefined ? input.custom_payload : profile?.custom_payload);
  const body: Record<string, unknown> = {
    payment_process_type: input.payment_process_type,
    ...Object.fromEntries(inputs.map((i) => [i.name, i.value])),
    ...Object.fromEntries(variables.map((v) => [v.name, `{{${v.variable}}}`])),
    ...payload,
  };
  return { gateway, body };
}

/** The Payment calls beyond CRUD (spec 3 §7), and the part-6 resources (regions, SMS providers). */
export async function paymentRoutes(root: FastifyInstance) {
  for (const resource of [regions, paymentGateways, paymentProfiles, smsProviders]) await root.register(resource.routes);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = () => root.studio.db;

  app.get(
    '/payment/payment-gateway/validate-name/:name',
    {
      config: { access: (request) => paymentGateways.authorize(request, 'read') },
      schema: {
        tags,
        params: z.object({ name: z.string().trim().min(1).max(100) }),
        querystring: z.object({ payment_gateway_id: z.coerce.number().int().positive().optional() }),
        response: { 200: envelope(uniqueCheckAnswer) },
      },
    },
    async (request) => {
      paymentGateways.authorize(request, 'read');
      let q = db()
        .selectFrom('payment_gateways')
        .select('payment_gateway_id')
        .where(sql<boolean>`lower(payment_gateway_name) = lower(${request.params.name})`)
        .where('is_enabled', '=', 1);
      if (request.query.payment_gateway_id) q = q.where('payment_gateway_id', '<>', request.query.payment_gateway_id);
      const taken = !!(await q.executeTakeFirst());
      return { data: { valid: !taken, message: taken ? messages.entities.nameTaken : messages.entities.valueAvailable } };
    },
  );

  // The gateways a payment profile may choose (the gateway list itself is the system's).
  app.get(
    '/payment/payment-profile/gateways',
    {
      config: { access: (request) => paymentProfiles.authorize(request, 'read') },
      schema: {
        tags,
        response: { 200: envelope(z.array(z.object({ payment_gateway_id: z.number(), payment_gateway_name: z.string() }))) },
      },
    },
    async (request) => {
      paymentProfiles.authorize(request, 'read');
      return {
        data: await db()
          .selectFrom('payment_gateways')
          .select(['payment_gateway_id', 'payment_gateway_name'])
          .where('is_enabled', '=', 1)
          .orderBy('payment_gateway_name')
          .execute(),
      };
    },
  );

  app.post(
    '/payment/payment-profile/generate-request-body',
    {
      config: { access: (request) => paymentProfiles.authorize(request, 'read') },
      schema: { tags, body: requestBodyInput, response: { 200: envelope(generatedRequestBody) } },
    },
    async (request) => ({
      data: { request_body: (await requestOf(request, request.body)).body },
    }),
  );

  // Sends the profile's request to its gateway's endpoint and answers what the gateway said (never throws for the gateway's failure).
  app.post(
    '/payment/payment-profile/test-payment-gateway',
    {
      config: { access: (request) => paymentProfiles.authorize(request, 'write') },
      schema: { tags, body: requestBodyInput, response: { 200: envelope(gatewayTestAnswer) } },
    },
    async (request) => {
      paymentProfiles.authorize(request, 'write');
      const { gateway, body } = await requestOf(request, request.body);
      try {
        const headers = { 'content-type': 'application/json', accept: 'application/json' };
        const res = await outboundRequest(root.studio.config, gateway.endpoint_url, {
          method: gateway.http_method,
          headers,
          body: JSON.stringify(body),
          timeoutMs: gatewayTimeoutMs,
        });
        const text = (await res.text(2000)).slice(0, 2000);
        return {
          data: {
            success: res.status >= 200 && res.status < 300,
            status: res.status,
            message: fill(messages.billing.gatewayAnswered, { status: res.status }),
            response: text,
            request_body: body,
          },
        };
      } catch (e) {
        if (e instanceof OutboundRefused) {
          const message = fill(messages.billing.gatewayPrivateAddress, { host: e.host });
          throw unprocessable(message, [`endpoint_url: ${message}`]);
        }
        const reason =
          e instanceof OutboundTimeout
            ? `no answer in ${gatewayTimeoutMs / 1000} s`
            : String((e as { code?: string }).code ?? (e as Error).message);
        return {
          data: {
            success: false,
            status: null,
            message: fill(messages.billing.gatewayUnreachable, { reason }),
            response: '',
            request_body: body,
          },
        };
      }
    },
  );
}
