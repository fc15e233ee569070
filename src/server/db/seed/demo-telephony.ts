import { nowIso, type Db } from '../index';

const sbc = (prefix: string, host: number) => ({
  [`${prefix}_internal_ip`]: `10.20.0.${host}`,
  [`${prefix}_internal_port`]: 5060,
  [`${prefix}_external_ip`]: `203.0.113.${host}`,
  [`${prefix}_external_port`]: 5060,
});
const noSecondary = {
  secondary_internal_ip: null,
  secondary_internal_port: null,
  secondary_external_ip: null,
  secondary_external_port: null,
};

/**
 * The demo's telephony: a trunk of each provider with a registrant (Northwind's with a secondary SBC),
 * and numbers — Northwind's London numbers given to its accounts, +44 20 7946 0100 on Retail main line, one in the
 * provider's stock; Bluebird's New York number given to Bluebird Support.
 */
export async function seedDemoTelephony(db: Db): Promise<void> {
  const now = nowIso();
  const stamps = { is_enabled: 1, created_by: null, updated_by: null, created_at: now, updated_at: now };
  const sp = async (name: string) =>
    (await db.selectFrom('service_providers').select('sp_id').where('sp_name', '=', name).executeTakeFirstOrThrow()).sp_id;
  const ac = async (name: string) =>
    (await db.selectFrom('accounts').select('ac_id').where('ac_name', '=', name).executeTakeFirstOrThrow()).ac_id;
  const task = async (name: string) =>
    (await db.selectFrom('tasks').select('task_id').where('task_name', '=', name).executeTakeFirstOrThrow()).task_id;
  const northwind = await sp('Northwind Contact Services');
  const bluebird = await sp('Bluebird Telecom');
  const trunk = async (trunk_name: string, sp_id: number, addresses: Record<string, unknown>, username: string, registrar: string) => {
    const { trunk_id } = await db
      .insertInto('trunks')
      .values({ ...stamps, trunk_name, sp_id, description: null, ...addresses } as never)
      .returning('trunk_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('trunk_registrants')
      .values({
        trunk_id,
        username,
        registrar,
        registrar_port: 5060,
        expires_seconds: 3600,
        password: null,
        is_enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return trunk_id;
  };
  const london = await trunk(
    'Northwind SIP London',
    northwind,
    { ...sbc('primary', 10), ...sbc('secondary', 11) },
    'northwind-lon',
    'sip.northwind.example',
  );
  const newYork = await trunk(
    'Bluebird SIP New York',
    bluebird,
    { ...sbc('primary', 20), ...noSecondary },
    'bluebird-nyc',
    'sip.bluebird.example',
  );
  const retail = await ac('Northwind Retail');
  const health = await ac('Northwind Health Line');
  const number = (
    e164: string,
    display: string,
    region: string,
    sp_id: number,
    ac_id: number | null,
    task_id: number | null,
    trunk_id: number,
    label: string | null,
    is_campaign = 0,
  ) => ({
    ...stamps,
    phone_number: e164,
    display_number: display,
    region,
    sp_id,
    ac_id,
    task_id,
    trunk_id,
    label,
    is_virtual: 0,
    is_campaign,
    use_studio_6: 0,
  });
  await db
    .insertInto('phone_numbers')
    .values([
      number('+442079460100', '+44 20 7946 0100', 'GB', northwind, retail, await task('Retail main line'), london, 'Retail main line'),
      number('+442079460101', '+44 20 7946 0101', 'GB', northwind, retail, null, london, null),
      number('+442079460102', '+44 20 7946 0102', 'GB', northwind, retail, null, london, 'Outbound campaigns', 1),
      number('+442079460103', '+44 20 7946 0103', 'GB', northwind, health, await task('Nurse advice line'), london, 'Nurse line'),
      number('+442079460104', '+44 20 7946 0104', 'GB', northwind, null, null, london, null),
      number('+12125550100', '+1 212 555 0100', 'US', bluebird, await ac('Bluebird Support'), null, newYork, 'Support'),
    ])
    .execute();
}
