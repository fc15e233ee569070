import { useState, type FormEvent } from 'react';
import { Button, Callout, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import { AuthLayout } from '../auth/AuthLayout';
import { loadPolicy, PasswordChecklist } from '../auth/PasswordChecklist';
import { PasswordInput } from '../auth/PasswordInput';
import { policyMet } from '../auth/policy';
import { useRequest, useSubmit } from '../auth/use-request';
import './i18n';

interface Invitation {
  email: string;
  token: string;
  display_name: string;
}

function ProfileForm({ email, token, display_name }: Invitation) {
  const { t } = useTranslation('users');
  const policy = useRequest((signal) => loadPolicy(signal, { email, token }), `invite-policy|${email}|${token}`);
  const [name, setName] = useState(display_name);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { busy, error, run } = useSubmit();
  const [done, setDone] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const answer = await api<{ message: string }>('/auth/users/create/profile', {
        method: 'POST',
        body: { email, token, display_name: name.trim() || undefined, password, password_confirmation: confirmation },
        unscoped: true,
      });
      setDone(answer.message);
    });
  }

  if (done) {
    return (
      <AuthLayout title={t('invite.title')}>
        <Callout intent="success" role="status" icon="tick-circle">
          {done}
        </Callout>
        <div className="studio-auth-actions">
          <span />
          <Link href={`/login?${new URLSearchParams({ email })}`}>{t('invite.toSignIn')}</Link>
        </div>
      </AuthLayout>
    );
  }

  const ready = name.trim() !== '' && policyMet(policy.data, password) && password === confirmation;
  return (
    <AuthLayout title={t('invite.title')} lead={t('invite.lead', { email })}>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        {error && (
          <Callout intent="danger" role="alert" icon="error">
            {error}
          </Callout>
        )}
        <FormGroup label={t('invite.displayName')} labelFor="invite-name">
          <InputGroup id="invite-name" value={name} onValueChange={setName} autoComplete="name" size="large" />
        </FormGroup>
        <FormGroup label={t('invite.password')} labelFor="invite-password">
          <PasswordInput id="invite-password" value={password} onChange={setPassword} autoComplete="new-password" autoFocus large />
        </FormGroup>
        <FormGroup label={t('invite.confirmPassword')} labelFor="invite-confirmation">
          <PasswordInput id="invite-confirmation" value={confirmation} onChange={setConfirmation} autoComplete="new-password" large />
        </FormGroup>
        <PasswordChecklist policy={policy.data} password={password} confirmation={confirmation} error={policy.error} />
        <div className="studio-auth-actions">
          <Link href="/login">{t('common:backToSignIn')}</Link>
          <Button type="submit" intent="primary" size="large" loading={busy} disabled={!ready}>
            {t('invite.submit')}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}

/** /invite?email&token&x: checks the invitation link, then the invitee chooses a password under the policy in force. */
export default function InvitePage() {
  const { t } = useTranslation('users');
  const query = new URLSearchParams(useSearch());
  const email = query.get('email') ?? '';
  const token = query.get('token') ?? '';
  const x = query.get('x') ?? '0';
  const check = useRequest(
    (signal) =>
      api<{ valid: true; email: string; display_name: string }>(
        `/auth/users/email/${encodeURIComponent(email)}/token/${encodeURIComponent(token)}/${encodeURIComponent(x)}`,
        { unscoped: true, signal },
      ),
    `invite|${email}|${token}`,
  );
  if (check.loading) {
    return (
      <AuthLayout title={t('invite.title')}>
        <Spinner size={32} aria-label={t('invite.checking')} />
        <p className="bp6-text-muted" style={{ textAlign: 'center', marginTop: 12 }}>
          {t('invite.checking')}
        </p>
      </AuthLayout>
    );
  }
  if (check.error || !check.data) {
    return (
      <AuthLayout title={t('invite.title')}>
        <Callout intent="danger" role="alert" icon="error">
          {check.error ?? t('invite.invalid')}
        </Callout>
        <p className="bp6-text-muted" style={{ marginTop: 12 }}>
          {t('invite.askAgain')}
        </p>
        <div className="studio-auth-actions">
          <Link href="/login">{t('common:backToSignIn')}</Link>
          <span />
        </div>
      </AuthLayout>
    );
  }
  return <ProfileForm email={check.data.email} token={token} display_name={check.data.display_name} />;
}
