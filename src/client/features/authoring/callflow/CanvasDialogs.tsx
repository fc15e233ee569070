import { Alert, Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useEffect, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowNode } from '@shared/api/flow';
import type { NodeUsage } from '@shared/flow';
import { registry } from '@plugins/registry';
import { useCanvasDialogs } from './dialogs';

/** Puts the focus on a dialog's first button once it is open, so Enter takes it and Escape leaves. */
const focusButton = (selector: string) => (el: HTMLElement) => el.querySelector<HTMLElement>(selector)?.focus();

/** Enter closes the reminder wherever the focus is inside it (Escape closes it through the dialog). */
const enterCloses = (close: () => void) => (e: KeyboardEvent) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  e.stopPropagation();
  close();
};

function ReminderItem({ node }: { node: FlowNode }) {
  const { t } = useTranslation('flow');
  const def = registry.get(node.node_type);
  const type = def ? t(def.label.key, { defaultValue: def.label.default }) : node.node_type;
  const linked = node.link_task_node?.task_name || (typeof node.config.task_id === 'number' ? `#${node.config.task_id}` : null);
  return (
    <li data-node-id={node.node_id}>
      <strong>{node.node_name}</strong>{' '}
      <span className="cf-dialog-sub">
        {type} · #{node.node_id}
      </span>
      {linked && <span className="cf-dialog-sub"> → {linked}</span>}
    </li>
  );
}

function usageText(t: (key: string, options?: Record<string, unknown>) => string, u: NodeUsage) {
  return t(`canvas.usages.${u.kind}`, { name: u.node_name, task: u.task_name ?? `#${u.task_id}` });
}

/**
 * The canvas's dialogs (spec 2 §4): the reminder after a paste of nodes that reference other tasks (Enter or
 * Escape closes it), the confirmation of a delete whose node is used elsewhere, and that of a canvas's deletion
 * (Enter deletes, Escape cancels). Confirming runs what the command that asked handed over (`proceed`).
 */
export function CanvasDialogs() {
  const { t } = useTranslation('flow');
  const reminder = useCanvasDialogs((s) => s.reminder);
  const confirmation = useCanvasDialogs((s) => s.deleteConfirmation);
  const canvasDeletion = useCanvasDialogs((s) => s.canvasDeletion);
  const close = useCanvasDialogs((s) => s.close);
  // Leaving the canvas leaves its dialogs behind.
  useEffect(() => close, [close]);
  return (
    <>
      <Dialog
        isOpen={!!reminder}
        onClose={close}
        onOpening={focusButton(`.${Classes.DIALOG_FOOTER_ACTIONS} .${Classes.BUTTON}`)}
        title={t('canvas.otherTasks.title')}
        icon="info-sign"
        className="cf-reminder-dialog"
      >
        <div onKeyDown={enterCloses(close)} role="presentation">
          <DialogBody>
            <p>{t('canvas.otherTasks.body')}</p>
            <ul className="cf-dialog-list" aria-label={t('canvas.otherTasks.title')}>
              {reminder?.map((node) => (
                <ReminderItem key={node.node_id} node={node} />
              ))}
            </ul>
          </DialogBody>
          <DialogFooter actions={<Button intent="primary" text={t('canvas.otherTasks.close')} onClick={close} />} />
        </div>
      </Dialog>
      <Alert
        isOpen={!!confirmation}
        intent="danger"
        icon="trash"
        className="cf-usages-alert"
        cancelButtonText={t('common:cancel')}
        confirmButtonText={t(confirmation?.branch ? 'commands.deleteBranch' : 'commands.deleteNode')}
        canEscapeKeyCancel
        onOpening={focusButton(`.${Classes.ALERT_FOOTER} .${Classes.BUTTON}`)}
        onCancel={close}
        onConfirm={() => {
          const proceed = confirmation?.proceed;
          close();
          proceed?.();
        }}
      >
        {confirmation && (
          <>
            <p>
              <strong>{t('canvas.usages.title', { name: confirmation.label })}</strong>
            </p>
            <ul className="cf-dialog-list">
              {confirmation.usages.map((u) => (
                <li key={`${u.kind}:${u.node_id}`} data-node-id={u.node_id}>
                  {usageText(t, u)}
                </li>
              ))}
            </ul>
          </>
        )}
      </Alert>
      <Alert
        isOpen={!!canvasDeletion}
        intent="danger"
        icon="trash"
        className="cf-canvas-delete-alert"
        cancelButtonText={t('common:cancel')}
        confirmButtonText={t('commands.deleteCanvas')}
        canEscapeKeyCancel
        onOpening={focusButton(`.${Classes.ALERT_FOOTER} .${Classes.BUTTON}`)}
        onCancel={close}
        onConfirm={() => {
          const proceed = canvasDeletion?.proceed;
          close();
          proceed?.();
        }}
      >
        {canvasDeletion && t('canvas.deleteConfirm', { name: canvasDeletion.name })}
      </Alert>
    </>
  );
}
