import { Button, FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemSelection } from '@shared/access/scope';
import type { EmailSettings, ThemeColours } from '@shared/entities/settings';
import { limits } from '@shared/limits';
import { api } from '@client/api/http';
import { notify, notifyError, notifySuccess } from '@client/shell/notices';
import { entityKeys } from '@client/api/queryKeys';
import type { EntityRow } from './api';

const selection = systemSelection;
const colourKeys = Object.keys(limits.themeColors) as (keyof ThemeColours)[];
type Email = Omit<EmailSettings, 'has_password'> & { password?: string };

/** A provider's settings beside its fields (spec 3 §3): theme colours (the spec's defaults) and email settings with the custom profile check. */
export default function ProviderSettings({ row, canWrite }: { row: EntityRow; canWrite: boolean }) {
  const { t } = useTranslation('entities');
  const spId = row.sp_id as number;
  const client = useQueryClient();
  const colours = useQuery({
    queryKey: entityKeys.providerColours(spId),
    queryFn: ({ signal }) => api<ThemeColours>('/portal/sp-theme-colors', { signal, selection, query: { sp_id: spId } }),
  });
  const email = useQuery({
    queryKey: entityKeys.providerEmail(spId),
    queryFn: ({ signal }) => api<EmailSettings>('/portal/sp-email-settings', { signal, selection, query: { sp_id: spId } }),
  });
  if (!colours.data || !email.data) return null;
  return (
    <>
      <Settings
        key={JSON.stringify([colours.data, email.data])}
        spId={spId}
        colours={colours.data}
        email={email.data}
        canWrite={canWrite}
        t={t}
        onSaved={() => void client.invalidateQueries({ queryKey: entityKeys.providerSettings(spId) })}
      />
      <ProviderApiKeys spId={spId} />
    </>
  );
}

/** The provider's API keys (spec 3 §3 "Settings: … API keys"): its enabled keys, masked (GET /portal/sp/api-keys, at the provider). */
function ProviderApiKeys({ spId }: { spId: number }) {
  const { t } = useTranslation('entities');
  const keys = useQuery({
    queryKey: entityKeys.providerApiKeys(spId),
    queryFn: ({ signal }) =>
      api<{ user_api_key_id: number; api_key_name: string; api_key: string }[]>('/portal/sp/api-keys', {
        signal,
        selection: { spId, acId: 'all' },
      }),
  });
  if (!keys.data) return null;
  return (
    <section className="ent-extra" aria-label={t('serviceProviders.apiKeys.title')}>
      <h3 className="ent-section">{t('serviceProviders.apiKeys.title')}</h3>
      {keys.data.length === 0 ? (
        <p className="bp6-text-muted">{t('serviceProviders.apiKeys.none')}</p>
      ) : (
        <ul className="ent-key-list">
          {keys.data.map((k) => (
            <li key={k.user_api_key_id}>
              {k.api_key_name} <code>{k.api_key}</code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Settings({
  spId,
  colours,
  email,
  canWrite,
  t,
  onSaved,
}: {
  spId: number;
  colours: ThemeColours;
  email: EmailSettings;
  canWrite: boolean;
  t: (k: string, v?: Record<string, unknown>) => string;
  onSaved(): void;
}) {
  const [draft, setDraft] = useState<ThemeColours>(colours);
  const { has_password, ...stored } = email;
  const [mail, setMail] = useState<Email>(stored);
  const set = (field: keyof Email, value: unknown) => setMail((m) => ({ ...m, [field]: value }));
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

  const save = (path: string, body: object, done: string) =>
    api(path, { method: 'POST', selection, body: { sp_id: spId, ...body } }).then(() => {
      notifySuccess(done);
      onSaved();
    }, notifyError);
  const check = () =>
    api<{ valid: boolean; message: string }>('/portal/validate-custom-email-profile', {
      method: 'POST',
      selection,
      body: {
        sp_id: spId,
        host: mail.host ?? '',
        port: Number(mail.port),
        secure: !!mail.secure,
        username: mail.username ?? null,
        ...(mail.password ? { password: mail.password } : {}),
      },
    }).then(
      (a) => notify({ intent: a.valid ? 'success' : 'danger', icon: a.valid ? 'tick-circle' : 'error', message: a.message }),
      notifyError,
    );

  return (
    <>
      <h3 className="ent-section">{t('providerSettings.colours')}</h3>
      <div className="ent-colours">
        {colourKeys.map((k) => (
          <FormGroup key={k} label={t(`providerSettings.${k}`)} labelFor={`ent-colour-${k}`}>
            <InputGroup
              id={`ent-colour-${k}`}
              disabled={!canWrite}
              value={draft[k]}
              onValueChange={(v) => setDraft((d) => ({ ...d, [k]: v }))}
              leftElement={
                <span className="ent-swatch-slot">
                  <span className="ent-swatch" style={{ background: /^[0-9a-f]{6}$/i.test(draft[k]) ? `#${draft[k]}` : 'transparent' }} />
                </span>
              }
            />
          </FormGroup>
        ))}
      </div>
      {canWrite && (
        <Button
          text={t('providerSettings.saveColours')}
          onClick={() => void save('/portal/sp-settings', draft, t('providerSettings.saved'))}
        />
      )}

      <h3 className="ent-section">{t('providerSettings.email')}</h3>
      <FormGroup label={t('providerSettings.from_name')} labelFor="ent-mail-from-name">
        <InputGroup
          id="ent-mail-from-name"
          disabled={!canWrite}
          value={text(mail.from_name)}
          onValueChange={(v) => set('from_name', orNull(v))}
        />
      </FormGroup>
      <FormGroup label={t('providerSettings.from_address')} labelFor="ent-mail-from">
        <InputGroup
          id="ent-mail-from"
          type="email"
          disabled={!canWrite}
          value={text(mail.from_address)}
          onValueChange={(v) => set('from_address', orNull(v))}
        />
      </FormGroup>
      <Switch
        disabled={!canWrite}
        checked={!!mail.use_custom_profile}
        label={t('providerSettings.use_custom_profile')}
        onChange={(e) => set('use_custom_profile', e.currentTarget.checked)}
      />
      {mail.use_custom_profile && (
        <>
          <div className="ent-colours">
            <FormGroup label={t('providerSettings.host')} labelFor="ent-mail-host">
              <InputGroup id="ent-mail-host" disabled={!canWrite} value={text(mail.host)} onValueChange={(v) => set('host', orNull(v))} />
            </FormGroup>
            <FormGroup label={t('providerSettings.port')} labelFor="ent-mail-port">
              <InputGroup
                id="ent-mail-port"
                inputMode="numeric"
                disabled={!canWrite}
                value={text(mail.port)}
                onValueChange={(v) => set('port', v.trim() ? Number(v) : null)}
              />
            </FormGroup>
          </div>
          <FormGroup label={t('providerSettings.username')} labelFor="ent-mail-user">
            <InputGroup
              id="ent-mail-user"
              disabled={!canWrite}
              value={text(mail.username)}
              onValueChange={(v) => set('username', orNull(v))}
            />
          </FormGroup>
          <FormGroup label={t('providerSettings.password')} labelFor="ent-mail-password">
            <InputGroup
              id="ent-mail-password"
              type="password"
              disabled={!canWrite}
              placeholder={has_password ? t('providerSettings.passwordStored') : ''}
              value={mail.password ?? ''}
              onValueChange={(v) => set('password', v)}
            />
          </FormGroup>
          <Switch
            disabled={!canWrite}
            checked={!!mail.secure}
            label={t('providerSettings.secure')}
            onChange={(e) => set('secure', e.currentTarget.checked)}
          />
        </>
      )}
      {canWrite && (
        <div className="ent-actions">
          <Button
            text={t('providerSettings.saveEmail')}
            onClick={() =>
              void save(
                '/portal/sp-email-settings',
                { ...mail, ...(mail.password ? {} : { password: undefined }) },
                t('providerSettings.saved'),
              )
            }
          />
          {mail.use_custom_profile && (
            <Button
              variant="minimal"
              icon="antenna"
              text={t('providerSettings.check')}
              disabled={!mail.host || !mail.port}
              onClick={() => void check()}
            />
          )}
        </div>
      )}
    </>
  );
}
