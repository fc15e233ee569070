import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskTemplate } from '@shared/api/library';
import { formKeys } from '@client/commands/formKeys';
import { useNameTaken } from '@client/api/useNameTaken';
import { libraryKeys } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';
import { notifySuccess, notifyUpdateFailed } from '@client/shell/notices';
import { libraryApi } from './api';
import { TemplateFields } from './TemplateFields';
import './libraryEnglish';
import './library.css';

interface Props {
  template: TaskTemplate;
  onClose(): void;
}

/**
 * "Edit template" on its details: the name (checked while typed, at its level, the template itself excepted), the
 * description and the tags; Save is PUT /studio/task-libraries/{template_id} (spec 2 §7).
 */
export function EditTemplateDialog({ template, onClose }: Props) {
  const { t } = useTranslation('library');
  const qc = useQueryClient();
  const selection = useSession((s) => s.selection);
  const [name, setName] = useState(template.template_name);
  const [description, setDescription] = useState(template.description);
  const [tags, setTags] = useState<string[]>(template.tags);
  const [busy, setBusy] = useState(false);
  const taken = useNameTaken(
    (n, signal) => libraryApi.validateName(n, template.level, signal, template.template_id),
    name,
    template.level,
    template.template_name,
  );
  const ready = !!name.trim() && !taken && !busy;

  const save = async () => {
    if (!ready) return;
    setBusy(true);
    try {
      const saved = await libraryApi.update(template.template_id, { template_name: name.trim(), description, tags });
      if (selection) await qc.invalidateQueries({ queryKey: libraryKeys.all(selection) });
      notifySuccess(t('edit.saved', { name: saved.template_name }));
      onClose();
    } catch (e) {
      notifyUpdateFailed(e);
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = formKeys<KeyboardEvent<HTMLFormElement>>({ submit: () => void save() });

  return (
    <Dialog isOpen onClose={onClose} title={t('edit.title', { name: template.template_name })} icon="edit" className="publish-dialog">
      <form
        onKeyDown={onKeyDown}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <DialogBody>
          <TemplateFields
            idPrefix="template"
            name={name}
            onName={setName}
            nameError={taken}
            description={description}
            onDescription={setDescription}
            tags={tags}
            onTags={setTags}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button variant="minimal" onClick={onClose} text={t('publish.cancel')} />
              <Button type="submit" intent="primary" icon="floppy-disk" loading={busy} disabled={!ready} text={t('edit.save')} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
