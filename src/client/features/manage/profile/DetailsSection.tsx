import { useState, type FormEvent } from 'react';
import { Button, FormGroup, InputGroup, Section, SectionCard } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@shared/api/auth';
import { notifySuccess, notifyUpdateFailed } from '@client/shell/notices';
import { saveProfile } from './profile-api';

/** Display name (editable) and the e-mail address the user signs in with. */
export function DetailsSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const [name, setName] = useState(user.display_name);
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();
  const changed = trimmed !== user.display_name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed || !trimmed || busy) return;
    setBusy(true);
    try {
      const updated = await saveProfile({ display_name: trimmed });
      setName(updated.display_name);
      notifySuccess(t('saved'));
    } catch (e) {
      notifyUpdateFailed(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('details.title')} icon="person" elevation={1}>
      <SectionCard>
        <form onSubmit={submit} aria-busy={busy}>
          <div className="studio-profile-grid">
            <FormGroup label={t('details.displayName')} labelFor="profile-display-name">
              <InputGroup id="profile-display-name" value={name} onValueChange={setName} maxLength={120} required disabled={busy} />
            </FormGroup>
            <FormGroup label={t('details.email')} labelFor="profile-email" helperText={t('details.emailHelp')}>
              <InputGroup id="profile-email" value={user.email} readOnly />
            </FormGroup>
          </div>
          <div className="studio-profile-actions">
            <Button variant="minimal" disabled={!changed || busy} onClick={() => setName(user.display_name)}>
              {t('common:reset')}
            </Button>
            <Button type="submit" intent="primary" loading={busy} disabled={!changed || !trimmed}>
              {t('common:save')}
            </Button>
          </div>
        </form>
      </SectionCard>
    </Section>
  );
}
