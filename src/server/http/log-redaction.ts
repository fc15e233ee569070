import type { FastifyRequest } from 'fastify';

/** Query values that are secrets a browser carries in an address (a launch token, a sign-in code): never logged. */
const secretParams = /([?&](?:token|code|access_token|id_token)=)[^&#]*/gi;

/** An address as the log may keep it: its secret query values replaced. */
export const redactedUrl = (url: string) => url.replace(secretParams, '$1[redacted]');

/** The request as Fastify's log writes it, without the secrets of its address. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactedUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});
