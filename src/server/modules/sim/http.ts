import type { EngineServices } from '@shared/plugin-api';
import { isPrivateHost } from '../../http/outbound';

/** Bytes of an answer a step keeps; more is cut off. */
const maxBody = 1_000_000;

/**
 * The HTTP requests of web-service steps: a real request with the step's timeout. Private and loopback
 * addresses are refused unless the server allows them (a flow must not reach into the server's network).
 */
export function engineHttp(allowPrivate: boolean): NonNullable<EngineServices['http']> {
  return async (request) => {
    const url = new URL(request.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('Only http and https addresses can be called.');
    if (!allowPrivate && (await isPrivateHost(url))) throw new Error(`The address ${url.hostname} is private; web services may call public addresses only.`);
    const res = await fetch(url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(request.timeoutMs),
    }).catch((e: unknown) => {
      const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
      throw new Error(timedOut ? `The web service did not answer within ${request.timeoutMs / 1000} s.` : `The web service could not be reached: ${e instanceof Error ? e.message : String(e)}`);
    });
    const body = (await res.text()).slice(0, maxBody);
    return { status: res.status, body };
  };
}
