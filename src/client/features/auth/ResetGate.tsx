import type { ReactNode } from 'react';
import { Callout, Spinner } from '@blueprintjs/core';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import { AuthLayout } from './AuthLayout';
import { useRequest } from './use-request';
import './i18n';

export interface ResetLink {
  email: string;
  token: string;
}

interface Props {
  kind: 'password' | 'twofa';
  title: string;
  children(link: ResetLink): ReactNode;
}

/** Checks a reset link (email + token) with the server before its form shows. */
export function ResetGate({ kind, title, children }: Props) {
  const { t } = useTranslation('auth');
  const query = new URLSearchParams(useSearch());
  const email = query.get('email') ?? '';
  const token = query.get('token') ?? '';
  const validation = useRequest(
    (signal) =>
      api<{ valid: boolean }>(kind === 'password' ? '/reset-password/validate' : '/reset-twofa/validate', {
        method: 'POST',
        body: { email, token },
        unscoped: true,
        signal,
      }),
    `${kind}|${email}|${token}`,
  );
  const forgot = `/forgot?${new URLSearchParams({ type: kind, ...(email ? { email } : {}) })}`;

  if (validation.loading) {
    return (
      <AuthLayout title={title}>
        <Spinner size={32} aria-label={t('reset.checking')} />
        <p className="bp6-text-muted" style={{ textAlign: 'center', marginTop: 12 }}>
          {t('reset.checking')}
        </p>
      </AuthLayout>
    );
  }
  if (validation.error || !validation.data?.valid) {
    return (
      <AuthLayout title={title}>
        <Callout intent="danger" role="alert" icon="error">
          {validation.error ?? t('reset.invalid')}
        </Callout>
        <div className="studio-auth-actions">
          <Link href="/login">{t('common:backToSignIn')}</Link>
          <Link href={forgot}>{t('reset.requestNew')}</Link>
        </div>
      </AuthLayout>
    );
  }
  return <>{children({ email, token })}</>;
}
