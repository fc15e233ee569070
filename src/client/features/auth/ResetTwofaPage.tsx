import { useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import { AuthLayout } from './AuthLayout';
import { ResetGate, type ResetLink } from './ResetGate';
import { useSubmit } from './use-request';
import './i18n';

function ResetTwofaConfirm({ email, token }: ResetLink) {
  const { t } = useTranslation('auth');
  const { busy, error, run } = useSubmit();
  const [done, setDone] = useState<string | null>(null);

  function confirm() {
    void run(async () => {
      const answer = await api<{ message?: string } | null>('/reset-twofa', {
        method: 'POST',
        body: { email, token },
        unscoped: true,
      });
      setDone(answer?.message ?? t('reset.twofaDone'));
    });
  }

  return (
    <AuthLayout title={t('reset.twofaTitle')} lead={done ? undefined : t('reset.twofaLead', { email })}>
      {error && (
        <Callout intent="danger" role="alert" icon="error">
          {error}
        </Callout>
      )}
      {done ? (
        <>
          <Callout intent="success" role="status" icon="tick-circle">
            {done}
          </Callout>
          <div className="studio-auth-actions">
            <span />
            <Link href="/login">{t('reset.toSignIn')}</Link>
          </div>
        </>
      ) : (
        <div className="studio-auth-actions">
          <Link href="/login">{t('common:cancel')}</Link>
          <Button intent="danger" size="large" icon="reset" loading={busy} onClick={confirm} autoFocus>
            {t('reset.twofaSubmit')}
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}

/** /reset/twofa?email&token: checks the link, then turns two-factor off until the next sign-in. */
export default function ResetTwofaPage() {
  const { t } = useTranslation('auth');
  return (
    <ResetGate kind="twofa" title={t('reset.twofaTitle')}>
      {(link) => <ResetTwofaConfirm {...link} />}
    </ResetGate>
  );
}
