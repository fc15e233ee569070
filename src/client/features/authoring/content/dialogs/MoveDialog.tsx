import { Button, Dialog, DialogBody, DialogFooter, Icon } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFolders } from '../api';
import { MAIN_FOLDER } from '../store';

/** Move to folder: Main or a user folder (Archived is reached by safe delete only). */
export function MoveDialog(props: {
  open: boolean;
  count: number;
  current: number;
  busy: boolean;
  onMove(folderId: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation('content');
  const folders = useFolders();
  const [target, setTarget] = useState<number | null>(null);
  useEffect(() => setTarget(null), [props.open]);
  const options = [{ folder_id: MAIN_FOLDER, folder_name: t('folders.main') }, ...(folders.data ?? [])];
  return (
    <Dialog
      isOpen={props.open}
      onClose={props.onClose}
      title={t('move.title', { count: props.count })}
      icon="folder-shared-open"
      className="content-dialog-small"
    >
      <DialogBody>
        <ul className="content-move-list" role="listbox" aria-label={t('move.target')}>
          {options.map((f) => {
            const disabled = f.folder_id === props.current;
            return (
              <li key={f.folder_id}>
                <button
                  type="button"
                  role="option"
                  aria-selected={target === f.folder_id}
                  disabled={disabled}
                  className={`content-move-option${target === f.folder_id ? ' is-active' : ''}`}
                  onClick={() => setTarget(f.folder_id)}
                  onDoubleClick={() => props.onMove(f.folder_id)}
                >
                  <Icon icon={f.folder_id === MAIN_FOLDER ? 'home' : 'folder-close'} size={14} />
                  <span>{f.folder_name}</span>
                  {disabled && <span className="content-folder-meta">{t('move.current')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={props.onClose} />
            <Button
              intent="primary"
              loading={props.busy}
              disabled={target === null}
              text={t('actions.move')}
              onClick={() => target !== null && props.onMove(target)}
            />
          </>
        }
      />
    </Dialog>
  );
}
