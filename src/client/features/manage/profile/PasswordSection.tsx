import { useState, type FormEvent } from 'react';
import { Button, FormGroup, Section, SectionCard } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@shared/api/auth';
import { notifySuccess, notifyUpdateFailed } from '@client/shell/notices';
import { loadPolicy, PasswordChecklist } from '@client/features/auth/PasswordChecklist';
import { PasswordInput } from '@client/features/auth/PasswordInput';
import { policyMet } from '@client/features/auth/policy';
import { useRequest } from '@client/features/auth/use-request';
import { changePassword } from './profile-api';

/** Password change: the current password, a new one that meets the policy, and its confirmation. */
export function PasswordSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const policy = useRequest(loadPolicy, 'policy');
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = current.length > 0 && policyMet(policy.data, password) && password === confirmation;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    try {
      const answer = await changePassword(user.user_id, {
        current_password: current,
        password,
        password_confirmation: confirmation,
      });
      setCurrent('');
      setPassword('');
      setConfirmation('');
      notifySuccess(answer?.message ?? t('password.changed'));
    } catch (e) {
      notifyUpdateFailed(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('password.title')} icon="key" elevation={1}>
      <SectionCard>
        <form onSubmit={submit} noValidate aria-busy={busy}>
          {/* Lets password managers tie the new password to the right account. */}
          <input type="email" autoComplete="username" value={user.email} readOnly hidden />
          <div className="studio-profile-grid">
            <FormGroup label={t('password.current')} labelFor="profile-current-password">
              <PasswordInput
                id="profile-current-password"
                value={current}
                onChange={setCurrent}
                autoComplete="current-password"
                disabled={busy}
              />
            </FormGroup>
          </div>
          <div className="studio-profile-grid">
            <FormGroup label={t('auth:fields.newPassword')} labelFor="profile-new-password">
              <PasswordInput
                id="profile-new-password"
                value={password}
                onChange={setPassword}
                autoComplete="new-password"
                disabled={busy}
              />
            </FormGroup>
            <FormGroup label={t('auth:fields.confirmPassword')} labelFor="profile-confirm-password">
              <PasswordInput
                id="profile-confirm-password"
                value={confirmation}
                onChange={setConfirmation}
                autoComplete="new-password"
                disabled={busy}
              />
            </FormGroup>
          </div>
          <PasswordChecklist policy={policy.data} password={password} confirmation={confirmation} error={policy.error} />
          <div className="studio-profile-actions">
            <Button type="submit" intent="primary" loading={busy} disabled={!ready}>
              {t('password.submit')}
            </Button>
          </div>
        </form>
      </SectionCard>
    </Section>
  );
}
