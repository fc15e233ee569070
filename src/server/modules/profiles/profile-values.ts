import { fieldsFromApi } from '@shared/entities/field-values';
import { fieldsWith, secretMask, type FieldList } from '@shared/entities/fields';
import { fill, messages } from '@shared/messages';
import type { FastifyRequest } from 'fastify';
import type { Row } from '../../http/entity-resource';
import { OutboundRefused, OutboundTimeout } from '../../http/outbound';
import { decryptSecret, encryptSecret } from '../content/secrets';

/**
 * What the four integration profiles share: their columns taken from a request, secrets sealed on the
 * way in (the mask sent back keeps the stored secret, null or '' removes it) and masked on the way out, and
 * an outside call's failure in words that never carry a secret.
 */
export const signingSecret = (request: FastifyRequest) => request.server.studio.config.signingSecret;

/** The request's plain columns and sealed secrets. */
export function profileColumns(input: Row, plain: readonly string[], secrets: readonly string[], secret: string): Row {
  const values: Row = {};
  for (const key of plain) if (input[key] !== undefined) values[key] = input[key];
  for (const key of secrets) {
    const given = input[key] as string | null | undefined;
    if (given === undefined || given === secretMask) continue;
    values[key] = given ? encryptSecret(given, secret) : null;
  }
  return values;
}

/**
 * The request's declared fields as columns (field-values.ts: what is given, and on create the defaults of what is
 * not), each secret sealed: the mask sent back keeps the stored secret, null or '' removes it.
 */
export function declaredProfileColumns(fields: FieldList, input: Row, mode: 'create' | 'update', secret: string): Row {
  const values = fieldsFromApi(fields, input, mode);
  for (const key of fieldsWith(fields, 'secret'))
    if (key in values) values[key] = values[key] ? encryptSecret(String(values[key]), secret) : null;
  return values;
}

/** A stored secret as an answer shows it. */
export const masked = (stored: unknown) => (stored ? secretMask : null);

/** A stored secret in the clear, for the outside call only (never answered, never logged). */
export const unsealed = (stored: string | null | undefined, secret: string) => (stored ? decryptSecret(stored, secret) : null);

/** The host a URL names (for messages). */
export const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * An outside call's failure in words: a refused private address, no answer within the timeout, or the
 * connection's own error code (ECONNREFUSED, ENOTFOUND); a message that could echo what was sent is not repeated.
 */
export function failureOf(error: unknown, host: string, timeoutSeconds: number): string {
  if (error instanceof OutboundRefused) return fill(messages.integrations.privateAddress, { host: error.host });
  if (error instanceof OutboundTimeout || (error as { name?: string }).name === 'TimeoutError')
    return fill(messages.integrations.noAnswer, { host, seconds: timeoutSeconds });
  const code = (error as { code?: string }).code;
  const reason = code && /^E[A-Z_]+$/.test(code) ? code : (error as Error).message?.split('\n')[0]?.slice(0, 200) || 'unknown error';
  return fill(messages.integrations.unreachable, { host, reason });
}
