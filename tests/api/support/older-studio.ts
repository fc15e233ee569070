import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { groupSummary, olderGroup, type OlderGroupOptions } from '../../../scripts/older-studio-data.mjs';

/** Writes an older-studio dataset of the given groups (providers 601 and 602) into a new folder and answers it. */
export function olderStudioDir(groups: { id: number; sp: number; options?: OlderGroupOptions }[]) {
  const dir = mkdtempSync(join(tmpdir(), 'studio6-'));
  mkdirSync(join(dir, 'groups'));
  const made = groups.map((g) => olderGroup(g.id, g.sp, { name: `Older group ${g.id}`, ...g.options }));
  for (const g of made) writeFileSync(join(dir, 'groups', `${g.group_id}.json`), JSON.stringify(g));
  writeFileSync(join(dir, 'groups.json'), JSON.stringify(made.map(groupSummary)));
  writeFileSync(
    join(dir, 'providers.json'),
    JSON.stringify([
      { sp_id: 601, sp_name: 'Leeds Voice Services', sub_domain: 'leeds-voice', is_enabled: 1 },
      { sp_id: 602, sp_name: 'York Voice Services', sub_domain: 'york-voice', is_enabled: 1 },
    ]),
  );
  return { dir, groups: made };
}
