import { Button, Checkbox, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import type { UserPermissions as Answer } from '@shared/api/access-admin';
import { usersShell } from '@shared/entities/users';
import { api } from '@client/api/http';
import { entityKeys } from '@client/api/queryKeys';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { bySection, toggle } from '../system/roles/matrixRules';
import '../system/roles/i18n';
import './i18n';

interface Props {
  userId: number;
  name: string;
  selection: Selection;
  canWrite: boolean;
}

/**
 * A user's permissions beside the form (spec 3 §6 "Permissions can be fetched per scope, per user and per role"):
 * how many their roles give, and those given to the user directly (GET /auth/user-permissions/{user_id}), each one a
 * role gives too marked so; a writer changes the direct ones among those the scope may give (GET /auth/ac-permissions),
 * write ticking its read, and saves them (PUT /auth/user-permissions/{user_id}). Read at a provider or the system,
 * where users are administered (an account's selection cannot read them).
 */
export default function UserPermissions({ userId, name, selection, canWrite }: Props) {
  const { t } = useTranslation(['users', 'roles']);
  const client = useQueryClient();
  const [draft, setDraft] = useState<Set<string> | null>(null);
  const [filter, setFilter] = useState('');
  const current = useQuery({
    queryKey: entityKeys.userPermissions(selection, userId),
    queryFn: ({ signal }) => api<Answer>(`/auth/user-permissions/${userId}`, { signal, selection }),
  });
  const grantable = useQuery({
    queryKey: entityKeys.scopePermissions(selection),
    queryFn: ({ signal }) => api<string[]>('/auth/ac-permissions', { signal, selection }),
    enabled: draft !== null,
  });
  const catalogue = useMemo(() => new Set(grantable.data ?? []), [grantable.data]);
  const save = useMutation({
    mutationFn: (permissions: string[]) =>
      api<Answer>(`/auth/user-permissions/${userId}`, { method: 'PUT', selection, body: { permissions } }),
    onSuccess: (answer) => {
      client.setQueryData(entityKeys.userPermissions(selection, userId), answer);
      void client.invalidateQueries({ queryKey: entityKeys.all(usersShell, selection) });
      setDraft(null);
      notifySuccess(t('permissions.saved', { name }));
    },
    onError: notifyError,
  });

  if (current.isPending) return <Spinner size={18} aria-label={t('permissions.loading')} />;
  if (current.isError) return <NonIdealState icon="error" description={current.error.message} />;
  const { direct, from_roles, overlap } = current.data;
  const shown = bySection((grantable.data ?? []).filter((p) => p.includes(filter.trim().toLowerCase())));

  return (
    <fieldset className="ent-fieldset" aria-label={t('permissions.title')}>
      <legend>{t('permissions.title')}</legend>
      <p className="bp6-text-muted">{t('permissions.fromRoles', { count: from_roles.length })}</p>
      {draft === null ? (
        <>
          {direct.length === 0 ? (
            <p className="bp6-text-muted">{t('permissions.noneDirect')}</p>
          ) : (
            <ul className="ent-permission-list" aria-label={t('permissions.direct')}>
              {direct.map((p) => (
                <li key={p}>
                  <Tag minimal>{p}</Tag>
                  {overlap.includes(p) && <span className="bp6-text-muted"> {t('permissions.alsoFromRole')}</span>}
                </li>
              ))}
            </ul>
          )}
          {canWrite && <Button icon="edit" text={t('permissions.change')} onClick={() => setDraft(new Set(direct))} />}
        </>
      ) : (
        <>
          <InputGroup
            type="search"
            leftIcon="search"
            aria-label={t('permissions.filter')}
            placeholder={t('permissions.filter')}
            value={filter}
            onValueChange={setFilter}
            autoFocus
          />
          {grantable.isPending && <Spinner size={18} aria-label={t('permissions.loading')} />}
          {shown.map((group) => (
            <div key={group.section} role="group" aria-label={t(`roles:sections.${group.section}`, { defaultValue: group.section })}>
              <div className="bp6-text-muted">{t(`roles:sections.${group.section}`, { defaultValue: group.section })}</div>
              {group.permissions.map((p) => (
                <Checkbox key={p} label={p} checked={draft.has(p)} onChange={() => setDraft(toggle(draft, p, catalogue))} />
              ))}
            </div>
          ))}
          <Button
            intent="primary"
            icon="floppy-disk"
            text={t('permissions.save')}
            loading={save.isPending}
            onClick={() => save.mutate([...draft].sort())}
          />{' '}
          <Button variant="minimal" text={t('permissions.cancel')} onClick={() => setDraft(null)} />
        </>
      )}
    </fieldset>
  );
}
