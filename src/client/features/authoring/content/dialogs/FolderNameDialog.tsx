import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FolderNameRequest {
  mode: 'create' | 'update';
  folderId?: number;
  initial: string;
}

/** The prompt dialog for a folder name: Create / Update / Cancel (spec 2 §2). */
export function FolderNameDialog(props: {
  request: FolderNameRequest | null;
  busy: boolean;
  onSubmit(name: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('content');
  const { request } = props;
  const [name, setName] = useState('');
  useEffect(() => setName(request?.initial ?? ''), [request]);
  const update = request?.mode === 'update';
  const valid = name.trim().length > 0 && name.trim() !== request?.initial;
  const submit = () => valid && !props.busy && props.onSubmit(name.trim());
  return (
    <Dialog
      isOpen={!!request}
      onClose={props.onCancel}
      title={t(update ? 'folders.renameTitle' : 'folders.createTitle')}
      icon="folder-close"
      className="content-dialog-small"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogBody>
          <FormGroup label={t('folders.name')} labelFor="folder-name">
            <InputGroup id="folder-name" autoFocus value={name} maxLength={100} onValueChange={setName} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('actions.cancel')} onClick={props.onCancel} />
              <Button
                type="submit"
                intent="primary"
                loading={props.busy}
                disabled={!valid}
                text={t(update ? 'actions.update' : 'actions.create')}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
