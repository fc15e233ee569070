import { useState, type FormEvent } from 'react';
import { Button, Callout, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import { AuthLayout } from './AuthLayout';
import { useSubmit } from './use-request';
import './i18n';

type ResetKind = 'password' | 'twofa';

/** /forgot: asks for a password or a two-factor reset link. */
export default function ForgotPage() {
  const { t } = useTranslation('auth');
  const search = new URLSearchParams(useSearch());
  const [kind, setKind] = useState<ResetKind>(search.get('type') === 'twofa' ? 'twofa' : 'password');
  const [email, setEmail] = useState(search.get('email') ?? '');
  const { busy, error, run } = useSubmit();
  const [sent, setSent] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const path = kind === 'password' ? '/forgot-password' : '/forgot-twofa';
      const answer = await api<{ message: string }>(path, { method: 'POST', body: { email: email.trim() }, unscoped: true });
      setSent(answer.message);
    });
  }

  if (sent) {
    return (
      <AuthLayout title={t('forgot.sentTitle')}>
        <Callout intent="success" role="status" icon="envelope">
          {sent}
        </Callout>
        <div className="studio-auth-actions">
          <Button variant="minimal" icon="arrow-left" onClick={() => setSent(null)}>
            {t('forgot.again')}
          </Button>
          <Link href="/login">{t('common:backToSignIn')}</Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('forgot.title')} lead={t('forgot.lead')}>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        {error && (
          <Callout intent="danger" role="alert" icon="error">
            {error}
          </Callout>
        )}
        <RadioGroup
          label={t('forgot.kind')}
          selectedValue={kind}
          onChange={(e) => setKind(e.currentTarget.value as ResetKind)}
          disabled={busy}
        >
          <Radio value="password" label={t('forgot.password')} />
          <Radio value="twofa" label={t('forgot.twofa')} />
        </RadioGroup>
        <FormGroup label={t('fields.email')} labelFor="forgot-email">
          <InputGroup
            id="forgot-email"
            type="email"
            size="large"
            value={email}
            onValueChange={setEmail}
            autoComplete="username"
            autoFocus
            required
            disabled={busy}
          />
        </FormGroup>
        <div className="studio-auth-actions">
          <Link href="/login">{t('common:backToSignIn')}</Link>
          <Button type="submit" intent="primary" size="large" loading={busy} disabled={!email.trim()}>
            {t('forgot.submit')}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
