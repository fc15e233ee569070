import { systemSettingDecls, systemSettingKeys, type SystemSetting, type SystemSettingKey } from '@shared/system-settings';
import type { Db } from '../../db/index';

/** A stored value as the setting's number, or its default when unset or unreadable (a row written by hand). */
function valueOf(key: SystemSettingKey, stored: string | null | undefined): number {
  const { default: fallback, min, max } = systemSettingDecls[key];
  const n = stored == null ? Number.NaN : Number(stored);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/**
 * The value of a system setting where it acts (an invitation's lifetime, a reset link's, the sign-in lock): read
 * from the database each time, so a change holds at once on every process. Its callers act a few times a minute.
 */
export async function systemSettingValue(db: Db, key: SystemSettingKey): Promise<number> {
  const row = await db.selectFrom('system_settings').select('value').where('setting_key', '=', key).executeTakeFirst();
  return valueOf(key, row?.value);
}

/** One row per declared setting: the missing ones are made (unset) the first time the list is read. */
export async function ensureSettingRows(db: Db): Promise<void> {
  const have = new Set((await db.selectFrom('system_settings').select('setting_key').execute()).map((r) => r.setting_key));
  const missing = systemSettingKeys.filter((k) => !have.has(k));
  if (missing.length === 0) return;
  await db
    .insertInto('system_settings')
    .values(missing.map((setting_key) => ({ setting_key, value: null, updated_by: null, updated_at: null })))
    .onConflict((oc) => oc.column('setting_key').doNothing())
    .execute();
}

/** Every declared setting as the API answers it, in declared order (a row of a setting no longer declared is left out). */
export async function settingsList(db: Db): Promise<SystemSetting[]> {
  const rows = await db
    .selectFrom('system_settings as s')
    .leftJoin('users as u', 'u.user_id', 's.updated_by')
    .select(['s.setting_id', 's.setting_key', 's.value', 's.updated_at', 'u.display_name'])
    .execute();
  const byKey = new Map(rows.map((r) => [r.setting_key, r]));
  return systemSettingKeys.flatMap((key) => {
    const row = byKey.get(key);
    if (!row) return [];
    const decl = systemSettingDecls[key];
    return [
      {
        setting_id: row.setting_id,
        setting_key: key,
        value: valueOf(key, row.value),
        default_value: decl.default,
        min: decl.min,
        max: decl.max,
        unit: decl.unit,
        updated_at: row.updated_at,
        updated_by_name: row.display_name ?? null,
      },
    ];
  });
}
