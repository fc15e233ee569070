import { useState, type FormEvent } from 'react';
import { Button, Callout, Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { Link, useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import type { LoginResult } from '@shared/api/auth';
import { AuthLayout } from './AuthLayout';
import { PasswordInput } from './PasswordInput';
import { ProviderSignIn } from './ProviderSignIn';
import { rememberedEmail, rememberEmail } from './rememberMe';
import { carryRedirect } from './redirect';
import { useCompleteSignIn } from './sign-in';
import { keepTwofaToken } from './twofa-token';
import { useSubmit } from './use-request';
import './i18n';

/**
 * /login: e-mail and password; continues to the second factor when the server asks for it. "Remember me" keeps the
 * e-mail on this browser (a cookie that expires in 2038) and fills it in next time.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const search = useSearch();
  const completeSignIn = useCompleteSignIn();
  const [remembered] = useState(rememberedEmail);
  const [email, setEmail] = useState(remembered);
  const [remember, setRemember] = useState(!!remembered);
  const [password, setPassword] = useState('');
  const { busy, error, run } = useSubmit();

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const result = await api<LoginResult>('/auth/login', {
        method: 'POST',
        body: { email: email.trim(), password },
        unscoped: true,
      });
      rememberEmail(remember ? email.trim() : null);
      if ('token' in result) return completeSignIn(result.token, result.user);
      keepTwofaToken(result.twofa_token);
      navigate(`${result.setup_required ? '/setup/otp' : '/verify/otp'}${carryRedirect(search)}`);
    });
  }

  return (
    <AuthLayout title={t('login.title')} lead={t('login.lead')}>
      <ProviderSignIn search={search} />
      <form onSubmit={submit} noValidate aria-busy={busy}>
        {error && (
          <Callout intent="danger" role="alert" icon="error">
            {error}
          </Callout>
        )}
        <FormGroup label={t('fields.email')} labelFor="login-email">
          <InputGroup
            id="login-email"
            type="email"
            size="large"
            value={email}
            onValueChange={setEmail}
            autoComplete="username"
            autoFocus={!remembered}
            required
            disabled={busy}
          />
        </FormGroup>
        <FormGroup label={t('fields.password')} labelFor="login-password">
          <PasswordInput
            id="login-password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            disabled={busy}
            autoFocus={!!remembered}
            large
          />
        </FormGroup>
        <Checkbox
          id="login-remember"
          checked={remember}
          disabled={busy}
          label={t('login.remember')}
          onChange={(e) => setRemember(e.currentTarget.checked)}
        />
        <div className="studio-auth-actions">
          <Link href="/forgot">{t('login.forgot')}</Link>
          <Button type="submit" intent="primary" size="large" loading={busy} disabled={!email.trim() || !password}>
            {t('login.submit')}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
