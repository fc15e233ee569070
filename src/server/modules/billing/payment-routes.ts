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
import { secretMask } from '@shared/entities/fields';
import type { Tenant } from '../../http/tenant-repo';
import { authorizationOf, profileToken, providerAuthProfile, TokenFailure, type AuthProfileRow } from '../profiles/auth-token';
import { signingSecret } from '../profiles/profile-values';
import { enabledGateway, paymentAuthProfile, paymentGateways, paymentProfiles, payloadOf, regions, smsProviders } from './payment';

const tags = ['Payment'];
/** How long the test call waits for the gateway. */
const gatewayTimeoutMs = 5000;
type BodyInput = z.infer<typeof requestBodyInput>;

/**
 * The request a payment profile sends (POST /payment/payment-profile/generate-request-body): the process type,
 * the fixed inputs by name, each variable as a `{{variable}}` placeholder the flow fills at run time, and the
 * custom payload's fields over them; its headers, with the Authorization of the provider's auth profile it names
 * (answered as the mask). The saved profile's values, overridden by those the form sends.
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
  const auth = await authOf(request, tenant, input, profile);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (auth) headers.authorization = `${auth.auth_profile_type === 'Basic' ? 'Basic' : 'Bearer'} ${secretMask}`;
  const variables: z.infer<typeof requestParamVariable>[] = input.request_param_variables ?? profile?.request_param_variables ?? [];
  const inputs: z.infer<typeof requestParamInput>[] = input.request_param_inputs ?? profile?.request_param_inputs ?? [];
  const payload = payloadOf(input.custom_payload !== undefined ? input.custom_payload : profile?.custom_payload);
  const body: Record<string, unknown> = {
    payment_process_type: input.payment_process_type,
    ...Object.fromEntries(inputs.map((i) => [i.name, i.value])),
    ...Object.fromEntries(variables.map((v) => [v.name, `{{${v.variable}}}`])),
    ...payload,
  };
  return { gateway, body, auth, headers };
}

/**
 * The auth profile the request uses: the form's choice, else the saved profile's (none: null). It must be one of the
 * provider's own (the saved profile's provider, else the selected one; at system scope, without a saved profile, the
 * auth profile's provider) — another provider's or an account's is refused in words. A saved profile's own choice that
 * was disabled since is refused in words too.
 */
async function authOf(
  request: FastifyRequest,
  tenant: Tenant,
  input: BodyInput,
  profile: { sp_id: number; auth_profile_id: number | null } | null,
) {
  const db = request.server.studio.db;
  const chosen = input.auth_profile_id !== undefined;
  const id = chosen ? input.auth_profile_id : (profile?.auth_profile_id ?? null);
  if (id === null || id === undefined) return null;
  const spId =
    profile?.sp_id ??
    (tenant.level === 'sp' && tenant.spIds !== 'any' ? tenant.spIds[0] : undefined) ??
    (await db.selectFrom('auth_profiles').select('sp_id').where('auth_profile_id', '=', id).executeTakeFirst())?.sp_id;
  if (!chosen) {
    const row = spId ? await providerAuthProfile(db, spId, id) : undefined;
    if (!row) throw unprocessable(messages.billing.authProfileGone, [`auth_profile_id: ${messages.billing.authProfileGone}`]);
    return row;
  }
  if (!spId) throw unprocessable(messages.billing.authProfileNotProvider, [`auth_profile_id: ${messages.billing.authProfileNotProvider}`]);
  return paymentAuthProfile(db, spId, id);
}

/** The Authorization the gateway's request carries, and what the auth profile gave in words (a token fetched now or kept, Basic credentials). */
async function authorizationFor(request: FastifyRequest, auth: AuthProfileRow & { auth_profile_name: string }) {
  const config = request.server.studio.config;
  const secret = signingSecret(request);
  if (auth.auth_profile_type === 'Basic')
    return {
      header: await authorizationOf(config, auth, secret),
      words: fill(messages.billing.gatewayBasicAuth, { name: auth.auth_profile_name }),
    };
  const token = await profileToken(config, auth, secret);
  const seconds = token.expiresAt === null ? 300 : Math.max(0, Math.round((token.expiresAt - Date.now()) / 1000));
  const words = fill(token.cached ? messages.billing.gatewayTokenKept : messages.billing.gatewayTokenFetched, {
    name: auth.auth_profile_name,
    type: token.type,
    seconds,
  });
  return { header: `${token.type.toLowerCase() === 'bearer' ? 'Bearer' : token.type} ${token.accessToken}`, words };
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
    async (request) => {
      const { body, headers } = await requestOf(request, request.body);
      return { data: { request_body: body, request_headers: headers } };
    },
  );

  // Sends the profile's request to its gateway's endpoint and answers what the gateway said (never throws for the gateway's
  // failure). With an auth profile, its credentials go along: a token fetched through it (kept until shortly before it
  // expires, auth-token.ts) or Basic; a token endpoint's failure is answered in its words and the gateway is not called.
  app.post(
    '/payment/payment-profile/test-payment-gateway',
    {
      config: { access: (request) => paymentProfiles.authorize(request, 'write') },
      schema: { tags, body: requestBodyInput, response: { 200: envelope(gatewayTestAnswer) } },
    },
    async (request) => {
      paymentProfiles.authorize(request, 'write');
      const { gateway, body, auth, headers } = await requestOf(request, request.body);
      const answered = { request_body: body, request_headers: headers };
      let sent = headers;
      let authorization: string | null = null;
      if (auth) {
        try {
          const given = await authorizationFor(request, auth);
          sent = { ...headers, authorization: given.header };
          authorization = given.words;
        } catch (e) {
          if (!(e instanceof TokenFailure)) throw e;
          return { data: { success: false, status: null, message: e.message, authorization: null, response: '', ...answered } };
        }
      }
      try {
        const res = await outboundRequest(root.studio.config, gateway.endpoint_url, {
          method: gateway.http_method,
          headers: sent,
          body: JSON.stringify(body),
          timeoutMs: gatewayTimeoutMs,
        });
        const text = (await res.text(2000)).slice(0, 2000);
        return {
          data: {
            success: res.status >= 200 && res.status < 300,
            status: res.status,
            message: fill(messages.billing.gatewayAnswered, { status: res.status }),
            authorization,
            response: text,
            ...answered,
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
            authorization,
            response: '',
            ...answered,
          },
        };
      }
    },
  );
}
