import type { EngineServices } from '@shared/plugin-api';
import { OutboundRefused, OutboundTimeout, outboundRequest, type OutboundConfig } from '../../http/outbound';
import { joinProfileUrl, type ProfileOf } from './web-service-profile-run';

/** Bytes of an answer a step keeps; more is not read. */
const maxBody = 1_000_000;

/** The Authorization header of one of the account's auth profiles (throws in words when it cannot be had). */
export type AuthorizationOf = (authProfileId: number) => Promise<string>;

/**
 * The HTTP requests of web-service steps, through the outbound door: a real request with the step's timeout.
 * Private, loopback and the studio's own addresses are refused unless the server allows them (a flow must not
 * reach into the server's network). A step that names an auth profile carries its Authorization header; one that names
 * a web-service profile is joined to its base URL and carries its headers (web-service-profile-run.ts).
 */
export function engineHttp(
  config: OutboundConfig,
  authorizationOf?: AuthorizationOf,
  profileOf?: ProfileOf,
): NonNullable<EngineServices['http']> {
  return async (request) => {
    // A web-service profile: its base URL under a relative URL, its headers where the step has none of the same name,
    // its auth profile where the step names none, and the shorter of the two timeouts.
    let target = request.url;
    let headers = { ...request.headers };
    let authProfileId = request.authProfileId;
    let timeoutMs = request.timeoutMs;
    if (request.webServiceProfile !== undefined) {
      if (!profileOf) throw new Error('Web-service profiles are not available to the flow engine here.');
      const profile = await profileOf(request.webServiceProfile);
      target = joinProfileUrl(profile.baseUrl, request.url);
      const own = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
      headers = { ...Object.fromEntries(profile.headers.filter(([name]) => !own.has(name.toLowerCase()))), ...headers };
      authProfileId ??= profile.authProfileId ?? undefined;
      timeoutMs = Math.min(timeoutMs, profile.timeoutMs);
    }
    // An error names the address really requested (`url`): the step's request event shows it, not the path as written.
    const failure = (message: string) => Object.assign(new Error(message), { url: target });
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      throw failure(`The address ${target} is not a full http or https address.`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw failure('Only http and https addresses can be called.');
    if (authProfileId !== undefined) {
      if (!authorizationOf) throw new Error('Auth profiles are not available to the flow engine here.');
      for (const name of Object.keys(headers)) if (name.toLowerCase() === 'authorization') delete headers[name];
      headers.authorization = await authorizationOf(authProfileId);
    }
    try {
      const res = await outboundRequest(config, url, { method: request.method, headers, body: request.body, timeoutMs });
      return { status: res.status, body: await res.text(maxBody), url: target };
    } catch (e) {
      if (e instanceof OutboundRefused) throw failure(`The address ${e.host} is private; web services may call public addresses only.`);
      if (e instanceof OutboundTimeout) throw failure(`The web service did not answer within ${timeoutMs / 1000} s.`);
      throw failure(`The web service could not be reached: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
}
