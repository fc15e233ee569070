import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '@shared/messages';
import { isCanceled } from '@client/api/http';
import { KeyHint } from '@client/commands/KeyHint';
import { useSession } from '@client/session/store';
import { notifySuccess } from '@client/shell/notices';
import { contentKeys } from '@client/api/queryKeys';
import { contentApi, useAccountVariables } from '../../content/api';
import type { EditorDeps } from '../../content/tabTypes';
import { createForms } from './createForms';
import { listedOf, refListKey, type CreatedModel, type RefOption } from './refSources';
// The library's form styles (the time zone list, form rows) for the forms reused here.
import '../../content/content.css';
import { nestedFormHandlers } from './nestedForm';
import { editorTitleKey } from '../../content/editor/titles';

interface Props {
  model: CreatedModel;
  /** What was typed in the picker's search: the new item's name to start from. */
  initialName: string;
  onCreated(item: RefOption): void;
  onClose(): void;
}

/**
 * 'Create <type>' over the node editor: the content library's rules and create call for a new item, which is
 * then chosen in the field. Enter or Ctrl/Cmd+Enter creates, Escape closes this dialog only; the server's
 * refusal (a name already taken) shows in the dialog.
 */
export default function CreateRefDialog({ model, initialName, onCreated, onClose }: Props) {
  const { t } = useTranslation('content');
  const spec = createForms[model]!;
  const { tab, Form } = spec;
  const qc = useQueryClient();
  const selection = useSession((s) => (s.selection && s.selection.acId !== 'all' ? s.selection : null));
  const variables = useAccountVariables();
  const deps: EditorDeps = useMemo(() => ({ variables: variables.data ?? [] }), [variables.data]);
  const [draft, setDraft] = useState<unknown>(() => spec.start(initialName));
  const [problem, setProblem] = useState<{ title?: string; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const create = async () => {
    if (saving) return;
    const built = tab.toBody(draft, deps, 'create');
    if ('error' in built) return setProblem({ text: t(built.error, built.values) });
    setSaving(true);
    setProblem(null);
    try {
      const saved = await contentApi.create(tab, built.body);
      const item = { id: tab.idOf(saved), name: tab.nameOf(saved) };
      if (selection) {
        // Choosable at once, then the lists (the library's too) are read again.
        const append = (old: unknown) => (Array.isArray(old) ? [...old, saved] : old);
        qc.setQueryData(refListKey(selection, listedOf(model)), append);
        if (model === 'complex_variable') qc.setQueriesData({ queryKey: contentKeys.complexVariables(selection) }, append);
        void qc.invalidateQueries({ queryKey: contentKeys.all(selection) });
      }
      notifySuccess(t('editor.created', { name: item.name }));
      onCreated(item);
    } catch (e) {
      if (!isCanceled(e))
        setProblem({ title: messages.createFailed, text: e instanceof Error && e.message ? e.message : messages.operationFailed });
      setSaving(false);
    }
  };

  const { onSubmit, onKeyDown } = nestedFormHandlers(() => void create());

  const title = t(editorTitleKey(tab, 'create'));
  return (
    <Dialog isOpen onClose={onClose} title={title} icon={tab.icon} className="cf-create-dialog" shouldReturnFocusOnClose={false}>
      <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
        <DialogBody>
          <div className="content-form cf-create-form">
            <Form draft={draft} onChange={setDraft} readOnly={false} deps={deps} />
          </div>
          {problem && (
            <Callout intent="danger" icon="error" title={problem.title} className="cf-create-problem" role="alert">
              {problem.text}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('actions.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" loading={saving}>
                {t('actions.create')} <KeyHint command="form.submit" />
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
