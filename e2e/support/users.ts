import Database from 'better-sqlite3';
import { join } from 'node:path';
import { hashPassword } from '../../src/server/modules/auth/crypto';
import { demoPassword } from './session';
import { dataDir } from './server';

/**
 * A provider's user holding one role, with the demo password, written straight into the studio's database (the
 * users screens are tested elsewhere): a test's own user of a role it made (a role that only reads a screen).
 */
export async function userWithRole(email: string, roleId: number, spId: number, name = 'Kim Keys') {
  const db = new Database(join(dataDir, 'studio.sqlite'));
  try {
    const now = new Date().toISOString();
    const hash = await hashPassword(demoPassword);
    const { lastInsertRowid } = db
      .prepare(
        `insert into users (email, display_name, password_hash, language, user_type, user_status, twofa_enabled, system_controlled_twofa, meta, is_enabled, created_at, updated_at) values (?, ?, ?, 'en', 'sp', 1, 0, 0, '{}', 1, ?, ?)`,
      )
      .run(email, name, hash, now, now);
    db.prepare(`insert into user_roles (user_id, role_id, scope, sp_id) values (?, ?, 'sp', ?)`).run(lastInsertRowid, roleId, spId);
    db.prepare(`insert into user_account_mappings (user_id, sp_id) values (?, ?)`).run(lastInsertRowid, spId);
  } finally {
    db.close();
  }
}
