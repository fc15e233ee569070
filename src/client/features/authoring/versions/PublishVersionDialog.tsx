import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '@client/commands/formKeys';
import { publishTask } from './actions';
import { useVersions } from './api';
import { useVersionsStore } from './store';

/**
 * Publishing asks for the version's name first, prefilled with the name it would get untitled ("Untitled version N").
 * Enter or Ctrl/Cmd+Enter publishes, Escape cancels; a blank name publishes an untitled version.
 */
export function PublishVersionDialog({ taskId, onPublished }: { taskId: number; onPublished(): void }) {
  const { t } = useTranslation('versions');
  const open = useVersionsStore((s) => s.publishing);
  const list = useVersions(taskId, open);
  const next = Math.max(0, ...(list.data?.versions ?? []).map((v) => v.version_number)) + 1;
  const suggested = t('panel.untitled', { number: next });
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setName(suggested);
  }, [open, suggested]);
  const close = () => useVersionsStore.getState().askPublish(false);
  const submit = () => {
    if (busy) return;
    setBusy(true);
    const trimmed = name.trim();
    void publishTask(taskId, trimmed && trimmed !== suggested ? trimmed : null, onPublished)
      // Published, or refused by the gate (its errors are listed in the versions panel): the dialog has done its part.
      .then((ok) => (ok || useVersionsStore.getState().gate) && close())
      .finally(() => setBusy(false));
  };
  return (
    <Dialog isOpen={open} onClose={close} title={t('publishDialog.title')} icon="endorsed" className="vs-publish-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        onKeyDown={formKeys({ submit })}
      >
        <DialogBody>
          <FormGroup label={t('publishDialog.name')} labelFor="vs-publish-name" helperText={t('publishDialog.hint')}>
            <InputGroup id="vs-publish-name" autoFocus value={name} maxLength={120} onValueChange={setName} onFocus={(e) => e.currentTarget.select()} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('panel.cancel')} onClick={close} />
              <Button type="submit" intent="primary" icon="endorsed" loading={busy} text={t('panel.publish')} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
