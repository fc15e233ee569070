import type { Db } from '../index';
import { nowIso } from '../index';
import { encryptSecret } from '../../modules/content/secrets';

/** The demo identity provider's client (scripts/identity-provider.mjs, started by `npm start`). */
export const demoIdpClient = { clientId: 'studio', clientSecret: 'studio-demo-secret' } as const;

/**
 * Northwind's identity provider in the demo: the small one `npm start` runs on loopback. Anyone who signs in there
 * with a Northwind user's address is that user; a new address becomes an external viewer of Northwind Retail.
 */
export async function seedDemoIdentityProvider(db: Db, issuer: string, signingSecret: string): Promise<void> {
  const sp = await db.selectFrom('service_providers').select('sp_id').where('sub_domain', '=', 'northwind').executeTakeFirst();
  const role = await db.selectFrom('roles').select('id').where('name', '=', 'Account Viewer').executeTakeFirst();
  const retail = await db.selectFrom('accounts').select('ac_id').where('ac_name', 'like', 'Northwind Retail%').executeTakeFirst();
  if (!sp || !role) return;
  const now = nowIso();
  await db
    .insertInto('identity_providers')
    .values({
      sp_id: sp.sp_id,
      slot: 1,
      idp_name: 'Northwind SSO (demo)',
      issuer,
      client_id: demoIdpClient.clientId,
      client_secret: encryptSecret(demoIdpClient.clientSecret, signingSecret),
      email_claim: 'email',
      sign_up: 'create',
      role_id: role.id,
      ac_ids: JSON.stringify(retail ? [retail.ac_id] : []),
      is_enabled: 1,
      created_by: null,
      updated_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
