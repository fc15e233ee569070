import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { messages } from '@shared/messages';
import type { EntityRow } from '../entities/api';
import './i18n';

/**
 * Beside the invite form: when the e-mail address is an existing user's, that user is invited to
 * this scope instead (POST /auth/users/invite/map): the same role and accounts, and an e-mailed link that
 * adds them once it is followed.
 */
export default function InviteExisting({
  body,
  errors,
  onDone,
}: {
  body: EntityRow;
  errors: Record<string, string | null>;
  onDone(): void;
}) {
  const { t } = useTranslation('users');
  const selection = useSession((s) => s.selection);
  const [busy, setBusy] = useState(false);
  if (errors.email !== messages.entities.emailTaken || !body.email || !Array.isArray(body.roles)) return null;
  const invite = async () => {
    setBusy(true);
    try {
      const { email, roles, account_mappings, sp_id } = body;
      const answer = await api<{ message: string }>('/auth/users/invite/map', {
        method: 'POST',
        selection: selection!,
        body: { email, roles, account_mappings: account_mappings ?? [], ...(sp_id ? { sp_id } : {}) },
      });
      notifySuccess(answer.message);
      onDone();
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Callout icon="envelope" className="ent-callout" role="status">
      <p>{t('panel.existingUser')}</p>
      <Button icon="send-message" text={t('panel.inviteExisting')} loading={busy} onClick={() => void invite()} />
    </Callout>
  );
}
