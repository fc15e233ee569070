import { useState } from 'react';
import { Button, Callout, Section, SectionCard, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import type { SessionUser } from '@shared/api/auth';
import { notifySuccess } from '@client/shell/notices';
import { OtpForm } from '@client/features/auth/OtpForm';
import { TwofaSecret, type TwofaSetup } from '@client/features/auth/TwofaSecret';
import { useRequest } from '@client/features/auth/use-request';
import { confirmTwofaSetup, disableTwofa } from './profile-api';

type Mode = 'idle' | 'setup' | 'disable';

function SetupPanel({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const { t } = useTranslation('profile');
  const setup = useRequest((signal) => api<TwofaSetup>('/auth/users-twofa', { unscoped: true, signal }), 'setup');
  async function confirm(code: string) {
    await confirmTwofaSetup(code);
    onDone();
  }
  return (
    <div className="studio-profile-setup">
      <TwofaSecret setup={setup} />
      {setup.data && (
        <OtpForm
          id="profile-otp-setup"
          onSubmit={confirm}
          submitLabel={t('twofa.confirmSetup')}
          autoFocus={false}
          secondary={
            <Button variant="minimal" onClick={onCancel}>
              {t('common:cancel')}
            </Button>
          }
        />
      )}
    </div>
  );
}

/** Two-factor status, setup (QR code + first code) and turning it off unless system-controlled. */
export function TwofaSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const [mode, setMode] = useState<Mode>('idle');
  const enabled = user.twofa_enabled;
  const mandatory = user.system_controlled_twofa;

  const status = mandatory ? (
    <Tag intent="warning" icon="lock">
      {t('twofa.mandatory')}
    </Tag>
  ) : enabled ? (
    <Tag intent="success" icon="tick">
      {t('twofa.enabled')}
    </Tag>
  ) : (
    <Tag>{t('twofa.disabled')}</Tag>
  );

  async function turnOff(code: string) {
    await disableTwofa(code);
    setMode('idle');
    notifySuccess(t('twofa.turnedOff'));
  }

  return (
    <Section title={t('twofa.title')} icon="shield" elevation={1} rightElement={status}>
      <SectionCard>
        <div className="studio-profile-twofa">
          <p style={{ margin: 0 }}>{enabled ? t('twofa.onText') : t('twofa.offText')}</p>
          {mode === 'idle' && !enabled && (
            <Button intent="primary" icon="mobile-phone" onClick={() => setMode('setup')}>
              {t('twofa.setUp')}
            </Button>
          )}
          {mode === 'idle' && enabled && !mandatory && (
            <Button intent="danger" variant="outlined" icon="disable" onClick={() => setMode('disable')}>
              {t('twofa.turnOff')}
            </Button>
          )}
        </div>
        {mandatory && (
          <Callout intent="primary" icon="info-sign" style={{ marginTop: 12 }}>
            {t('twofa.mandatoryText')}
          </Callout>
        )}
        {mode === 'setup' && (
          <SetupPanel
            onCancel={() => setMode('idle')}
            onDone={() => {
              setMode('idle');
              notifySuccess(t('twofa.turnedOn'));
            }}
          />
        )}
        {mode === 'disable' && (
          <div className="studio-profile-setup">
            <p>{t('twofa.disablePrompt')}</p>
            <OtpForm
              id="profile-otp-disable"
              onSubmit={turnOff}
              intent="danger"
              submitLabel={t('twofa.turnOff')}
              secondary={
                <Button variant="minimal" onClick={() => setMode('idle')}>
                  {t('common:cancel')}
                </Button>
              }
            />
          </div>
        )}
      </SectionCard>
    </Section>
  );
}
