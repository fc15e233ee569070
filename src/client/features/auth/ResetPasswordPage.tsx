import { useState, type FormEvent } from 'react';
import { Button, Callout, FormGroup } from '@blueprintjs/core';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import { AuthLayout } from './AuthLayout';
import { loadPolicy, PasswordChecklist } from './PasswordChecklist';
import { PasswordInput } from './PasswordInput';
import { policyMet } from './policy';
import { ResetGate, type ResetLink } from './ResetGate';
import { useRequest, useSubmit } from './use-request';
import './i18n';

function ResetPasswordForm({ email, token }: ResetLink) {
  const { t } = useTranslation('auth');
  const policy = useRequest((signal) => loadPolicy(signal, { email, token }), `policy|${email}|${token}`);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { busy, error, run } = useSubmit();
  const [done, setDone] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const answer = await api<{ message?: string } | null>('/reset-password', {
        method: 'POST',
        body: { email, token, password, password_confirmation: confirmation },
        unscoped: true,
      });
      setDone(answer?.message ?? t('reset.passwordDone'));
    });
  }

  if (done) {
    return (
      <AuthLayout title={t('reset.passwordTitle')}>
        <Callout intent="success" role="status" icon="tick-circle">
          {done}
        </Callout>
        <div className="studio-auth-actions">
          <span />
          <Link href="/login">{t('reset.toSignIn')}</Link>
        </div>
      </AuthLayout>
    );
  }

  const ready = policyMet(policy.data, password) && password === confirmation;
  return (
    <AuthLayout title={t('reset.passwordTitle')} lead={t('reset.passwordLead', { email })}>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        {error && (
          <Callout intent="danger" role="alert" icon="error">
            {error}
          </Callout>
        )}
        <FormGroup label={t('fields.newPassword')} labelFor="reset-password">
          <PasswordInput id="reset-password" value={password} onChange={setPassword} autoComplete="new-password" autoFocus large />
        </FormGroup>
        <FormGroup label={t('fields.confirmPassword')} labelFor="reset-confirmation">
          <PasswordInput id="reset-confirmation" value={confirmation} onChange={setConfirmation} autoComplete="new-password" large />
        </FormGroup>
        <PasswordChecklist policy={policy.data} password={password} confirmation={confirmation} error={policy.error} />
        <div className="studio-auth-actions">
          <Link href="/login">{t('common:backToSignIn')}</Link>
          <Button type="submit" intent="primary" size="large" loading={busy} disabled={!ready}>
            {t('reset.passwordSubmit')}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}

/** /reset/password?email&token: checks the link, then sets a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <ResetGate kind="password" title={t('reset.passwordTitle')}>
      {(link) => <ResetPasswordForm {...link} />}
    </ResetGate>
  );
}
