// Generated data of the administration budgets, written straight into a migrated and seeded SQLite file:
// a provider with many accounts and users (bench-users.mjs, bench-admin-screens.mjs) and a long activity log.

/** Adds `accounts` accounts and `users` users to the demo provider 'Northwind…'; a tenth of the users are its admins. */
export function generateProvider(db, { users, accounts }) {
  let made;
  db.transaction(() => {
    const sp = db.prepare("select sp_id from service_providers where sp_name like 'Northwind%'").get().sp_id;
    const roles = db.prepare('select id, name, scope from roles').all();
    const viewer = roles.find((r) => r.name === 'Account Viewer');
    const admin = roles.find((r) => r.name === 'SP Admin');
    const now = new Date().toISOString();
    const account = db.prepare(
      "insert into accounts (ac_name, sp_id, label, logopath, is_enabled, account_enabled, domain_id, ac_setting, migration_state, created_at, updated_at) values (?, ?, null, null, 1, 1, null, '{}', 'S7_GA', ?, ?)",
    );
    const acIds = [];
    for (let i = 0; i < accounts; i++)
      acIds.push(Number(account.run(`Bench account ${String(i).padStart(4, '0')}`, sp, now, now).lastInsertRowid));
    const user = db.prepare(
      "insert into users (email, display_name, password_hash, language, user_type, user_status, twofa_enabled, system_controlled_twofa, meta, is_enabled, created_at, updated_at) values (?, ?, '!', 'en', ?, 1, 0, 0, '{}', 1, ?, ?)",
    );
    const role = db.prepare('insert into user_roles (user_id, role_id, scope, sp_id, ac_id) values (?, ?, ?, ?, null)');
    const map = db.prepare('insert into user_account_mappings (user_id, sp_id, ac_id) values (?, ?, ?)');
    const first = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jo', 'Kai', 'Lea', 'Mo', 'Nia', 'Oto', 'Pia'];
    const userIds = [];
    for (let i = 0; i < users; i++) {
      const whole = i % 10 === 0;
      const id = Number(
        user.run(`bench.user.${i}@example.com`, `${first[i % first.length]} Bench ${i}`, whole ? 'sp' : 'ac', now, now).lastInsertRowid,
      );
      role.run(id, whole ? admin.id : viewer.id, whole ? 'sp' : 'ac', sp);
      map.run(id, sp, whole ? null : acIds[i % acIds.length]);
      userIds.push(id);
    }
    made = { spId: sp, acIds, userIds };
  })();
  return made;
}

/**
 * Adds `entries` activity log entries, oldest first over the last year: nine in ten of the provider's (half of those
 * of one of its accounts), the rest of the system's; of a few subjects and actions, written by `writers` of its users
 * (the people who administer and build, not every user).
 */
export function generateActivityLog(db, { entries, spId, acIds, userIds, writers = 200 }) {
  const subjects = ['User', 'Account', 'Role', 'ApiKey', 'PasswordPolicy', 'Prompt', 'Task', 'Variable'];
  const actions = ['create', 'update', 'delete', 'restore'];
  const insert = db.prepare(
    'insert into activity_log (user_id, scope, sp_id, ac_id, subject_type, subject_id, action, summary, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const from = Date.now() - 365 * 86_400_000;
  const step = (365 * 86_400_000) / entries;
  db.transaction(() => {
    for (let i = 0; i < entries; i++) {
      const system = i % 10 === 9;
      const account = !system && i % 2 === 0 ? acIds[i % acIds.length] : null;
      const subject = subjects[i % subjects.length];
      const action = actions[(i >> 3) % actions.length];
      const summary = JSON.stringify(
        action === 'update' ? { before: { name: `Item ${i}` }, after: { name: `Item ${i} renamed` } } : { after: { name: `Item ${i}` } },
      );
      insert.run(
        userIds[((i * 7) % writers) * Math.floor(userIds.length / writers)],
        system ? 'system' : account ? 'ac' : 'sp',
        system ? null : spId,
        account,
        subject,
        String(i),
        action,
        summary,
        new Date(from + i * step).toISOString(),
      );
    }
  })();
}
