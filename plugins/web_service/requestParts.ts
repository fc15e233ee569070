import type { HttpRequest } from '@shared/plugin-api';

/** Methods whose requests carry no body (validate() refuses a body for them). */
const bodyless: ReadonlySet<string> = new Set(['GET', 'DELETE']);

export const methodTakesBody = (method: string) => !bodyless.has(method);

/**
 * The body field shows for methods that send one, and also while a body is still written under a method that
 * does not, so the refusal shows beside the text that causes it.
 */
export const bodyShown = (request: Pick<HttpRequest, 'method' | 'body'> | undefined) =>
  !!request && (methodTakesBody(request.method) || request.body.trim() !== '');
