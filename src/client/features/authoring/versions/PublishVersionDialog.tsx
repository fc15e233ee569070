import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { versionNotesMax } from '@shared/api/versions';
import { formKeys } from '@client/commands/formKeys';
import { publishTask } from './actions';
import { useVersions } from './api';
import { useVersionsStore } from './store';

/**
 * Publishing asks for the version's name first, prefilled with the name it would get untitled ("Untitled version N"),
 * and for notes on what changed (optional). Enter in the name or Ctrl/Cmd+Enter anywhere publishes, Escape cancels; a blank name publishes an untitled version.
 */
export function PublishVersionDialog({ taskId, onPublished }: { taskId: number; onPublished(): void }) {
  const { t } = useTranslation('versions');
  const open = useVersionsStore((s) => s.publishing);
  const list = useVersions(taskId, open);
  const next = Math.max(0, ...(list.data?.versions ?? []).map((v) => v.version_number)) + 1;
  const suggested = t('panel.untitled', { number: next });
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setName(suggested);
    setNotes('');
  }, [open, suggested]);
  const close = () => useVersionsStore.getState().askPublish(false);
  const submit = () => {
    if (busy) return;
    setBusy(true);
    const trimmed = name.trim();
    void publishTask(taskId, trimmed && trimmed !== suggested ? trimmed : null, onPublished, notes.trim() || null)
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
            <InputGroup
              id="vs-publish-name"
              autoFocus
              value={name}
              maxLength={120}
              onValueChange={setName}
              onFocus={(e) => e.currentTarget.select()}
            />
          </FormGroup>
          <FormGroup label={t('publishDialog.notes')} labelFor="vs-publish-notes" helperText={t('publishDialog.notesHint')}>
            <TextArea
              id="vs-publish-notes"
              fill
              rows={3}
              value={notes}
              maxLength={versionNotesMax}
              onChange={(e) => setNotes(e.currentTarget.value)}
            />
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
