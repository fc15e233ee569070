import { useEffect } from 'react';
import { Callout, Spinner } from '@blueprintjs/core';
import { Link, useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import { reloadSessionUser } from '@client/api/queries';
import { useSession } from '@client/session/store';
import { AuthLayout } from '../auth/AuthLayout';
import { useRequest } from '../auth/use-request';
import './i18n';

/**
 * /invite/map/{id}/{token}: an existing user invited to another provider or account follows the e-mailed link
 * (GET /auth/users/create/map/{id}/token/{t}); signed in or not, the mapping is added once. A signed-in user's
 * switcher shows the new scope at once; a signed-out one signs in to see it.
 */
export default function MapInvitePage() {
  const { t } = useTranslation('users');
  const { id = '', token = '' } = useParams<{ id: string; token: string }>();
  const signedIn = useSession((s) => !!s.token);
  const accepted = useRequest(
    (signal) =>
      api<{ message: string; scope: string }>(`/auth/users/create/map/${encodeURIComponent(id)}/token/${encodeURIComponent(token)}`, {
        unscoped: true,
        signal,
      }),
    `invite-map|${id}|${token}`,
  );
  useEffect(() => {
    if (accepted.data && signedIn) void reloadSessionUser().catch(() => {});
  }, [accepted.data, signedIn]);

  if (accepted.loading) {
    return (
      <AuthLayout title={t('mapInvite.title')}>
        <Spinner size={32} aria-label={t('mapInvite.adding')} />
        <p className="bp6-text-muted" style={{ textAlign: 'center', marginTop: 12 }}>
          {t('mapInvite.adding')}
        </p>
      </AuthLayout>
    );
  }
  const next = signedIn ? <Link href="/">{t('mapInvite.open')}</Link> : <Link href="/login">{t('mapInvite.signIn')}</Link>;
  if (accepted.error || !accepted.data) {
    return (
      <AuthLayout title={t('mapInvite.title')}>
        <Callout intent="danger" role="alert" icon="error">
          {accepted.error ?? t('invite.invalid')}
        </Callout>
        <p className="bp6-text-muted" style={{ marginTop: 12 }}>
          {t('invite.askAgain')}
        </p>
        <div className="studio-auth-actions">
          <span />
          {next}
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('mapInvite.title')}>
      <Callout intent="success" role="status" icon="tick-circle">
        {accepted.data.message}
      </Callout>
      <div className="studio-auth-actions">
        <span />
        {next}
      </div>
    </AuthLayout>
  );
}
