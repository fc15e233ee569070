import { Button, Checkbox, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio6, useStudio6Write, type OlderGroup } from './api';
import { ListState } from './ListState';

/** Older groups nobody maps and nobody called for 180 days: chosen ones are deleted (set aside for good). */
export function UnusedTab() {
  const { t } = useTranslation('system');
  const unused = useStudio6<OlderGroup[]>('/studio6/accounts/unused', 'unused');
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const { busy, send } = useStudio6Write();
  const toggle = (id: number) => setPicked((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  return (
    <ListState query={unused} empty={t('migration.noUnused')}>
      <HTMLTable className="mig-table" compact striped data-testid="mig-unused">
        <thead>
          <tr>
            <th>{t('migration.group')}</th>
            <th>{t('migration.lastCall')}</th>
          </tr>
        </thead>
        <tbody>
          {(unused.data ?? []).map((g) => (
            <tr key={g.s6_ac_id}>
              <td>
                <Checkbox checked={picked.has(g.s6_ac_id)} onChange={() => toggle(g.s6_ac_id)} label={g.group_name} />
              </td>
              <td>{g.last_call_at?.slice(0, 10) ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Button
        intent="danger"
        icon="trash"
        disabled={picked.size === 0}
        loading={busy === 'delete'}
        text={t('migration.deleteUnused', { count: picked.size })}
        onClick={async () => {
          await send('delete', 'POST', '/studio6/accounts/unused/delete', { s6_ac_ids: [...picked] });
          setPicked(new Set());
        }}
      />
    </ListState>
  );
}
