import type { Db } from '../index';
import { nowIso } from '../index';
import { hashPassword } from '../../modules/auth/crypto';
import { featureFlags, permissionNames, roleDefinitions } from './reference';
import { seedDemoPlans } from './demo-plans';
import { seedDemoVoices } from './demo-voices';
import { seedDemoQueues } from './demo-queues';

export const demoPassword = 'Studio-demo-1';

export const demoSignIns = [
  { email: 'system@studio.test', who: 'system admin' },
  { email: 'sp.admin@studio.test', who: 'admin of Northwind Contact Services (several accounts)' },
  { email: 'ac.builder@studio.test', who: 'account user who builds and edits content' },
  { email: 'ac.viewer@studio.test', who: 'read-only account user' },
  { email: 'multi.sp@studio.test', who: 'mapped to both providers' },
] as const;

/** Reference data goes into an empty database always; nothing is seeded twice. */
export async function seedReference(db: Db): Promise<void> {
  const existing = await db.selectFrom('permissions').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('permissions')
      .values(permissionNames.map((name) => ({ name, guard_name: 'admin' })))
      .execute();
    const perms = await trx.selectFrom('permissions').select(['id', 'name']).execute();
    const idOf = new Map(perms.map((p) => [p.name, p.id]));
    for (const role of roleDefinitions) {
      const { id } = await trx
        .insertInto('roles')
        .values({ name: role.name, scope: role.scope, guard_name: 'admin', is_enabled: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('role_permissions')
        .values(role.permissions.map((p) => ({ role_id: id, permission_id: idOf.get(p)! })))
        .execute();
    }
    await trx
      .insertInto('feature_flags')
      .values(featureFlags.map(([name, d, a, description]) => ({ name, description, default_state: d, anonymous_state: a, is_enabled: 1 })))
      .execute();
    await trx
      .insertInto('password_policies')
      .values({
        sp_id: null,
        name: 'Platform default',
        min_length: 10,
        require_uppercase: 1,
        require_lowercase: 1,
        require_digit: 1,
        require_symbol: 0,
        is_enabled: 1,
      })
      .execute();
  });
}

const settings = (tz: string, fmt: string) => JSON.stringify({ default_timezone: tz, display_date_format: fmt });

/** The demo tenants and sign-ins, only into a database without users. Returns whether it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  if (await db.selectFrom('users').select('user_id').limit(1).executeTakeFirst()) return false;
  const hash = await hashPassword(demoPassword);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const sp = async (sp_name: string, sub_domain: string, tz: string) =>
      (
        await trx
          .insertInto('service_providers')
          .values({
            sp_name,
            sub_domain,
            logopath: null,
            is_enabled: 1,
            sp_setting: settings(tz, 'DD/MM/YYYY'),
            created_at: now,
            updated_at: now,
          })
          .returning('sp_id')
          .executeTakeFirstOrThrow()
      ).sp_id;
    const ac = async (sp_id: number, ac_name: string, migration_state: string, domain_id: string | null, tz: string | null) => {
      const { ac_id } = await trx
        .insertInto('accounts')
        .values({
          ac_name,
          sp_id,
          label: null,
          logopath: null,
          is_enabled: 1,
          account_enabled: 1,
          domain_id,
          ac_setting: tz ? settings(tz, 'YYYY-MM-DD') : '{}',
          migration_state,
          created_at: now,
          updated_at: now,
        })
        .returning('ac_id')
        .executeTakeFirstOrThrow();
      if (domain_id) await trx.insertInto('ac_domain_map').values({ ac_id, domain_id }).execute();
      return ac_id;
    };
    const northwind = await sp('Northwind Contact Services', 'northwind', 'Europe/London');
    const bluebird = await sp('Bluebird Telecom', 'bluebird', 'America/New_York');
    const retail = await ac(northwind, 'Northwind Retail', 'S7_GA', '1024', 'Europe/London');
    const health = await ac(northwind, 'Northwind Health Line', 'S7_BETA', null, null);
    const logistics = await ac(northwind, 'Northwind Logistics and Freight Desk', 'S7_F9', '2048', 'Europe/Berlin');
    const support = await ac(bluebird, 'Bluebird Support', 'S7_GA', null, 'America/Chicago');

    // What the demo tenants have enabled comes from their plans, not from seeded features.
    await seedDemoPlans(trx, { northwind, bluebird, accounts: { retail, health, logistics, support } });
    await seedDemoVoices(trx, [
      ...[retail, health, logistics].map((ac_id) => ({ ac_id, sp_id: northwind })),
      { ac_id: support, sp_id: bluebird },
    ]);
    // A DNIS pool of each provider's first account, in numbers of a drama range (London 020 7946 0xxx; Chicago 312 555 01xx).
    await seedDemoQueues(trx, [
      { ac_id: retail, sp_id: northwind, first: 442079460000, last: 442079460099 },
      { ac_id: support, sp_id: bluebird, first: 13125550100, last: 13125550199 },
    ]);

    const roles = new Map((await trx.selectFrom('roles').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
    const user = async (email: string, display_name: string, user_type: string) =>
      (
        await trx
          .insertInto('users')
          .values({
            email,
            display_name,
            password_hash: hash,
            language: 'en',
            timezone: null,
            display_date_format: null,
            user_type,
            user_status: 1,
            twofa_enabled: 0,
            twofa_secret: null,
            system_controlled_twofa: 0,
            idp: null,
            meta: '{}',
            is_enabled: 1,
            created_at: now,
            updated_at: now,
          })
          .returning('user_id')
          .executeTakeFirstOrThrow()
      ).user_id;
    const grant = (user_id: number, role: string, scope: string, sp_id: number | null, ac_id: number | null = null) =>
      trx
        .insertInto('user_roles')
        .values({ user_id, role_id: roles.get(role)!, scope, sp_id, ac_id })
        .execute();
    const map = (user_id: number, sp_id: number, ac_id: number | null = null) =>
      trx.insertInto('user_account_mappings').values({ user_id, sp_id, ac_id }).execute();

    const system = await user('system@studio.test', 'Sam System', 'system');
    await grant(system, 'System Admin', 'system', null);
    const spAdmin = await user('sp.admin@studio.test', 'Priya Provider', 'sp');
    await grant(spAdmin, 'SP Admin', 'sp', northwind);
    await map(spAdmin, northwind);
    const builder = await user('ac.builder@studio.test', 'Ben Builder', 'ac');
    await grant(builder, 'Account Builder', 'ac', northwind);
    await map(builder, northwind, retail);
    await map(builder, northwind, health);
    const viewer = await user('ac.viewer@studio.test', 'Vera Viewer', 'ac');
    await grant(viewer, 'Account Viewer', 'ac', northwind);
    await map(viewer, northwind, retail);
    const multi = await user('multi.sp@studio.test', 'Morgan Multi', 'sp');
    await grant(multi, 'SP Admin', 'sp', northwind);
    await grant(multi, 'SP Admin', 'sp', bluebird);
    await map(multi, northwind);
    await map(multi, bluebird);

    await trx
      .insertInto('announcements')
      .values({
        title: 'Welcome to Studio',
        body: 'Press Ctrl+K (Cmd+K on a Mac) anywhere to open the command palette, and ? for the keyboard shortcuts.',
        announcement_type: 'tutorial',
        is_enabled: 1,
        created_by: null,
        updated_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // A message to one provider's users (Bluebird): Northwind's users never see it.
    await trx
      .insertInto('notification_messages')
      .values({
        title: 'Bluebird maintenance window',
        body: 'Telephony of Bluebird Telecom is serviced on Sunday from 02:00 to 03:00.',
        link: null,
        kind: 'message',
        audience: 'sp',
        user_id: null,
        sp_id: bluebird,
        ac_id: null,
        is_enabled: 1,
        created_by: system,
        updated_by: system,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  return true;
}

/** With SEED=none, ADMIN_EMAIL and ADMIN_PASSWORD create the first system admin of an empty database. */
export async function seedFirstAdmin(db: Db, email: string, password: string): Promise<boolean> {
  if (await db.selectFrom('users').select('user_id').limit(1).executeTakeFirst()) return false;
  const now = nowIso();
  const role = await db.selectFrom('roles').select('id').where('name', '=', 'System Admin').executeTakeFirstOrThrow();
  const { user_id } = await db
    .insertInto('users')
    .values({
      email: email.toLowerCase(),
      display_name: 'Administrator',
      password_hash: await hashPassword(password),
      language: 'en',
      timezone: null,
      display_date_format: null,
      user_type: 'system',
      user_status: 1,
      twofa_enabled: 0,
      twofa_secret: null,
      system_controlled_twofa: 0,
      idp: null,
      meta: '{}',
      is_enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id, role_id: role.id, scope: 'system', sp_id: null, ac_id: null }).execute();
  return true;
}
