import { Redirect, Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import { AuthLayout } from './AuthLayout';
import { OtpForm } from './OtpForm';
import { carryRedirect } from './redirect';
import { useCompleteSignIn, verifySignInCode } from './sign-in';
import { TwofaSecret, type TwofaSetup } from './TwofaSecret';
import { readTwofaToken } from './twofa-token';
import { useRequest } from './use-request';
import './i18n';

function SetupOtp({ twofaToken }: { twofaToken: string }) {
  const { t } = useTranslation('auth');
  const completeSignIn = useCompleteSignIn();
  const setup = useRequest(
    (signal) => api<TwofaSetup>('/auth/users-twofa', { query: { twofa_token: twofaToken }, unscoped: true, signal }),
    twofaToken,
  );

  async function verify(code: string) {
    const { token, user } = await verifySignInCode(twofaToken, code);
    completeSignIn(token, user);
  }

  return (
    <AuthLayout title={t('otp.setupTitle')} lead={t('otp.setupLead')}>
      <TwofaSecret setup={setup} />
      {setup.data && (
        <OtpForm
          onSubmit={verify}
          submitLabel={t('otp.setupSubmit')}
          autoFocus={false}
          secondary={<Link href="/login">{t('common:cancel')}</Link>}
        />
      )}
      {setup.error && <Link href="/login">{t('common:backToSignIn')}</Link>}
    </AuthLayout>
  );
}

/** /setup/otp: scan the QR code (or type the secret), then confirm with a first code. */
export default function SetupOtpPage() {
  const search = useSearch();
  const twofaToken = readTwofaToken();
  if (!twofaToken) return <Redirect to={`/login${carryRedirect(search)}`} replace />;
  return <SetupOtp twofaToken={twofaToken} />;
}
