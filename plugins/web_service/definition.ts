import { z } from 'zod';
import {
  checkHttpRequest,
  checkIntoVariables,
  checkRef,
  checkRequiredText,
  contentId,
  defineNode,
  error,
  httpRequest,
  intoVariables,
  outcomeBranches,
  branch,
  service,
  suggestFrom,
  valueAtPath,
  type ContentRef,
} from '@shared/plugin-api';
import { parseProfileKey, webServiceProfileKey } from '@shared/web-service-profile-key';

/** The profile a step names, as a reference (none or one): the account's own ('ac:12') or its provider's ('sp:3'). */
function profileRefs(key: string | null): ContentRef[] {
  const parsed = key === null ? null : parseProfileKey(key);
  if (!parsed) return [];
  return [{ model: parsed.level === 'ac' ? 'web_service_profile' : 'provider_web_service_profile', id: parsed.id }];
}

/** A JSON path into the response: data.items[0].name. */
const responsePath = /^[A-Za-z_$][\w$-]*(\.[A-Za-z_$][\w$-]*|\[\d+\])*$/;

/**
 * Calls an HTTP service: the request may use variables; values of the JSON response go into variables. With a
 * web-service profile the URL may be a path joined to the profile's base URL.
 * A 2xx answer follows Success, anything else (error status, timeout, no connection) Failure.
 */
export default defineNode({
  type: 'web_service',
  category: 'multiple_child',
  group: 'Services',
  label: {
    en: 'Web service',
    de: 'Webdienst',
    fr: 'Service web',
    'fr-CA': 'Service web',
    es: 'Servicio web',
    it: 'Servizio web',
    'pt-BR': 'Serviço web',
  },
  icon: 'globe-network',
  keywords: ['http', 'api', 'rest', 'request', 'webhook', 'json', 'fetch', 'crm'],
  /** Web service: the request it sends, then where the answer goes. */
  editor: {
    sections: [
      { title: 'request', keys: ['action_name', 'web_service_profile', 'auth_profile_id', 'request'] },
      { title: 'response', keys: ['response_mappings', 'status_variable_id'] },
    ],
  },
  config: z.object({
    /** The name of the call, shown on the canvas and in logs. */
    action_name: z.string().trim().max(120).default(''),
    /** An auth profile of the account whose credentials the request carries (Basic, or an OAuth2 token kept until it expires) instead of inline ones. */
    auth_profile_id: suggestFrom(z.number().int().positive().nullable().default(null), 'auth-profile'),
    /**
     * A web-service profile of the account or of its provider ('ac:12', 'sp:3'): the request's URL, when not a full
     * address, is a path joined to its base URL; its headers and auth apply where the step gives none of its own.
     */
    web_service_profile: suggestFrom(
      z.string().regex(webServiceProfileKey, 'Choose a web-service profile from the list.').nullable().default(null),
      'web-service-profile',
    ),
    request: httpRequest(),
    /** JSON path of the response → variable. */
    response_mappings: intoVariables(50),
    /** Receives the HTTP status code (optional). */
    status_variable_id: contentId('variable'),
  }),
  validate: (config, ctx) => [
    ...checkRequiredText(config.action_name, 'action_name', 'Action name'),
    ...checkHttpRequest(ctx, config.request, 'request', { profile: config.web_service_profile !== null }),
    ...checkIntoVariables(ctx, config.response_mappings, 'response_mappings', 'Response path'),
    ...config.response_mappings.flatMap((m, i) =>
      m.source !== '' && !responsePath.test(m.source)
        ? [error(`response_mappings.${i}.source`, 'Write the response path like data.items[0].name.')]
        : [],
    ),
    // A chosen profile that is gone (deleted, disabled, or not this account's or its provider's).
    ...profileRefs(config.web_service_profile).flatMap((p) =>
      checkRef(ctx, p.model, p.id, 'web_service_profile', 'Web-service profile', false),
    ),
  ],
  references: (config) => profileRefs(config.web_service_profile),
  branches: () => outcomeBranches(),
  async run(config, ctx) {
    const { method, headers, body, timeout_seconds } = config.request;
    const url = ctx.fill(config.request.url);
    const request = {
      method,
      url,
      headers: Object.fromEntries(headers.filter((h) => h.name !== '').map((h) => [h.name, ctx.fill(h.value)])),
      body: method === 'GET' || method === 'DELETE' || body === '' ? null : ctx.fill(body),
      timeoutMs: timeout_seconds * 1000,
      ...(config.auth_profile_id !== null ? { authProfileId: config.auth_profile_id } : {}),
      ...(config.web_service_profile !== null ? { webServiceProfile: config.web_service_profile } : {}),
    };
    let answer: { status: number; body: string; url?: string };
    try {
      answer = await service(ctx, 'http', 'Web service requests')(request);
    } catch (e) {
      // The address really requested (a path joined to its profile's base URL), when the request got that far.
      const requested = (e as { url?: unknown } | null)?.url;
      ctx.emit({ type: 'request', method, url: typeof requested === 'string' ? requested : url, status: null });
      ctx.emit({ type: 'error', message: e instanceof Error ? e.message : String(e) });
      return branch('failure');
    }
    ctx.emit({ type: 'request', method, url: answer.url ?? url, status: answer.status });
    if (config.status_variable_id !== null) ctx.set(config.status_variable_id, answer.status);
    if (answer.status >= 400) return branch('failure');
    let json: unknown = null;
    try {
      json = JSON.parse(answer.body);
    } catch {
      json = null;
    }
    for (const m of config.response_mappings) if (m.variable_id !== null) ctx.set(m.variable_id, valueAtPath(json, m.source));
    return branch('success');
  },
});
