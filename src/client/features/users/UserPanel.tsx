import { Button, Callout, FormGroup, HTMLTable, Switch } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserItem } from '@shared/api/users';
import { api } from '@client/api/http';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { useSession } from '@client/session/store';
import { queryKeys } from '@client/api/queryKeys';
import { PasswordInput } from '../auth/PasswordInput';
import type { EntityRow } from '../entities/api';
import UserPermissions from './UserPermissions';
import './i18n';

/**
 * Beside a user's generated form (spec 3 §4, §7 "Users"): status, account mappings and two-factor; for an
 * invitation not yet accepted, send it again or revoke it; for an active user, set a new password.
 */
export default function UserPanel({ row, canWrite }: { row: EntityRow; canWrite: boolean }) {
  const { t } = useTranslation('users');
  const user = row as UserItem;
  const selection = useSession((s) => s.selection);
  const client = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.scoped() });
  // System users may require two-factor of other users (system-controlled two-factor).
  const systemUser = useSession((s) => s.user?.user_type === 'system');
  const [requiring, setRequiring] = useState(false);
  const requireTwofa = (on: boolean) => {
    setRequiring(true);
    api('/auth/system-controlled-twofa', {
      method: 'PUT',
      selection: selection!,
      body: { user_id: user.user_id, system_controlled_twofa: on },
    })
      .then(() => {
        notifySuccess(t(on ? 'panel.twofaRequired' : 'panel.twofaNotRequired', { name: user.display_name || user.email }));
        refresh();
      }, notifyError)
      .finally(() => setRequiring(false));
  };
  const post = (path: string, body: object) => api<{ message?: string }>(path, { method: 'POST', selection: selection!, body });

  const resend = () => post('/auth/users/re-verify', { user_id: user.user_id }).then((a) => notifySuccess(a.message ?? ''), notifyError);
  const revoke = () =>
    post('/auth/users/delete/invite', { user_id: user.user_id }).then(() => {
      notifySuccess(t('panel.revoked', { email: user.email }));
      refresh();
    }, notifyError);
  const setNew = () =>
    api(`/auth/users/password/${user.user_id}`, {
      method: 'PUT',
      selection: selection!,
      body: { password, password_confirmation: confirmation },
    }).then(() => {
      notifySuccess(t('panel.passwordSet', { name: user.display_name }));
      setPassword('');
      setConfirmation('');
    }, notifyError);

  return (
    <section className="ent-extra" aria-label={t('panel.status')}>
      <HTMLTable compact className="ent-facts">
        <tbody>
          <tr>
            <th scope="row">{t('panel.status')}</th>
            <td>{user.user_status === 'Active' ? t('panel.active') : t('panel.invited')}</td>
          </tr>
          <tr>
            <th scope="row">{t('panel.twofa')}</th>
            <td>{t(`panel.twofaStatus.${user.twofa_status}`, { defaultValue: user.twofa_status })}</td>
          </tr>
          <tr>
            <th scope="row">{t('panel.mappings')}</th>
            <td>{user.scope || t('panel.none')}</td>
          </tr>
        </tbody>
      </HTMLTable>
      {systemUser && user.user_id !== useSession.getState().user?.user_id && (
        <Switch
          className="ent-switch"
          checked={user.twofa_status === 'Mandatory'}
          disabled={requiring}
          label={t('panel.requireTwofa')}
          onChange={(e) => requireTwofa(e.currentTarget.checked)}
        />
      )}
      {canWrite && user.user_status === 'Inactive' && (
        <Callout icon="envelope" className="ent-callout">
          <p>{t('panel.inactive')}</p>
          <Button icon="send-message" text={t('panel.resend')} onClick={() => void resend()} />{' '}
          <Button variant="minimal" intent="danger" icon="cross" text={t('panel.revoke')} onClick={() => void revoke()} />
        </Callout>
      )}
      {/* Users are administered at a provider or the system: an account's selection reads no permissions. */}
      {selection && selection.acId === 'all' && user.user_type !== 'system' && (
        <UserPermissions userId={user.user_id} name={user.display_name || user.email} selection={selection} canWrite={canWrite} />
      )}
      {canWrite && user.user_status === 'Active' && user.user_type !== 'system' && (
        <fieldset className="ent-fieldset">
          <legend>{t('panel.resetPassword')}</legend>
          <FormGroup label={t('panel.newPassword')} labelFor="user-new-password">
            <PasswordInput id="user-new-password" value={password} onChange={setPassword} autoComplete="new-password" />
          </FormGroup>
          <FormGroup label={t('panel.confirmPassword')} labelFor="user-new-confirmation">
            <PasswordInput id="user-new-confirmation" value={confirmation} onChange={setConfirmation} autoComplete="new-password" />
          </FormGroup>
          <Button
            icon="key"
            text={t('panel.setPassword')}
            disabled={!password || password !== confirmation}
            onClick={() => void setNew()}
          />
        </fieldset>
      )}
    </section>
  );
}
