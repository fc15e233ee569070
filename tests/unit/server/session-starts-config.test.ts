import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { limits } from '@shared/limits';
import { loadConfig } from '@server/config';

const dataDir = mkdtempSync(join(tmpdir(), 'studio-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const configOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, SIGNING_SECRET: 'unit-secret', ...env });

describe("an installation's allowance of session starts per account", () => {
  it("is the studio's default (limits.sessionStarts: 60 in 10 s) unless ENGINE_SESSION_STARTS raises it", () => {
    expect(configOf({}).sessionStartsMax).toBe(limits.sessionStarts.max);
    expect(configOf({ ENGINE_SESSION_STARTS: '5000' }).sessionStartsMax).toBe(5000);
  });

  it('ignores a value that is no positive number', () => {
    for (const value of ['0', '-3', 'many', ''])
      expect(configOf({ ENGINE_SESSION_STARTS: value }).sessionStartsMax).toBe(limits.sessionStarts.max);
  });
});
