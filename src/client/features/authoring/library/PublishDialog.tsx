import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publishLevels } from '@shared/access/library';
import type { Task } from '@shared/api/flow';
import type { TemplateLevel } from '@shared/api/library';
import { notifyCreateFailed, notifySuccess } from '@client/shell/notices';
import { useDebounced } from '@client/shell/useDebounced';
import { libraryKeys } from '@client/api/queryKeys';
import { useAccessContext } from '../content/accessContext';
import { libraryApi } from './api';
import { TemplateFields } from './TemplateFields';
import './libraryEnglish';
import './library.css';

interface Props {
  /** The task to publish; null keeps the dialog closed. */
  task: Task | null;
  onClose(): void;
}

/** "Publish to library…": the task as a template at a level the user may publish at, with its name checked as it is typed. */
export function PublishDialog({ task, onClose }: Props) {
  const { t } = useTranslation('library');
  const ctx = useAccessContext();
  const qc = useQueryClient();
  const levels = useMemo(() => (ctx ? publishLevels(ctx) : []), [ctx]);
  const [level, setLevel] = useState<TemplateLevel>('ac');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checked = useDebounced(name.trim(), 300);

  useEffect(() => {
    if (!task) return;
    setName(task.task_name);
    setDescription('');
    setTags(task.tags);
    setNameError(null);
    setLevel(levels.includes('ac') ? 'ac' : (levels[0] ?? 'ac'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [task]);

  useEffect(() => {
    if (!task || !checked) return setNameError(null);
    let live = true;
    libraryApi.validateName(checked, level).then(
      (r) => live && setNameError(r.valid ? null : r.message),
      (e: Error) => live && setNameError(e.message),
    );
    return () => {
      live = false;
    };
  }, [task, checked, level]);

  const publish = async () => {
    if (!task || !name.trim() || nameError || busy) return;
    setBusy(true);
    try {
      const made = await libraryApi.publish(task.task_id, { level, template_name: name.trim(), description, tags });
      if (ctx) await qc.invalidateQueries({ queryKey: libraryKeys.all(ctx.selection) });
      notifySuccess(t('publish.done', { name: made.template_name }));
      onClose();
    } catch (e) {
      notifyCreateFailed(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen={!!task}
      onClose={onClose}
      title={t('publish.title', { name: task?.task_name ?? '' })}
      icon="book"
      className="publish-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void publish();
        }}
      >
        <DialogBody>
          {levels.length === 0 ? (
            <Callout icon="lock">{t('publish.noLevel')}</Callout>
          ) : (
            <>
              <FormGroup label={t('publish.level')} labelFor="publish-level">
                <HTMLSelect id="publish-level" fill value={level} onChange={(e) => setLevel(e.currentTarget.value as TemplateLevel)}>
                  {levels.map((l) => (
                    <option key={l} value={l}>
                      {t(`levels.${l}`)}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <TemplateFields
                idPrefix="publish"
                name={name}
                onName={setName}
                nameError={nameError}
                description={description}
                onDescription={setDescription}
                tags={tags}
                onTags={setTags}
              />
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button variant="minimal" onClick={onClose} text={t('publish.cancel')} />
              <Button
                type="submit"
                intent="primary"
                icon="book"
                loading={busy}
                disabled={levels.length === 0 || !name.trim() || !!nameError}
                text={t('publish.start')}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
