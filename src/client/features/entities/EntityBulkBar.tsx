import { Alert, Button, Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import { bulkActionsOf, takesRow, undoCalls, type BulkAction } from '@shared/entities/bulk';
import type { EntityMeta } from '@shared/entities/define';
import { notify, notifyError, notifySuccess } from '@client/shell/notices';
import { useEntityActions, type EntityRow } from './api';
import { entityInSentence } from './i18n';

interface Props {
  d: EntityMeta;
  selection: Selection | null;
  /** The ticked rows, as listed. */
  ticked: readonly EntityRow[];
  canWrite: boolean;
  onClear(): void;
}

/** An action offered on the ticked rows it takes. */
interface Offer {
  action: BulkAction;
  rows: readonly EntityRow[];
}

/**
 * The toolbar while rows are ticked (an entity with bulk actions, bulk.ts): how many, Clear, and each action that
 * takes some of the ticked rows, with how many. An action that asks first (Delete) runs once confirmed; each is all
 * or nothing (the server's rule), refreshes the list, and offers Undo (each row restored, or its previous values sent
 * back). The whole bar waits while one runs; a refusal shows the server's words.
 */
export function EntityBulkBar({ d, selection, ticked, canWrite, onClear }: Props) {
  const { t } = useTranslation('entities');
  const actions = useEntityActions(d, selection);
  // The offer asked about stays while the question closes, so its words do not vanish as it fades.
  const [asked, setAsked] = useState<Offer | null>(null);
  const [asking, setAsking] = useState(false);
  const items = entityInSentence(t, d).many;
  const offers: Offer[] = bulkActionsOf(d)
    .map((action) => ({ action, rows: ticked.filter((r) => takesRow(action, r)) }))
    .filter((offer) => offer.rows.length > 0);
  const pending = actions.bulk.isPending;

  const undo = ({ action, rows }: Offer) => {
    const ids = rows.map((r) => r[d.idField] as number);
    const done =
      action.undo === 'restore'
        ? Promise.all(ids.map((id) => actions.restore.mutateAsync(id)))
        : Promise.all(
            undoCalls(action, rows, d.idField).map((back) => actions.bulk.mutateAsync({ action, ids: back.ids, body: back.body })),
          );
    void done.then(
      () => notifySuccess(t(action.undo === 'restore' ? 'bulk.restored' : 'bulk.undone', { count: ids.length, items })),
      notifyError,
    );
  };

  const run = async (offer: Offer) => {
    setAsking(false);
    const { action, rows } = offer;
    const ids = rows.map((r) => r[d.idField] as number);
    try {
      await actions.bulk.mutateAsync({ action, ids });
      onClear();
      notify({
        intent: action.intent === 'danger' ? Intent.PRIMARY : Intent.SUCCESS,
        icon: action.icon as never,
        message: t(action.done, { count: ids.length, items }),
        action: action.undo ? { text: t('panel.undo'), onClick: () => undo(offer) } : undefined,
      });
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <div className="ent-toolbar is-selection" role="toolbar" aria-label={t('bulk.actions')}>
      <Tag round intent="primary" minimal>
        {t('bulk.selected', { count: ticked.length })}
      </Tag>
      <Button variant="minimal" size="small" text={t('bulk.clear')} disabled={pending} onClick={onClear} />
      {offers.map((offer) => (
        <Button
          key={offer.action.id}
          className={`ent-bulk-${offer.action.id}`}
          intent={offer.action.intent ?? 'none'}
          icon={offer.action.icon as never}
          text={t(offer.action.label, { count: offer.rows.length })}
          disabled={!canWrite || pending}
          loading={pending && actions.bulk.variables?.action.id === offer.action.id}
          onClick={() => {
            if (!offer.action.confirm) return void run(offer);
            setAsked(offer);
            setAsking(true);
          }}
        />
      ))}
      <Alert
        isOpen={asking}
        intent={asked?.action.intent === 'danger' ? 'danger' : 'primary'}
        icon={asked?.action.icon as never}
        confirmButtonText={asked ? t(asked.action.label, { count: asked.rows.length }) : ''}
        cancelButtonText={t('panel.cancel')}
        onConfirm={() => asked && void run(asked)}
        onCancel={() => setAsking(false)}
      >
        {asked?.action.confirm && t(asked.action.confirm, { count: asked.rows.length, items })}
      </Alert>
    </div>
  );
}
