import type { Db } from '../index';
import { nowIso } from '../index';
import { encryptSecret } from '../../modules/content/secrets';

/** The demo platform's token and launch secret (scripts/platform-server.mjs, started by `npm start`). */
export const demoPlatform = { token: 'platform-demo-token', launchSecret: 'platform-launch-secret', audience: 'studio' } as const;

/**
 * Northwind's contact-center platform in the demo: the small one `npm start` runs on loopback, whose domains 1024 and
 * 2048 are Northwind Retail's and Logistics'. A launch from it with a new address makes an external account viewer.
 */
export async function seedDemoPlatform(db: Db, baseUrl: string, signingSecret: string): Promise<void> {
  const sp = await db.selectFrom('service_providers').select('sp_id').where('sub_domain', '=', 'northwind').executeTakeFirst();
  const role = await db.selectFrom('roles').select('id').where('name', '=', 'Account Viewer').executeTakeFirst();
  if (!sp) return;
  const now = nowIso();
  await db
    .insertInto('platform_connections')
    .values({
      sp_id: sp.sp_id,
      base_url: baseUrl,
      api_token: encryptSecret(demoPlatform.token, signingSecret),
      launch_key: encryptSecret(demoPlatform.launchSecret, signingSecret),
      launch_issuer: baseUrl,
      launch_audience: demoPlatform.audience,
      role_id: role?.id ?? null,
      is_enabled: 1,
      created_by: null,
      updated_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
