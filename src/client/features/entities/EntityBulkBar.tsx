import { Alert, Button, Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import type { EntityMeta } from '@shared/entities/define';
import { notify, notifyError, notifySuccess } from '@client/shell/notices';
import { useEntityActions } from './api';
import { entityInSentence } from './i18n';

interface Props {
  d: EntityMeta;
  selection: Selection | null;
  ticked: ReadonlySet<number>;
  canWrite: boolean;
  onClear(): void;
}

/**
 * The toolbar while rows are ticked (an entity with a bulk delete call): how many, Clear, and Delete, which asks
 * first, deletes them all or none (the server's rule), and offers Undo (each restored, as a single delete's undo).
 */
export function EntityBulkBar({ d, selection, ticked, canWrite, onClear }: Props) {
  const { t } = useTranslation('entities');
  const actions = useEntityActions(d, selection);
  const [confirming, setConfirming] = useState(false);
  const ids = [...ticked];
  const items = entityInSentence(t, d).many;

  const remove = async () => {
    setConfirming(false);
    try {
      await actions.bulkRemove.mutateAsync(ids);
      onClear();
      notify({
        intent: Intent.PRIMARY,
        icon: 'trash',
        message: t('bulk.deleted', { count: ids.length, items }),
        action: {
          text: t('panel.undo'),
          onClick: () =>
            void Promise.all(ids.map((id) => actions.restore.mutateAsync(id))).then(
              () => notifySuccess(t('bulk.restored', { count: ids.length, items })),
              notifyError,
            ),
        },
      });
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <div className="ent-toolbar is-selection" role="toolbar" aria-label={t('bulk.actions')}>
      <Tag round intent="primary" minimal>
        {t('bulk.selected', { count: ids.length })}
      </Tag>
      <Button variant="minimal" size="small" text={t('bulk.clear')} onClick={onClear} />
      <Button
        className="ent-bulk-delete"
        intent="danger"
        icon="trash"
        text={t('bulk.delete', { count: ids.length })}
        disabled={!canWrite || actions.bulkRemove.isPending}
        loading={actions.bulkRemove.isPending}
        onClick={() => setConfirming(true)}
      />
      <Alert
        isOpen={confirming}
        intent="danger"
        icon="trash"
        confirmButtonText={t('bulk.delete', { count: ids.length })}
        cancelButtonText={t('panel.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        {t('bulk.confirm', { count: ids.length, items })}
      </Alert>
    </div>
  );
}
