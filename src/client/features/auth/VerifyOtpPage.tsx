import { Redirect, Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from './AuthLayout';
import { OtpForm } from './OtpForm';
import { carryRedirect } from './redirect';
import { useCompleteSignIn, verifySignInCode } from './sign-in';
import { readTwofaToken } from './twofa-token';
import './i18n';

/** /verify/otp: the one-time code from the authenticator app. */
export default function VerifyOtpPage() {
  const { t } = useTranslation('auth');
  const search = useSearch();
  const completeSignIn = useCompleteSignIn();
  const twofaToken = readTwofaToken();
  if (!twofaToken) return <Redirect to={`/login${carryRedirect(search)}`} replace />;

  async function verify(code: string) {
    const { token, user } = await verifySignInCode(twofaToken!, code);
    completeSignIn(token, user);
  }

  return (
    <AuthLayout title={t('otp.verifyTitle')} lead={t('otp.verifyLead')}>
      <OtpForm
        onSubmit={verify}
        submitLabel={t('otp.verifySubmit')}
        secondary={<Link href="/forgot?type=twofa">{t('otp.lostDevice')}</Link>}
      />
    </AuthLayout>
  );
}
