import { sql, type Kysely } from 'kysely';
import { stamps, withId } from './columns';

/** The web-service profiles' permission (read and write), given to the built-in roles that hold every manage permission. */
const permissions = ['manage.web-service-profiles.read', 'manage.web-service-profiles.write'];
const grantedTo = ['System Admin', 'SP Admin'];

/**
 * Web-service profiles (spec 3 §1, §3 Profiles): reusable connections for web-service steps — a base URL, default
 * headers, one secret header (stored encrypted), a timeout — of a provider (offered to all its accounts) and of an
 * account (which may also name one of its auth profiles). A database made before them gets their permission too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const own = <T extends string>(t: Parameters<typeof stamps<T>>[0]) =>
    stamps(
      t
        .addColumn('profile_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('base_url', 'varchar(500)', (c) => c.notNull())
        .addColumn('headers', 'text')
        .addColumn('secret_header_name', 'varchar(100)')
        .addColumn('secret_header_value', 'text')
        .addColumn('timeout_seconds', 'integer', (c) => c.notNull().defaultTo(10)),
    );
  await own(
    withId(db, db.schema.createTable('web_service_profiles'), 'web_service_profile_id').addColumn('sp_id', 'integer', (c) =>
      c.notNull().references('service_providers.sp_id').onDelete('cascade'),
    ),
  ).execute();
  await db.schema.createIndex('web_service_profiles_provider_idx').on('web_service_profiles').column('sp_id').execute();
  await own(
    withId(db, db.schema.createTable('ac_web_service_profiles'), 'ac_web_service_profile_id')
      .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
      .addColumn('auth_profile_id', 'integer', (c) => c.references('auth_profiles.auth_profile_id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('ac_web_service_profiles_account_idx').on('ac_web_service_profiles').column('ac_id').execute();

  await grantWebServiceProfiles(db);
}

/** A database seeded before: its permission catalogue and built-in roles learn the new permission (a new one is seeded whole). */
export async function grantWebServiceProfiles(db: Kysely<any>): Promise<void> {
  const seeded = await db.selectFrom('permissions').select('id').limit(1).executeTakeFirst();
  if (!seeded) return;
  for (const name of permissions) {
    const known = await db.selectFrom('permissions').select('id').where('name', '=', name).executeTakeFirst();
    const id =
      known?.id ?? (await db.insertInto('permissions').values({ name, guard_name: 'admin' }).returning('id').executeTakeFirstOrThrow()).id;
    await sql`insert into role_permissions (role_id, permission_id)
      select r.id, ${id} from roles r where r.name in (${sql.join(grantedTo)})
      and not exists (select 1 from role_permissions rp where rp.role_id = r.id and rp.permission_id = ${id})`.execute(db);
  }
}
