import { Alert, Button, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemOpenForm, SystemOpenFormAction } from '@shared/api/system-open-forms';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { useMayWrite } from '@client/session/useMayWrite';
import '../i18n';
import { useSystemOpenFormAction, useSystemOpenForms } from './api';
import { OpenFormRow } from './OpenFormRow';
import '../settings/settings.css';

/**
 * /system/openforms (spec 1 §2 System `openforms`): the open forms published as system ones, which every account uses,
 * with their engine, state and publisher. The system role archives one (other accounts stop seeing it), brings it
 * back, or unpublishes it after a confirmation (it stays an open form of its own account).
 */
export default function SystemOpenFormsPage() {
  const { t } = useTranslation('system');
  const forms = useSystemOpenForms();
  const act = useSystemOpenFormAction();
  const canWrite = useMayWrite('system.content-forms');
  const [busy, setBusy] = useState<{ id: number; action: SystemOpenFormAction } | null>(null);
  const [unpublishing, setUnpublishing] = useState<SystemOpenForm | null>(null);

  const run = async (form: SystemOpenForm, action: SystemOpenFormAction) => {
    setBusy({ id: form.open_form_type_id, action });
    try {
      await act.mutateAsync({ id: form.open_form_type_id, action });
      notifySuccess(t(`openForms.done.${action}`, { name: form.name }));
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(null);
      setUnpublishing(null);
    }
  };

  let body;
  if (forms.isPending)
    body = (
      <div className="sys-state">
        <Spinner size={28} />
      </div>
    );
  else if (forms.isError)
    body = (
      <NonIdealState
        className="sys-state"
        icon="error"
        title={t('openForms.loadFailed')}
        description={forms.error.message}
        action={<Button icon="refresh" text={t('settings.retry')} onClick={() => void forms.refetch()} />}
      />
    );
  else if (forms.data.length === 0)
    body = <NonIdealState className="sys-state" icon="chat" title={t('openForms.empty')} description={t('openForms.emptyHelp')} />;
  else
    body = (
      <HTMLTable className="sys-table" aria-label={t('openForms.title')}>
        <thead>
          <tr>
            <th scope="col">{t('openForms.name')}</th>
            <th scope="col">{t('openForms.engine')}</th>
            <th scope="col">{t('openForms.account')}</th>
            <th scope="col">{t('openForms.state')}</th>
            <th scope="col">{t('openForms.published')}</th>
            {canWrite && <th scope="col">{t('openForms.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {forms.data.map((f) => (
            <OpenFormRow
              key={f.open_form_type_id}
              form={f}
              canWrite={canWrite}
              busy={busy?.id === f.open_form_type_id ? busy.action : null}
              onAction={(action) => (action === 'unpublish' ? setUnpublishing(f) : void run(f, action))}
            />
          ))}
        </tbody>
      </HTMLTable>
    );
  return (
    <div className="sys-page" data-testid="system-open-forms">
      <p className="bp6-text-muted sys-subtitle">{t('openForms.subtitle')}</p>
      {body}
      <Alert
        isOpen={unpublishing !== null}
        icon="undo"
        intent="danger"
        loading={busy?.action === 'unpublish'}
        confirmButtonText={t('openForms.unpublish')}
        cancelButtonText={t('openForms.cancel')}
        onConfirm={() => unpublishing && void run(unpublishing, 'unpublish')}
        onCancel={() => setUnpublishing(null)}
      >
        <p>{t('openForms.unpublishConfirm', { name: unpublishing?.name ?? '', account: unpublishing?.ac_name ?? '' })}</p>
      </Alert>
    </div>
  );
}
