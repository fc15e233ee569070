import { Button, Callout, FormGroup, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { canAccess } from '@shared/access/engine';
import { scopeKey } from '@client/api/queryKeys';
import { ProfileSettingsSection } from '../profile-settings/ProfileSettingsSection';
import '../profile-settings/profile-settings.css';
import { useProfileLogo } from './useProfileLogo';
import { IdentityProvidersSection } from '../identity-providers/IdentityProvidersSection';
import { PlatformSection } from '../platform/PlatformSection';
import AccountLimits from '../../plans/AccountLimits';
import { ProviderMessages } from '../provider-messages/ProviderMessages';
import '../profile/i18n';

const accept = '.png,.jpeg,.jpg,image/png,image/jpeg';

/**
 * The provider profile (sp scope) and the account profile: of the selected account, or at provider scope of the
 * account picked here among the provider's (those the user sees): settings, then the logo.
 */
export function ProfileLogoPage({ level }: { level: 'sp' | 'ac' }) {
  const { t } = useTranslation(['profile', 'entities']);
  const session = useSession();
  const selection = session.selection;
  const client = useQueryClient();
  const accounts = (selection && session.user?.account_mappings.find((o) => o.sp_id === selection.spId)?.accounts) ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  const atProvider = level === 'ac' && selection?.acId === 'all' && selection.spId !== 'all';
  const pickedAccount = atProvider && accounts.some((a) => a.ac_id === picked) ? picked : null;
  const logo = useProfileLogo(level, pickedAccount ?? undefined);
  const permission = level === 'sp' ? 'manage.sp-profile' : 'manage.ac-profile';
  const canWrite =
    !!(session.user && selection) &&
    canAccess({ user: session.user, selection, enabledFeatures: session.enabledFeatures }, permission, 'write').allowed;
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key empties the file input after an upload or removal.
  const [round, setRound] = useState(0);
  const id = level === 'sp' ? selection?.spId : atProvider ? pickedAccount : selection?.acId;
  const title = t(level === 'sp' ? 'logo.spTitle' : 'logo.acTitle');
  const picker = atProvider && (
    <FormGroup label={t('logo.account')} labelFor="profile-account" helperText={pickedAccount === null ? t('logo.pickAccount') : undefined}>
      <HTMLSelect
        id="profile-account"
        value={pickedAccount ?? ''}
        options={[{ value: '', label: t('logo.noAccount') }, ...accounts.map((a) => ({ value: a.ac_id, label: a.ac_name }))]}
        onChange={(e) => setPicked(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
      />
    </FormGroup>
  );
  if (atProvider && pickedAccount === null) {
    return (
      <main className="studio-page" aria-labelledby="profile-logo-title">
        <h1 id="profile-logo-title">{title}</h1>
        {picker}
        {accounts.length === 0 && <NonIdealState icon="office" description={t('logo.noAccounts')} />}
      </main>
    );
  }
  if (!selection || typeof id !== 'number') return <NonIdealState icon="office" title={title} description={t('logo.noScope')} />;
  const path = level === 'sp' ? `/portal/service-providers/${id}/logo` : `/portal/accounts/${id}/logo`;

  const done = async (message: string) => {
    setFile(null);
    setRound((r) => r + 1);
    await client.invalidateQueries({ queryKey: scopeKey(selection) });
    notifySuccess(message);
  };
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    const body = new FormData();
    body.append('file', file, file.name);
    await api(path, { method: 'POST', body })
      .then(() => done(t('logo.uploaded')), notifyError)
      .finally(() => setBusy(false));
  };
  const remove = async () => {
    setBusy(true);
    await api(path, { method: 'DELETE' })
      .then(() => done(t('logo.removed')), notifyError)
      .finally(() => setBusy(false));
  };

  return (
    <main className="studio-page" aria-labelledby="profile-logo-title">
      <h1 id="profile-logo-title">{title}</h1>
      {picker}
      <ProfileSettingsSection key={`${level}-${id}`} level={level} id={id} canWrite={canWrite} />
      <h2>{t('logo.heading')}</h2>
      <div className="profile-logo-preview" aria-live="polite">
        {logo.isLoading ? (
          <Spinner size={20} aria-label={t('logo.loading')} />
        ) : logo.url ? (
          <img src={logo.url} alt={t('logo.current')} style={{ maxHeight: 64, maxWidth: 240 }} />
        ) : (
          <Callout>{t('logo.none')}</Callout>
        )}
      </div>
      {!canWrite && <Callout icon="lock">{t('entities:panel.readOnly')}</Callout>}
      {canWrite && (
        <>
          <FormGroup label={t('logo.choose')} labelFor="profile-logo-file" helperText={t('logo.help')}>
            <input
              key={round}
              id="profile-logo-file"
              type="file"
              accept={accept}
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            />
          </FormGroup>
          <div className="ent-actions">
            <Button intent="primary" text={t('logo.upload')} disabled={!file || busy} loading={busy} onClick={() => void upload()} />
            {logo.url && <Button variant="minimal" icon="trash" text={t('logo.remove')} disabled={busy} onClick={() => void remove()} />}
          </div>
        </>
      )}
      {level === 'sp' && <IdentityProvidersSection selection={selection} canWrite={canWrite} />}
      {level === 'sp' && <PlatformSection selection={selection} canWrite={canWrite} />}
      {level === 'sp' && <ProviderMessages selection={selection} />}
      {level === 'ac' && !atProvider && <AccountLimits selection={selection} />}
    </main>
  );
}

export const ProviderProfilePage = () => <ProfileLogoPage level="sp" />;
export const AccountProfilePage = () => <ProfileLogoPage level="ac" />;
