import type { EngineServices } from '@shared/plugin-api';
import { OutboundRefused, OutboundTimeout, outboundRequest, type OutboundConfig } from '../../http/outbound';

/** Bytes of an answer a step keeps; more is not read. */
const maxBody = 1_000_000;

/**
 * The HTTP requests of web-service steps, through the outbound door: a real request with the step's timeout.
 * Private, loopback and the studio's own addresses are refused unless the server allows them (a flow must not
 * reach into the server's network).
 */
export function engineHttp(config: OutboundConfig): NonNullable<EngineServices['http']> {
  return async (request) => {
    const url = new URL(request.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('Only http and https addresses can be called.');
    try {
      const res = await outboundRequest(config, url, { method: request.method, headers: request.headers, body: request.body, timeoutMs: request.timeoutMs });
      return { status: res.status, body: await res.text(maxBody) };
    } catch (e) {
      if (e instanceof OutboundRefused) throw new Error(`The address ${e.host} is private; web services may call public addresses only.`);
      if (e instanceof OutboundTimeout) throw new Error(`The web service did not answer within ${request.timeoutMs / 1000} s.`);
      throw new Error(`The web service could not be reached: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
}
