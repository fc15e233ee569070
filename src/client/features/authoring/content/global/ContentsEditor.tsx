import { Button, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyHint } from '@client/commands/KeyHint';
import { useContentEditor } from '../editor/useContentEditor';
import type { AnyContentTab } from '../tabTypes';
import { editorTitleKey } from '../editor/titles';
import { formKeys } from '@client/commands/formKeys';

/** Edit mode of the contents window: the tab's form; Ctrl/Cmd+Enter saves and returns to the list. */
export function ContentsEditor({
  tab,
  id,
  canWrite,
  onBack,
}: {
  tab: AnyContentTab;
  id: number | null;
  canWrite: boolean;
  onBack(): void;
}) {
  const { t } = useTranslation('content');
  const editor = useContentEditor(tab, id === null ? { mode: 'create' } : { mode: 'update', id }, onBack);
  const { Editor } = tab;
  // The list row that opened the editor is gone: the focus comes into the editor (else it is on the page's body,
  // where Escape and Ctrl/Cmd+Enter do not reach the window) until the form's own first field takes it.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!root.current?.contains(document.activeElement)) root.current?.focus();
  }, []);
  const onKeyDown = formKeys<KeyboardEvent>({
    submit: () => {
      if (!canWrite) return false;
      void editor.save();
    },
  });
  return (
    <div ref={root} tabIndex={-1} className="content-modal-editor" onKeyDown={onKeyDown}>
      <DialogBody className="content-modal-body">
        <h3 className="content-editor-title">{t(editorTitleKey(tab, id === null ? 'create' : 'update'))}</h3>
        {editor.ready ? (
          <Editor draft={editor.draft} onChange={editor.setDraft} readOnly={!canWrite} deps={editor.deps} errors={editor.errors} />
        ) : (
          <Spinner size={24} />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button icon="arrow-left" text={t('modal.back')} onClick={onBack} />
            <Button
              intent="primary"
              loading={editor.saving}
              disabled={!canWrite || !editor.ready || !!editor.nameTaken}
              onClick={() => void editor.save()}
            >
              {t(id === null ? 'actions.create' : 'actions.save')} <KeyHint command="form.submit" />
            </Button>
          </>
        }
      />
    </div>
  );
}
