import { Button, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemSelection } from '@shared/access/scope';
import { api } from '@client/api/http';
import { entityKeys } from '@client/api/queryKeys';
import { mappingProblems, useStudio6, useStudio6Write, type MappingChecks, type OlderProvider } from './api';
import { ListState } from './ListState';

type Provider = { sp_id: number; sp_name: string };

/** The portal's providers: each older provider, the provider it is mapped to, map (or remap) and unmap. */
export function ProvidersTab() {
  const { t } = useTranslation('system');
  const providers = useStudio6<OlderProvider[]>('/studio6/service-providers', 'providers');
  const ours = useQuery({
    queryKey: entityKeys.providerChoices(),
    queryFn: ({ signal }) => api<Provider[]>('/portal/service-providers', { signal, selection: systemSelection }),
  });
  const [choice, setChoice] = useState<Record<number, string>>({});
  const [checks, setChecks] = useState<MappingChecks>({});
  const { busy, send } = useStudio6Write();
  // A chosen provider is checked at once; what would refuse the mapping is said under the choice and Map waits.
  const choose = (p: OlderProvider, picked: string) => {
    setChoice({ ...choice, [p.s6_sp_id]: picked });
    if (!picked || picked === String(p.s7_sp_id ?? '')) return;
    void mappingProblems('sp', { s6_sp_id: p.s6_sp_id, s7_sp_id: Number(picked), remap: p.s7_sp_id !== null }).then(
      (problems) => setChecks((c) => ({ ...c, [p.s6_sp_id]: { picked, problems } })),
      () => undefined,
    );
  };
  return (
    <ListState query={providers} empty={t('migration.noProviders')}>
      <HTMLTable className="mig-table" compact striped data-testid="mig-providers">
        <thead>
          <tr>
            <th>{t('migration.olderProvider')}</th>
            <th>{t('migration.groups')}</th>
            <th>{t('migration.mappedTo')}</th>
            <th>{t('migration.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {(providers.data ?? []).map((p) => {
            const picked = choice[p.s6_sp_id] ?? String(p.s7_sp_id ?? '');
            const problems = checks[p.s6_sp_id]?.picked === picked ? checks[p.s6_sp_id].problems : [];
            return (
              <tr key={p.s6_sp_id}>
                <td>
                  {p.sp_name} <span className="bp6-text-muted">#{p.s6_sp_id}</span>
                </td>
                <td>{p.group_count}</td>
                <td>
                  <HTMLSelect
                    aria-label={t('migration.mapTo', { name: p.sp_name })}
                    value={picked}
                    onChange={(e) => choose(p, e.currentTarget.value)}
                    options={[{ value: '', label: '—' }, ...(ours.data ?? []).map((o) => ({ value: String(o.sp_id), label: o.sp_name }))]}
                  />
                  {problems.length > 0 && (
                    <div role="alert" className="mig-problems" data-testid={`mig-sp-problems-${p.s6_sp_id}`}>
                      {problems.map((problem) => (
                        <Tag key={problem} intent="danger" minimal multiline>
                          {problem}
                        </Tag>
                      ))}
                    </div>
                  )}
                </td>
                <td className="mig-row-actions">
                  <Button
                    small
                    intent="primary"
                    text={p.s7_sp_id ? t('migration.remap') : t('migration.map')}
                    disabled={!picked || picked === String(p.s7_sp_id ?? '') || problems.length > 0}
                    loading={busy === `map-${p.s6_sp_id}`}
                    onClick={() =>
                      void send(`map-${p.s6_sp_id}`, 'POST', '/studio6/portal/map-sp', {
                        s6_sp_id: p.s6_sp_id,
                        s7_sp_id: Number(picked),
                        remap: p.s7_sp_id !== null,
                      })
                    }
                  />
                  {p.s7_sp_id !== null && (
                    <Button
                      small
                      text={t('migration.unmap')}
                      loading={busy === `unmap-${p.s6_sp_id}`}
                      onClick={() => void send(`unmap-${p.s6_sp_id}`, 'POST', '/studio6/portal/unmap-sp', { s7_sp_id: p.s7_sp_id })}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </ListState>
  );
}
