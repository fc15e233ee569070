import { Button, Callout, Checkbox, FormGroup, HTMLSelect, InputGroup, Spinner, Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdentityProvider, IdentityProviderBody } from '@shared/api/sso';
import { idpSlots } from '@shared/api/sso';
import type { Selection } from '@shared/access/scope';
import { secretMask } from '@shared/entities/fields';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { useGrantChoices, useIdentityProviders } from './useIdentityProviders';

type Draft = Required<Omit<IdentityProviderBody, 'client_secret'>> & { client_secret: string };

const draftOf = (row: IdentityProvider | undefined, slot: number): Draft => ({
  idp_name: row?.idp_name ?? (slot === 1 ? 'Single sign-on' : ''),
  issuer: row?.issuer ?? '',
  client_id: row?.client_id ?? '',
  client_secret: row?.client_secret ?? '',
  email_claim: row?.email_claim ?? 'email',
  sign_up: row?.sign_up ?? 'invited',
  role_id: row?.role_id ?? null,
  ac_ids: row?.ac_ids ?? [],
  is_enabled: row ? (row.is_enabled ? 1 : 0) : 1,
});

type Choices = ReturnType<typeof useGrantChoices>['data'];

function SlotForm({
  slot,
  row,
  canWrite,
  choices,
  save,
  remove,
}: {
  slot: number;
  row?: IdentityProvider;
  canWrite: boolean;
  choices: Choices;
  save(slot: number, body: IdentityProviderBody): Promise<unknown>;
  remove(slot: number): Promise<unknown>;
}) {
  const { t } = useTranslation('profile');
  const [draft, setDraft] = useState(() => draftOf(row, slot));
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const id = (field: string) => `idp-${slot}-${field}`;
  const disabled = !canWrite || busy;
  const roles = (choices?.roles ?? []).filter((r) => r.scope !== 'system');

  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notifySuccess(done);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void act(() => save(slot, { ...draft, client_secret: draft.client_secret === '' ? null : draft.client_secret }), t('sso.saved'));
  };
  const toggleAccount = (acId: number, on: boolean) => set('ac_ids', on ? [...draft.ac_ids, acId] : draft.ac_ids.filter((a) => a !== acId));

  return (
    <form className="idp-slot" onSubmit={submit} aria-labelledby={id('title')}>
      <h3 id={id('title')}>{t('sso.slot', { slot })}</h3>
      {!row && <p className="bp6-text-muted">{t('sso.none')}</p>}
      <div className="studio-profile-grid">
        <FormGroup label={t('sso.name')} labelFor={id('name')}>
          <InputGroup
            id={id('name')}
            value={draft.idp_name}
            maxLength={100}
            disabled={disabled}
            onValueChange={(v) => set('idp_name', v)}
          />
        </FormGroup>
        <FormGroup label={t('sso.issuer')} labelFor={id('issuer')}>
          <InputGroup
            id={id('issuer')}
            value={draft.issuer}
            maxLength={500}
            placeholder="https://login.example.com"
            disabled={disabled}
            onValueChange={(v) => set('issuer', v)}
          />
        </FormGroup>
        <FormGroup label={t('sso.clientId')} labelFor={id('client')}>
          <InputGroup
            id={id('client')}
            value={draft.client_id}
            maxLength={255}
            disabled={disabled}
            onValueChange={(v) => set('client_id', v)}
          />
        </FormGroup>
        <FormGroup
          label={t('sso.clientSecret')}
          labelFor={id('secret')}
          helperText={draft.client_secret === secretMask ? t('sso.secretKept') : undefined}
        >
          <InputGroup
            id={id('secret')}
            type="password"
            autoComplete="new-password"
            value={draft.client_secret}
            maxLength={500}
            disabled={disabled}
            onValueChange={(v) => set('client_secret', v)}
          />
        </FormGroup>
        <FormGroup label={t('sso.emailClaim')} labelFor={id('claim')}>
          <InputGroup
            id={id('claim')}
            value={draft.email_claim}
            maxLength={100}
            disabled={disabled}
            onValueChange={(v) => set('email_claim', v)}
          />
        </FormGroup>
        <FormGroup label={t('sso.signUp')} labelFor={id('signup')}>
          <HTMLSelect
            id={id('signup')}
            fill
            value={draft.sign_up}
            disabled={disabled}
            onChange={(e) => set('sign_up', e.currentTarget.value as Draft['sign_up'])}
            options={[
              { value: 'invited', label: t('sso.signUpInvited') },
              { value: 'create', label: t('sso.signUpCreate') },
            ]}
          />
        </FormGroup>
        {draft.sign_up === 'create' && (
          <FormGroup label={t('sso.role')} labelFor={id('role')}>
            <HTMLSelect
              id={id('role')}
              fill
              value={draft.role_id ?? ''}
              disabled={disabled}
              onChange={(e) => set('role_id', e.currentTarget.value ? Number(e.currentTarget.value) : null)}
              options={[{ value: '', label: '—' }, ...roles.map((r) => ({ value: r.id, label: r.name }))]}
            />
          </FormGroup>
        )}
      </div>
      {draft.sign_up === 'create' && (
        <fieldset className="idp-accounts">
          <legend>{t('sso.accounts')}</legend>
          <p className="bp6-text-muted">{t('sso.accountsHelp')}</p>
          {(choices?.accounts ?? []).map((a) => (
            <Checkbox
              key={a.ac_id}
              label={a.ac_name}
              checked={draft.ac_ids.includes(a.ac_id)}
              disabled={disabled}
              onChange={(e) => toggleAccount(a.ac_id, e.currentTarget.checked)}
            />
          ))}
        </fieldset>
      )}
      <Switch
        label={t('sso.enabled')}
        checked={draft.is_enabled === 1}
        disabled={disabled}
        onChange={(e) => set('is_enabled', e.currentTarget.checked ? 1 : 0)}
      />
      {row && (
        <p>
          {t('sso.callback')} <code>{`${window.location.origin}${row.callback_path}`}</code>
        </p>
      )}
      {canWrite && (
        <div className="ent-actions">
          <Button
            type="submit"
            intent="primary"
            text={t('sso.save')}
            loading={busy}
            disabled={!draft.idp_name.trim() || !draft.issuer.trim() || !draft.client_id.trim() || !draft.client_secret}
          />
          {row && (
            <Button
              variant="minimal"
              icon="trash"
              text={t('sso.remove')}
              disabled={busy}
              onClick={() => void act(() => remove(slot), t('sso.removed'))}
            />
          )}
        </div>
      )}
    </form>
  );
}

/**
 * The provider's two OpenID Connect identity providers, in the provider profile: issuer, client, secret
 * (shown masked once stored), the claim that carries the e-mail address, and what a first sign-in gets.
 */
export function IdentityProvidersSection({ selection, canWrite }: { selection: Selection; canWrite: boolean }) {
  const { t } = useTranslation('profile');
  const { list, save, remove } = useIdentityProviders(selection);
  const choices = useGrantChoices(selection);
  return (
    <section aria-labelledby="idp-title">
      <h2 id="idp-title">{t('sso.heading')}</h2>
      <p className="bp6-text-muted">{t('sso.lead')}</p>
      {list.isLoading ? (
        <Spinner size={20} aria-label={t('sso.loading')} />
      ) : list.error ? (
        <Callout intent="danger" icon="error">
          {t('sso.loadFailed')}
        </Callout>
      ) : (
        idpSlots.map((slot) => {
          const row = list.data?.find((r) => r.slot === slot);
          return (
            <SlotForm
              key={`${slot}-${row?.updated_at ?? 'new'}`}
              slot={slot}
              row={row}
              canWrite={canWrite}
              choices={choices.data}
              save={save}
              remove={remove}
            />
          );
        })
      )}
    </section>
  );
}
