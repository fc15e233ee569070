import { useEffect, useRef, useState } from 'react';
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { CallbackAnswer } from '@shared/api/sso';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { AuthLayout } from './AuthLayout';
import { defaultTarget, safeRedirect } from './redirect';
import { keepTwofaToken } from './twofa-token';
import { errorText } from './use-request';
import './i18n';

/** The one call a page makes when it opens (once, even when React runs its effect twice in development). */
function useOnce(action: () => Promise<void>, onError: (message: string) => void) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    action().catch((e: unknown) => onError(errorText(e)));
  }, [action, onError]);
}

function SsoState({ title, error }: { title: string; error: string | null }) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={error ? t('sso.failed') : title}>
      {error ? (
        <>
          <Callout intent="danger" role="alert" icon="error">
            {error}
          </Callout>
          <p>
            <Link href="/login" autoFocus>
              {t('sso.back')}
            </Link>
          </p>
        </>
      ) : (
        <NonIdealState icon={<Spinner size={32} aria-label={title} />} title={title} />
      )}
    </AuthLayout>
  );
}

/** /login/{idp}/launch: asks the server to start the sign-in (state, nonce, PKCE) and goes to the identity provider. */
export function SsoLaunchPage() {
  const { t } = useTranslation('auth');
  const { idp } = useParams<{ idp: string }>();
  const search = useSearch();
  const [error, setError] = useState<string | null>(null);
  const redirect = safeRedirect(new URLSearchParams(search).get('redirectUrl'));
  useOnce(
    useRef(async () => {
      const answer = await api<{ authorization_url: string }>(`/auth/authorize/${encodeURIComponent(idp)}`, {
        method: 'POST',
        unscoped: true,
        body: redirect ? { redirect_url: redirect } : {},
      });
      window.location.assign(answer.authorization_url);
    }).current,
    useRef(setError).current,
  );
  return <SsoState title={t('sso.launching')} error={error} />;
}

/**
 * /login/{idp}/callback: hands the identity provider's answer (or, at /login/platform/callback, the contact-center
 * platform's launch token) to the server, which signs the user in with the usual session, or asks for the second
 * factor of a user with two-factor on (then the code step follows, as after a password).
 */
export function SsoCallbackPage() {
  const { t } = useTranslation('auth');
  const { idp } = useParams<{ idp: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  useOnce(
    useRef(async () => {
      const params = new URLSearchParams(search);
      // The contact-center platform's sign-in route: its signed launch token (and the provider, off its sub-domain).
      const platformBody = () => {
        const redirect = safeRedirect(params.get('redirectUrl'));
        const spId = Number(params.get('sp_id'));
        return { token: params.get('token') ?? '', ...(spId > 0 ? { sp_id: spId } : {}), ...(redirect ? { redirect_url: redirect } : {}) };
      };
      const query =
        idp === 'platform'
          ? platformBody()
          : Object.fromEntries(
              [...params].filter(([k]) => ['state', 'code', 'iss', 'session_state', 'error', 'error_description'].includes(k)),
            );
      const answer = await api<CallbackAnswer>(`/auth/callback/${encodeURIComponent(idp)}`, {
        method: 'POST',
        unscoped: true,
        body: query,
      });
      const target = safeRedirect(answer.redirect_url);
      if ('twofa_required' in answer) {
        // A user with two-factor on gives a code after the identity provider too, on the sign-in's own code step.
        keepTwofaToken(answer.twofa_token);
        const carried = target ? `?redirectUrl=${encodeURIComponent(target)}` : '';
        navigate(`${answer.setup_required ? '/setup/otp' : '/verify/otp'}${carried}`, { replace: true });
        return;
      }
      useSession.getState().setSession(answer.token, answer.user);
      navigate(target ?? defaultTarget, { replace: true });
    }).current,
    useRef(setError).current,
  );
  return <SsoState title={t('sso.finishing')} error={error} />;
}
