import { Callout, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DomainInfo, DomainSkills } from '@shared/api/profiles';
import { api } from '@client/api/http';
import { queryKeys } from '@client/api/queryKeys';
import type { PanelExtraProps } from '../../entities/panelPart';
import DomainPlatformLists from './DomainPlatformLists';

/**
 * Beside an account's form, its contact-center domain (spec 3 §7 Accounts): the accounts mapped to it, how many users,
 * skills and dispositions the platform has for it (GET /portal/getDomainInfo), and its skills with the tasks that queue
 * calls for each (GET /portal/getDomainSkills), then the platform's users and variable groups of the domain
 * (DomainPlatformLists). Read in the screen's scope; nothing when the account has no domain.
 */
export default function AccountDomain({ row, selection }: PanelExtraProps) {
  const { t } = useTranslation('entities');
  const domainId = row.domain_id ? String(row.domain_id) : '';
  const on = !!selection && !!domainId;
  const info = useQuery({
    queryKey: queryKeys.domain(selection!, domainId, 'info'),
    queryFn: ({ signal }) => api<DomainInfo>('/portal/getDomainInfo', { signal, selection: selection!, query: { domain_id: domainId } }),
    enabled: on,
    retry: false,
  });
  const skills = useQuery({
    queryKey: queryKeys.domain(selection!, domainId, 'skills'),
    queryFn: ({ signal }) =>
      api<DomainSkills>('/portal/getDomainSkills', { signal, selection: selection!, query: { domain_id: domainId } }),
    enabled: on,
    retry: false,
  });
  if (!on) return null;
  return (
    <section className="ent-domain" aria-labelledby="ent-domain-title" data-testid="account-domain">
      <h3 className="ent-section" id="ent-domain-title">
        {t('accounts.domain.title', { domain: domainId })}
      </h3>
      {info.isPending ? (
        <Spinner size={16} aria-label={t('accounts.domain.loading')} />
      ) : info.isError ? (
        <Callout intent="warning" compact role="alert">
          {info.error.message}
        </Callout>
      ) : (
        <>
          <p>
            {t('accounts.domain.counts', info.data.counts)} <Tag minimal>{t(`accounts.domain.source.${info.data.source}`)}</Tag>
          </p>
          <p>{t('accounts.domain.accounts', { names: info.data.accounts.map((a) => `${a.ac_name} (${a.sp_name})`).join(', ') })}</p>
        </>
      )}
      {skills.isPending ? null : skills.isError ? (
        <Callout intent="warning" compact role="alert">
          {skills.error.message}
        </Callout>
      ) : skills.data.items.length === 0 ? (
        <p>{t('accounts.domain.noSkills')}</p>
      ) : (
        <HTMLTable compact aria-label={t('accounts.domain.skills')}>
          <thead>
            <tr>
              <th>{t('accounts.domain.skill')}</th>
              <th>{t('accounts.domain.tasks')}</th>
            </tr>
          </thead>
          <tbody>
            {skills.data.items.map((s) => (
              <tr key={s.name}>
                <td>{s.name}</td>
                <td>{s.tasks.length ? s.tasks.map((task) => task.task_name).join(', ') : '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <DomainPlatformLists selection={selection!} domainId={domainId} />
    </section>
  );
}
