import { Button, Callout, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@client/session/store';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { contentKeys } from '@client/api/queryKeys';
import { openFormApi, useIsSystemUser } from './api';

interface Props {
  kind: 'open' | 'dynamic';
  /** The saved form (null while creating: only saved forms are published). */
  id: number | null;
  name: string;
  isSystem: boolean;
  /** Write permission on the tab. */
  canWrite: boolean;
  onPublished(): void;
}

/**
 * A system form's state above its editor: for system users the 'Publish as system' button (a saved,
 * not yet system form); for others a system form reads as read-only (spec 2 §6).
 */
export function SystemPublish({ kind, id, name, isSystem, canWrite, onPublished }: Props) {
  const { t } = useTranslation('content');
  const qc = useQueryClient();
  const system = useIsSystemUser();
  const [busy, setBusy] = useState(false);

  const publish = async () => {
    if (id === null) return;
    setBusy(true);
    try {
      await (kind === 'open' ? openFormApi.publishOpenForm(id) : openFormApi.publishDynamicForm(id));
      notifySuccess(t('systemForms.published', { name }));
      onPublished();
      const selection = useSession.getState().selection;
      if (selection) await qc.invalidateQueries({ queryKey: contentKeys.all(selection) });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  if (isSystem && !system) {
    return (
      <Callout intent="primary" icon="lock" compact className="forms-system-note" title={t('systemForms.readOnlyTitle')}>
        {t('systemForms.readOnly')}
      </Callout>
    );
  }
  if (!system) return null;
  return (
    <div className="forms-system-bar">
      {isSystem ? (
        <>
          <span className="content-form-hint">{t('systemForms.tagHint')}</span>
          <Tag intent="primary" icon="globe-network" round>
            {t('systemForms.tag')}
          </Tag>
        </>
      ) : (
        <>
          <span className="content-form-hint">{id === null ? t('systemForms.saveFirst') : t('systemForms.hint')}</span>
          <Button
            icon="globe-network"
            text={t('systemForms.publish')}
            loading={busy}
            disabled={id === null || !canWrite}
            onClick={() => void publish()}
          />
        </>
      )}
    </div>
  );
}
