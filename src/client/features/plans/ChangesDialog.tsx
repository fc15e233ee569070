import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { PlanChanges } from '@shared/api/plans';

interface Props {
  changes: PlanChanges | null;
  saving: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The changes check's answer before an unsafe update (spec 3 §4): which accounts would lose what; saved only when confirmed. */
export function ChangesDialog({ changes, saving, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('plans');
  const blocking = !!changes?.changes.some((c) => c.over_limits.length > 0);
  return (
    <Dialog isOpen={!!changes} onClose={onCancel} title={t('changes.title')} icon="warning-sign">
      <DialogBody>
        <Callout intent={blocking ? 'danger' : 'warning'} className="plan-loss">
          {t(blocking ? 'changes.blocking' : 'changes.intro')}
        </Callout>
        <div data-testid="plan-changes">
          {changes?.changes.map((c) => (
            <section key={c.ac_id} className="plan-loss" aria-label={c.ac_name}>
              <h4>{t('changes.account', { account: c.ac_name, provider: c.sp_name })}</h4>
              <ul>
                {c.lost_features.map((f) => (
                  <li key={f}>{t('changes.loses', { item: f })}</li>
                ))}
                {c.lost_nodes.map((n) => (
                  <li key={n.node_type}>{t('changes.losesNode', { type: n.node_type, count: n.in_use })}</li>
                ))}
                {[...c.lost_voices, ...c.lost_languages].map((item) => (
                  <li key={item}>{t('changes.loses', { item })}</li>
                ))}
                {c.over_limits.map((o) => (
                  <li key={o.feature}>{t('changes.overLimit', { feature: o.feature, limit: o.limit, usage: o.usage })}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('changes.cancel')} onClick={onCancel} />
            {!blocking && <Button intent="danger" icon="floppy-disk" loading={saving} text={t('changes.confirm')} onClick={onConfirm} />}
          </>
        }
      />
    </Dialog>
  );
}
