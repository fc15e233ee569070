import { Button, Callout, FormGroup, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { RequestState } from './use-request';
import './i18n';

export interface TwofaSetup {
  qr_code: string;
  secret: string;
  otpauth_url: string;
}

/** The QR code to scan and the secret for typing it in by hand; loading and failure states included. */
export function TwofaSecret({ setup }: { setup: RequestState<TwofaSetup> }) {
  const { t } = useTranslation('auth');
  if (setup.loading) return <Spinner size={32} aria-label={t('common:loading')} />;
  if (setup.error || !setup.data) {
    return (
      <Callout intent="danger" role="alert" icon="error">
        {setup.error}
      </Callout>
    );
  }
  const { qr_code, secret } = setup.data;
  const grouped = secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <>
      <ol className="bp6-list" style={{ paddingLeft: 18, marginTop: 0 }}>
        <li>{t('otp.stepScan')}</li>
        <li>{t('otp.stepCode')}</li>
      </ol>
      <div className="studio-qr">
        <img src={qr_code} alt={t('otp.qrAlt')} />
      </div>
      <FormGroup label={t('otp.secret')} helperText={t('otp.secretHelp')}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <code className="studio-secret" aria-label={t('otp.secret')}>
            {grouped}
          </code>
          <Button
            variant="minimal"
            size="small"
            icon="duplicate"
            aria-label={t('otp.copySecret')}
            title={t('otp.copySecret')}
            onClick={() => void navigator.clipboard?.writeText(secret)}
          />
        </div>
      </FormGroup>
    </>
  );
}
