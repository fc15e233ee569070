import { Callout, HTMLTable, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import type { PlatformItems } from '@shared/api/platform';
import { api } from '@client/api/http';
import { queryKeys } from '@client/api/queryKeys';

/** How many of the domain's users the panel lists; the rest are counted. */
export const usersShown = 25;

const text = (item: Record<string, unknown>, ...keys: string[]) => {
  for (const k of keys) if (typeof item[k] === 'string' && item[k]) return item[k] as string;
  return '';
};

/**
 * The contact-center platform's users and variable groups of an account's domain (spec 1 §7 "Contact-center platform
 * reads", spec 3 §7: GET /users/v1/domains/{domain_id}/users and /interactions/v1/domains/{domain}/variable-groups, the
 * studio following the platform's next-page links and keeping the whole list). The first users are listed, the rest
 * counted; a platform that cannot be read says so in words.
 */
export default function DomainPlatformLists({ selection, domainId }: { selection: Selection; domainId: string }) {
  const { t } = useTranslation('entities');
  const read = (kind: 'users' | 'variable-groups', path: string) => ({
    queryKey: queryKeys.domain(selection, domainId, kind),
    queryFn: ({ signal }: { signal: AbortSignal }) => api<PlatformItems>(path, { signal, selection }),
    retry: false,
  });
  const domain = encodeURIComponent(domainId);
  const users = useQuery(read('users', `/users/v1/domains/${domain}/users`));
  const groups = useQuery(read('variable-groups', `/interactions/v1/domains/${domain}/variable-groups`));
  return (
    <>
      <h4 className="ent-section" id="ent-domain-users">
        {t('accounts.domain.users')}
      </h4>
      {users.isPending ? (
        <Spinner size={16} aria-label={t('accounts.domain.loadingUsers')} />
      ) : users.isError ? (
        <Callout intent="warning" compact role="alert">
          {users.error.message}
        </Callout>
      ) : users.data.items.length === 0 ? (
        <p>{t('accounts.domain.noUsers')}</p>
      ) : (
        <>
          <HTMLTable compact aria-labelledby="ent-domain-users">
            <thead>
              <tr>
                <th>{t('accounts.domain.userName')}</th>
                <th>{t('accounts.domain.name')}</th>
                <th>{t('accounts.domain.email')}</th>
                <th>{t('accounts.domain.active')}</th>
              </tr>
            </thead>
            <tbody>
              {users.data.items.slice(0, usersShown).map((u, i) => (
                <tr key={text(u, 'id', 'userName') || i}>
                  <td>{text(u, 'userName', 'username', 'name', 'id')}</td>
                  <td>{[text(u, 'firstName'), text(u, 'lastName')].filter(Boolean).join(' ') || '—'}</td>
                  <td>{text(u, 'email') || '—'}</td>
                  <td>{u.active === false ? t('accounts.domain.no') : t('accounts.domain.yes')}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {users.data.items.length > usersShown && (
            <p>{t('accounts.domain.moreUsers', { shown: usersShown, total: users.data.items.length })}</p>
          )}
        </>
      )}
      <h4 className="ent-section" id="ent-domain-groups">
        {t('accounts.domain.variableGroups')}
      </h4>
      {groups.isPending ? (
        <Spinner size={16} aria-label={t('accounts.domain.loadingGroups')} />
      ) : groups.isError ? (
        <Callout intent="warning" compact role="alert">
          {groups.error.message}
        </Callout>
      ) : groups.data.items.length === 0 ? (
        <p>{t('accounts.domain.noVariableGroups')}</p>
      ) : (
        <ul aria-labelledby="ent-domain-groups">
          {groups.data.items.map((g, i) => {
            const name = text(g, 'name', 'id');
            const description = text(g, 'description');
            return <li key={name || i}>{description ? `${name}: ${description}` : name}</li>;
          })}
        </ul>
      )}
    </>
  );
}
