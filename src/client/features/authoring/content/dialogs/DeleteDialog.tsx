import { Button, Callout, Dialog, DialogBody, DialogFooter, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { messages } from '@shared/messages';
import type { DeleteType, UsageGroup } from '@shared/api/content';
import { UsageTree } from './UsageTree';

export interface DeleteEntry {
  id: number;
  name: string;
  deletable: boolean;
  message: string;
  usages: UsageGroup[];
}

export interface DeleteRequest {
  type: DeleteType;
  entries: DeleteEntry[];
}

interface Props {
  request: DeleteRequest | null;
  inArchived: boolean;
  busy: boolean;
  onConfirm(type: DeleteType): void;
  onClose(): void;
}

/**
 * The confirmation of a delete whose content is in use (spec 2 §4): the usages, and for a model
 * that may not be deleted while used (Prompt, Variable …) the refusal 'Content cannot be deleted'.
 */
export function DeleteDialog({ request, inArchived, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation('content');
  const refused = request?.entries.some((e) => !e.deletable) ?? false;
  return (
    <Dialog
      isOpen={!!request}
      onClose={onClose}
      title={refused ? messages.content.deleteBlockedTitle : t('delete.confirmTitle')}
      icon={refused ? 'disable' : 'warning-sign'}
      className="content-dialog"
    >
      <DialogBody>
        {request?.entries.map((entry) => (
          <section key={entry.id} className="content-delete-entry" data-testid="delete-entry">
            <Callout intent={entry.deletable ? 'warning' : 'danger'} compact icon={null}>
              <strong>{entry.name}</strong>
              <p>{entry.deletable ? messages.content.inUseWarning : entry.message}</p>
            </Callout>
            <UsageTree usages={entry.usages} />
          </section>
        ))}
      </DialogBody>
      <DialogFooter
        actions={
          refused ? (
            <Tooltip content={messages.content.unlinkBeforeDeleteTooltip} placement="top">
              <Button intent="primary" text={t('actions.close')} onClick={onClose} />
            </Tooltip>
          ) : (
            <>
              <Button text={t('actions.cancel')} onClick={onClose} />
              {!inArchived && (
                <Tooltip content={messages.content.safeDeleteTooltip} placement="top">
                  <Button icon="archive" loading={busy} text={t('actions.safeDelete')} onClick={() => onConfirm('safe')} />
                </Tooltip>
              )}
              <Tooltip content={messages.content.forceDeleteTooltip} placement="top">
                <Button intent="danger" icon="trash" loading={busy} text={t('actions.forceDelete')} onClick={() => onConfirm('force')} />
              </Tooltip>
            </>
          )
        }
      />
    </Dialog>
  );
}
