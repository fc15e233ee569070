import type { z } from 'zod';
import { smsRequest } from '@shared/api/payment';
import { fill, messages } from '@shared/messages';
import { outboundRequest, type OutboundConfig } from '../../http/outbound';
import { failureOf, hostOf } from './profile-values';

type SmsRequest = z.infer<typeof smsRequest>;

/** A placeholder of a provider's request: :receiver, :sms_content, or a credential's name (:api_key). */
const placeholder = /:([A-Za-z][A-Za-z0-9_]*)/g;

/** Fills the placeholders the values name (others stay as written), each value encoded for where it goes. */
const fillWith = (text: string, values: Record<string, string>, encode: (v: string) => string) =>
  text.replace(placeholder, (whole, name: string) => (Object.hasOwn(values, name) ? encode(values[name]) : whole));

/** A JSON body's strings filled (keys stay), whatever their depth. */
function fillJson(value: unknown, values: Record<string, string>): unknown {
  if (typeof value === 'string') return fillWith(value, values, (v) => v);
  if (Array.isArray(value)) return value.map((v) => fillJson(v, values));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillJson(v, values)]));
  return value;
}

/**
 * The request an SMS provider's definition describes (json_data: url, method, headers, body), filled with the
 * message, its receiver and the profile's credentials: in the URL each value is URL-encoded; a body given as an
 * object is sent as JSON; a text body is filled as its content type needs (JSON string, form field or plain).
 */
export function smsRequestOf(definition: SmsRequest, values: Record<string, string>) {
  const headers = Object.fromEntries(Object.entries(definition.headers ?? {}).map(([k, v]) => [k, fillWith(v, values, (x) => x)]));
  const type =
    Object.entries(headers)
      .find(([k]) => k.toLowerCase() === 'content-type')?.[1]
      ?.toLowerCase() ?? '';
  let body: string | null = null;
  if (definition.method !== 'GET' && definition.body !== undefined) {
    if (typeof definition.body === 'string') {
      const encode = type.includes('json')
        ? (v: string) => JSON.stringify(v).slice(1, -1)
        : type.includes('x-www-form-urlencoded')
          ? encodeURIComponent
          : (v: string) => v;
      body = fillWith(definition.body, values, encode);
    } else {
      body = JSON.stringify(fillJson(definition.body, values));
      if (!type) headers['content-type'] = 'application/json';
    }
  }
  return { url: fillWith(definition.url, values, encodeURIComponent), method: definition.method, headers, body };
}

/** A provider's stored request definition (json_data), checked; null when it is not one. */
export function smsDefinitionOf(jsonData: string): SmsRequest | null {
  try {
    const parsed = smsRequest.safeParse(JSON.parse(jsonData));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Sends one message as the provider's definition describes, through the outbound door; answers what happened in words. */
export async function sendSms(
  config: OutboundConfig,
  definition: SmsRequest,
  values: Record<string, string>,
  timeoutSeconds: number,
): Promise<{ success: boolean; message: string }> {
  const request = smsRequestOf(definition, values);
  try {
    const res = await outboundRequest(config, request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      timeoutMs: timeoutSeconds * 1000,
    });
    await res.text(10_000);
    const ok = res.status >= 200 && res.status < 300;
    return { success: ok, message: fill(ok ? messages.integrations.smsSent : messages.integrations.smsRejected, { status: res.status }) };
  } catch (e) {
    return { success: false, message: failureOf(e, hostOf(definition.url), timeoutSeconds) };
  }
}
