import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootstrap } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { startStudio, testDatabase } from './support/studio';

describe('seeding', () => {
  it('seeds reference data but no tenants or users with SEED=none', async () => {
    const s = await startStudio({ seed: 'none' });
    try {
      expect(await s.db.selectFrom('users').selectAll().execute()).toEqual([]);
      expect(await s.db.selectFrom('service_providers').selectAll().execute()).toEqual([]);
      expect((await s.db.selectFrom('roles').select('name').execute()).map((r) => r.name)).toContain('System Admin');
      expect((await s.call('POST', '/auth/login', { body: { email: 'system@studio.test', password: 'Studio-demo-1' } })).statusCode).toBe(401);
    } finally {
      await s.close();
    }
  });

  it('seeds demo data only into an empty database: a second start keeps what is there', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'studio-seed-'));
    const database = await testDatabase();
    const options = { realtime: false, logger: false, pgSchema: database.schema };
    try {
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, { clientDir: null, databaseUrl: database.databaseUrl });
      const first = await bootstrap(config, options);
      expect(first.seeded).toBe(true);
      await first.handle.db.updateTable('users').set({ display_name: 'Renamed' }).where('email', '=', 'system@studio.test').execute();
      await first.app.close();
      const second = await bootstrap(config, options);
      expect(second.seeded).toBe(false);
      const users = await second.handle.db.selectFrom('users').select(['email', 'display_name']).execute();
      expect(users).toHaveLength(5);
      expect(users.find((u) => u.email === 'system@studio.test')!.display_name).toBe('Renamed');
      expect(second.app.studio.config.signingSecret).toBe(first.app.studio.config.signingSecret);
      await second.app.close();
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
