import { Button, Callout, FormGroup, HTMLSelect, InputGroup, Spinner, Switch, TextArea } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import type { PlatformConnection, PlatformConnectionBody, PlatformTestAnswer } from '@shared/api/platform';
import { secretMask } from '@shared/entities/fields';
import { api } from '@client/api/http';
import { queryKeys } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { useGrantChoices } from '../identity-providers/useIdentityProviders';
import { domainsOf, refreshPlatform } from './refreshPlatform';

type Draft = Required<Omit<PlatformConnectionBody, 'api_token' | 'launch_key'>> & { api_token: string; launch_key: string };

const draftOf = (row: PlatformConnection | null | undefined): Draft => ({
  base_url: row?.base_url ?? '',
  api_token: row?.api_token ?? '',
  launch_key: row?.launch_key ?? '',
  launch_issuer: row?.launch_issuer ?? '',
  launch_audience: row?.launch_audience ?? 'studio',
  role_id: row?.role_id ?? null,
  is_enabled: row ? (row.is_enabled ? 1 : 0) : 1,
});

function ConnectionForm({ selection, row, canWrite }: { selection: Selection; row: PlatformConnection | null; canWrite: boolean }) {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const choices = useGrantChoices(selection);
  const [draft, setDraft] = useState(() => draftOf(row));
  const [busy, setBusy] = useState<null | 'save' | 'test' | 'refresh'>(null);
  const [tested, setTested] = useState<PlatformTestAnswer | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const disabled = !canWrite || busy !== null;
  const roles = (choices.data?.roles ?? []).filter((r) => r.scope !== 'system');
  const domains = user ? domainsOf(user, selection) : [];

  const run = async (kind: 'save' | 'test' | 'refresh', action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(null);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run('save', async () => {
      await api<PlatformConnection>('/portal/platform-connection', {
        method: 'PUT',
        selection,
        body: { ...draft, api_token: draft.api_token || null, launch_key: draft.launch_key || null },
      });
      await client.invalidateQueries({ queryKey: queryKeys.platformConnection(selection) });
      notifySuccess(t('platform.saved'));
    });
  };
  const test = () =>
    void run('test', async () =>
      setTested(await api<PlatformTestAnswer>('/portal/platform-connection/test', { method: 'POST', selection, body: {} })),
    );
  const refresh = () =>
    void run('refresh', async () => {
      if (user) await refreshPlatform(user, selection);
    });

  return (
    <form className="idp-slot" onSubmit={submit} aria-labelledby="platform-title">
      {!row && <p className="bp6-text-muted">{t('platform.none')}</p>}
      <div className="studio-profile-grid">
        <FormGroup label={t('platform.baseUrl')} labelFor="platform-url">
          <InputGroup
            id="platform-url"
            value={draft.base_url}
            maxLength={500}
            placeholder="https://platform.example.com"
            disabled={disabled}
            onValueChange={(v) => set('base_url', v)}
          />
        </FormGroup>
        <FormGroup
          label={t('platform.apiToken')}
          labelFor="platform-token"
          helperText={draft.api_token === secretMask ? t('sso.secretKept') : undefined}
        >
          <InputGroup
            id="platform-token"
            type="password"
            autoComplete="new-password"
            value={draft.api_token}
            maxLength={4000}
            disabled={disabled}
            onValueChange={(v) => set('api_token', v)}
          />
        </FormGroup>
        <FormGroup label={t('platform.issuer')} labelFor="platform-issuer">
          <InputGroup
            id="platform-issuer"
            value={draft.launch_issuer}
            maxLength={500}
            disabled={disabled}
            onValueChange={(v) => set('launch_issuer', v)}
          />
        </FormGroup>
        <FormGroup label={t('platform.audience')} labelFor="platform-audience">
          <InputGroup
            id="platform-audience"
            value={draft.launch_audience}
            maxLength={500}
            disabled={disabled}
            onValueChange={(v) => set('launch_audience', v)}
          />
        </FormGroup>
        <FormGroup label={t('platform.role')} labelFor="platform-role">
          <HTMLSelect
            id="platform-role"
            fill
            value={draft.role_id ?? ''}
            disabled={disabled}
            onChange={(e) => set('role_id', e.currentTarget.value ? Number(e.currentTarget.value) : null)}
            options={[{ value: '', label: t('sso.signUpInvited') }, ...roles.map((r) => ({ value: r.id, label: r.name }))]}
          />
        </FormGroup>
      </div>
      <FormGroup
        label={t('platform.launchKey')}
        labelFor="platform-key"
        helperText={draft.launch_key === secretMask ? t('sso.secretKept') : t('platform.launchKeyHelp')}
      >
        <TextArea
          id="platform-key"
          fill
          value={draft.launch_key}
          maxLength={8000}
          disabled={disabled}
          onChange={(e) => set('launch_key', e.currentTarget.value)}
        />
      </FormGroup>
      <Switch
        label={t('sso.enabled')}
        checked={draft.is_enabled === 1}
        disabled={disabled}
        onChange={(e) => set('is_enabled', e.currentTarget.checked ? 1 : 0)}
      />
      {tested && (
        <Callout
          intent={tested.ok ? 'success' : 'danger'}
          icon={tested.ok ? 'tick-circle' : 'error'}
          role="status"
          title={tested.ok ? t('platform.testOk') : t('platform.testFailed')}
        >
          {tested.message}
        </Callout>
      )}
      <div className="ent-actions">
        {canWrite && (
          <Button
            type="submit"
            intent="primary"
            text={t('platform.save')}
            loading={busy === 'save'}
            disabled={
              busy !== null ||
              !draft.base_url.trim() ||
              !draft.api_token ||
              !draft.launch_key ||
              !draft.launch_issuer.trim() ||
              !draft.launch_audience.trim()
            }
          />
        )}
        {row && <Button icon="exchange" text={t('platform.test')} loading={busy === 'test'} disabled={busy !== null} onClick={test} />}
        {row && domains.length > 0 && (
          <Button icon="refresh" text={t('platform.refresh')} loading={busy === 'refresh'} disabled={busy !== null} onClick={refresh} />
        )}
      </div>
    </form>
  );
}

/**
 * The provider's contact-center platform, in the provider profile beside its identity providers: where it is, the
 * API token its lists are read with and the key its launch tokens are signed with (both shown masked once stored),
 * with a test that shows what the platform answered and a refresh of the kept lists.
 */
export function PlatformSection({ selection, canWrite }: { selection: Selection; canWrite: boolean }) {
  const { t } = useTranslation('profile');
  const connection = useQuery({
    queryKey: queryKeys.platformConnection(selection),
    queryFn: ({ signal }) => api<PlatformConnection | null>('/portal/platform-connection', { signal, selection }),
  });
  return (
    <section aria-labelledby="platform-title">
      <h2 id="platform-title">{t('platform.heading')}</h2>
      <p className="bp6-text-muted">{t('platform.lead')}</p>
      {connection.isLoading ? (
        <Spinner size={20} aria-label={t('platform.loading')} />
      ) : connection.error ? (
        <Callout intent="danger" icon="error">
          {t('platform.loadFailed')}
        </Callout>
      ) : (
        <ConnectionForm
          key={connection.data?.updated_at ?? 'new'}
          selection={selection}
          row={connection.data ?? null}
          canWrite={canWrite}
        />
      )}
    </section>
  );
}
