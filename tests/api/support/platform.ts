import { startPlatformServer } from '../../../scripts/platform-server.mjs';
import type { TestStudio } from './studio';

export type PlatformServer = Awaited<ReturnType<typeof startPlatformServer>>;
export { startPlatformServer };

/** The studio's settings that let it call a platform on loopback (the platform's door only). */
export const platformConfig = { platformAllowedAddresses: ['127.0.0.1'] };

/** Stores the provider admin's platform (the test platform's address, token and launch secret unless given). */
export function putPlatform(s: TestStudio, token: string, spId: number, platform: PlatformServer, body: Record<string, unknown> = {}) {
  return s.call('PUT', '/portal/platform-connection', {
    token,
    selection: { spId, acId: 'all' },
    body: {
      base_url: platform.url,
      api_token: platform.token,
      launch_key: platform.launchSecret,
      launch_issuer: platform.issuer,
      launch_audience: platform.audience,
      ...body,
    },
  });
}
