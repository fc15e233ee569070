import { fill, messages } from '@shared/messages';
import { outboundRequest, type OutboundConfig } from '../../http/outbound';
import { failureOf, hostOf } from '../profiles/profile-values';

const m = messages.broadworks;
/** Seconds an XSI server has to answer a test. */
export const xsiTestTimeoutSeconds = 10;

/**
 * Signs in to the XSI server as the profile's user, through the outbound door: XSI-Actions' own profile of that user
 * (GET {xsi_url}/com.broadsoft.xsi-actions/v2.0/user/{user}/profile, HTTP Basic). Answers what happened in words that
 * never carry the password.
 */
export async function testXsiConnection(
  config: OutboundConfig,
  profile: { xsi_url: string; username: string },
  password: string,
): Promise<{ success: boolean; message: string }> {
  const host = hostOf(profile.xsi_url);
  const base = profile.xsi_url.replace(/\/+$/, '');
  const url = `${base}/com.broadsoft.xsi-actions/v2.0/user/${encodeURIComponent(profile.username)}/profile`;
  try {
    const res = await outboundRequest(config, url, {
      headers: {
        authorization: `Basic ${Buffer.from(`${profile.username}:${password}`).toString('base64')}`,
        accept: 'application/xml',
      },
      timeoutMs: xsiTestTimeoutSeconds * 1000,
    });
    const body = await res.text(20_000);
    if (res.status === 401 || res.status === 403)
      return { success: false, message: fill(m.refusedCredentials, { host, status: res.status }) };
    // An XSI server answers the user's <Profile> document; anything else is not XSI-Actions at that address.
    if (res.status !== 200 || !/<Profile[\s>]/.test(body)) return { success: false, message: fill(m.notXsi, { host, status: res.status }) };
    return { success: true, message: fill(m.connected, { host, user: profile.username, status: res.status }) };
  } catch (e) {
    return { success: false, message: failureOf(e, host, xsiTestTimeoutSeconds) };
  }
}
