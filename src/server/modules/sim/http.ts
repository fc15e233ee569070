import type { EngineServices } from '@shared/plugin-api';
import { OutboundRefused, OutboundTimeout, outboundRequest, type OutboundConfig } from '../../http/outbound';

/** Bytes of an answer a step keeps; more is not read. */
const maxBody = 1_000_000;

/** The Authorization header of one of the account's auth profiles (throws in words when it cannot be had). */
export type AuthorizationOf = (authProfileId: number) => Promise<string>;

/**
 * The HTTP requests of web-service steps, through the outbound door: a real request with the step's timeout.
 * Private, loopback and the studio's own addresses are refused unless the server allows them (a flow must not
 * reach into the server's network). A step that names an auth profile carries its Authorization header.
 */
export function engineHttp(config: OutboundConfig, authorizationOf?: AuthorizationOf): NonNullable<EngineServices['http']> {
  return async (request) => {
    const url = new URL(request.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('Only http and https addresses can be called.');
    const headers = { ...request.headers };
    if (request.authProfileId !== undefined) {
      if (!authorizationOf) throw new Error('Auth profiles are not available to the flow engine here.');
      for (const name of Object.keys(headers)) if (name.toLowerCase() === 'authorization') delete headers[name];
      headers.authorization = await authorizationOf(request.authProfileId);
    }
    try {
      const res = await outboundRequest(config, url, { method: request.method, headers, body: request.body, timeoutMs: request.timeoutMs });
      return { status: res.status, body: await res.text(maxBody) };
    } catch (e) {
      if (e instanceof OutboundRefused) throw new Error(`The address ${e.host} is private; web services may call public addresses only.`);
      if (e instanceof OutboundTimeout) throw new Error(`The web service did not answer within ${request.timeoutMs / 1000} s.`);
      throw new Error(`The web service could not be reached: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
}
