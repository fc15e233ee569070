import { Button, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  mappingProblems,
  useStudio6,
  useStudio6Write,
  type Available,
  type MappingChecks,
  type OlderGroup,
  type OlderProvider,
} from './api';
import { GroupDetail } from './GroupDetail';
import { ListState } from './ListState';

/**
 * The portal's groups (older accounts) of one older provider: map each to an account of the provider its provider
 * is mapped to, check it, migrate it or roll it back; Enter on a row (or Details) opens its checks and tools.
 */
export function GroupsTab() {
  const { t } = useTranslation('system');
  const providers = useStudio6<OlderProvider[]>('/studio6/service-providers', 'providers');
  const [spId, setSpId] = useState('');
  const provider = providers.data?.find((p) => String(p.s6_sp_id) === spId) ?? providers.data?.[0];
  const groups = useStudio6<OlderGroup[]>(`/studio6/portal/get-s6-groups?s6_sp_id=${provider?.s6_sp_id ?? 0}`, 'groups', {
    enabled: !!provider,
    params: [provider?.s6_sp_id],
  });
  const available = useStudio6<Available[]>(`/studio6/portal/available-accounts?s7_sp_id=${provider?.s7_sp_id ?? 0}`, 'available', {
    enabled: !!provider?.s7_sp_id,
    params: [provider?.s7_sp_id],
  });
  const [choice, setChoice] = useState<Record<number, string>>({});
  const [open, setOpen] = useState<OlderGroup | null>(null);
  const { busy, send } = useStudio6Write();
  const [checks, setChecks] = useState<MappingChecks>({});
  // A chosen account is checked at once; what would refuse the mapping is said under the choice and Map waits.
  const choose = (g: OlderGroup, picked: string) => {
    setChoice({ ...choice, [g.s6_ac_id]: picked });
    if (!picked) return;
    void mappingProblems('ac', { s6_ac_id: g.s6_ac_id, s7_ac_id: Number(picked) }).then(
      (problems) => setChecks((c) => ({ ...c, [g.s6_ac_id]: { picked, problems } })),
      () => undefined,
    );
  };
  const current = open ? (groups.data?.find((g) => g.s6_ac_id === open.s6_ac_id) ?? open) : null;

  return (
    <div className="mig-page">
      <div className="mig-toolbar">
        <HTMLSelect
          aria-label={t('migration.olderProvider')}
          value={String(provider?.s6_sp_id ?? '')}
          onChange={(e) => {
            setSpId(e.currentTarget.value);
            setOpen(null);
          }}
          options={(providers.data ?? []).map((p) => ({
            value: String(p.s6_sp_id),
            label: `${p.sp_name}${p.s7_sp_name ? ` → ${p.s7_sp_name}` : ''}`,
          }))}
        />
        {provider && !provider.s7_sp_id && <Tag intent="warning">{t('migration.mapProviderFirst')}</Tag>}
      </div>
      <ListState query={provider ? groups : { isPending: false, error: null, data: [] }} empty={t('migration.noGroups')}>
        <HTMLTable className="mig-table" compact striped interactive data-testid="mig-groups">
          <thead>
            <tr>
              <th>{t('migration.group')}</th>
              <th>{t('migration.tasks')}</th>
              <th>{t('migration.account')}</th>
              <th>{t('migration.status')}</th>
              <th>{t('migration.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(groups.data ?? []).map((g) => {
              const picked = choice[g.s6_ac_id] ?? '';
              const problems = checks[g.s6_ac_id]?.picked === picked ? checks[g.s6_ac_id].problems : [];
              return (
                <tr
                  key={g.s6_ac_id}
                  tabIndex={0}
                  onKeyDown={(e) => e.key === 'Enter' && e.target === e.currentTarget && setOpen(g)}
                  className={current?.s6_ac_id === g.s6_ac_id ? 'mig-open' : undefined}
                >
                  <td>
                    {g.group_name} <span className="bp6-text-muted">#{g.s6_ac_id}</span>
                  </td>
                  <td>
                    {g.task_count} / {g.node_count}
                  </td>
                  <td>
                    {g.s7_ac_id ? (
                      g.s7_ac_name
                    ) : (
                      <HTMLSelect
                        aria-label={t('migration.mapTo', { name: g.group_name })}
                        value={picked}
                        disabled={!provider?.s7_sp_id}
                        onChange={(e) => choose(g, e.currentTarget.value)}
                        options={[
                          { value: '', label: '—' },
                          ...(available.data ?? []).map((a) => ({ value: String(a.ac_id), label: a.ac_name })),
                        ]}
                      />
                    )}
                    {!g.s7_ac_id && problems.length > 0 && (
                      <div role="alert" className="mig-problems" data-testid={`mig-ac-problems-${g.s6_ac_id}`}>
                        {problems.map((problem) => (
                          <Tag key={problem} intent="danger" minimal multiline>
                            {problem}
                          </Tag>
                        ))}
                      </div>
                    )}
                  </td>
                  <td>
                    {g.status ? (
                      <Tag intent={g.status === 'migrated' ? 'success' : 'none'}>{t(`migration.state.${g.status}`)}</Tag>
                    ) : (
                      <Tag minimal>{t('migration.state.unmapped')}</Tag>
                    )}
                  </td>
                  <td className="mig-row-actions">
                    {!g.s7_ac_id && (
                      <Button
                        small
                        intent="primary"
                        text={t('migration.map')}
                        disabled={!picked || problems.length > 0}
                        loading={busy === `map-${g.s6_ac_id}`}
                        onClick={() =>
                          void send(`map-${g.s6_ac_id}`, 'POST', '/studio6/portal/map-ac', {
                            s6_ac_id: g.s6_ac_id,
                            s7_ac_id: Number(picked),
                          })
                        }
                      />
                    )}
                    {g.status === 'mapped' && (
                      <Button
                        small
                        text={t('migration.unmap')}
                        loading={busy === `unmap-${g.s6_ac_id}`}
                        onClick={() => void send(`unmap-${g.s6_ac_id}`, 'POST', '/studio6/portal/unmap-ac', { s7_ac_id: g.s7_ac_id })}
                      />
                    )}
                    {g.status === 'mapped' && (
                      <Button
                        small
                        intent="success"
                        icon="import"
                        text={t('migration.migrate')}
                        loading={busy === `migrate-${g.s6_ac_id}`}
                        onClick={() => {
                          setOpen(g);
                          void send(`migrate-${g.s6_ac_id}`, 'POST', '/studio6/accounts/migrate', { s6_ac_id: g.s6_ac_id });
                        }}
                      />
                    )}
                    {g.status === 'migrated' && (
                      <Button
                        small
                        intent="danger"
                        icon="undo"
                        text={t('migration.rollback')}
                        loading={busy === `rollback-${g.s6_ac_id}`}
                        onClick={() => void send(`rollback-${g.s6_ac_id}`, 'POST', '/studio6/accounts/rollback', { s7_ac_id: g.s7_ac_id })}
                      />
                    )}
                    <Button small minimal icon="properties" text={t('migration.details')} onClick={() => setOpen(g)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </ListState>
      {current && <GroupDetail group={current} onClose={() => setOpen(null)} />}
    </div>
  );
}
