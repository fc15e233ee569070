import { Button, Menu, MenuDivider, MenuItem, NonIdealState, Popover, Spinner, Tab, Tabs, Tooltip } from '@blueprintjs/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '@shared/messages';
import { KeyHint } from '@client/commands/KeyHint';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { focusIsFree } from '@client/shell/focusIsFree';
import { contentApi } from '../api';
import { ARCHIVED_FOLDER, useContentStore } from '../store';
import type { AnyContentTab } from '../tabTypes';
import { useContentEditor, type EditorMode } from './useContentEditor';
import { editorTitleKey } from './titles';
import { formKeys } from '@client/commands/formKeys';

/** The view last chosen per tab ('form' or a view id), kept while the screen lives. */
const lastView = new Map<string, string>();

interface Props {
  tab: AnyContentTab;
  target: EditorMode;
  canWrite: boolean;
  onDelete(item: { id: number; name: string }, type: 'soft' | 'safe' | 'force'): void;
  onCheckInUse(item: { id: number; name: string }): void;
}

/** 'Create :title' / 'Update :title': the tab's form; Ctrl/Cmd+Enter saves, Escape closes. */
export function EditorPanel({ tab, target, canWrite, onDelete, onCheckInUse }: Props) {
  const { t } = useTranslation('content');
  const openEditor = useContentStore((s) => s.openEditor);
  const inArchived = useContentStore((s) => s.folderId === ARCHIVED_FOLDER);
  const editor = useContentEditor(tab, target, (saved) => openEditor({ mode: 'update', id: tab.idOf(saved) }));
  const { Editor } = tab;
  const title = t(editorTitleKey(tab, target.mode));
  const section = useRef<HTMLElement>(null);
  // The first field takes the focus once the form shows, and again whenever the editor is (re)opened,
  // for example from the palette on the item already showing; never from where the user went meanwhile (the
  // palette opened while a saved item loads, a dialog): typing there must stay there.
  useEffect(() => {
    const el = section.current;
    if (!editor.ready || !el || el.contains(document.activeElement) || !focusIsFree(el)) return;
    el.querySelector<HTMLElement>('.content-editor-body input, .content-editor-body textarea')?.focus();
  }, [editor.ready, target]);
  const current = target.mode === 'update' && editor.item.data ? { id: target.id, name: tab.nameOf(editor.item.data) } : null;
  // Views of a saved item beside its form (a datastore's documents): tabs under the title.
  const views = target.mode === 'update' ? (tab.views ?? []) : [];
  const [viewId, setViewId] = useState(() => lastView.get(tab.id) ?? 'form');
  const view = views.find((v) => v.id === viewId) ?? null;
  const chooseView = (id: string) => {
    lastView.set(tab.id, id);
    setViewId(id);
  };

  const onKeyDown = formKeys<KeyboardEvent>(
    {
      // A view of its own (a datastore's documents) saves itself.
      submit: () => {
        if (view) return false;
        if (canWrite) void editor.save();
      },
      close: () => openEditor(null),
    },
    { stop: ['submit'] },
  );
  const duplicate = async () => {
    if (!current) return;
    try {
      const copy = await contentApi.duplicate(tab, current.id);
      notifySuccess(t('editor.duplicated', { name: tab.nameOf(copy) }));
      openEditor({ mode: 'update', id: tab.idOf(copy) });
    } catch (e) {
      notifyError(e);
    }
  };

  const menu = current && (
    <Menu>
      {tab.duplicatePath && (
        <MenuItem icon="duplicate" text={t('actions.duplicate')} disabled={!canWrite} onClick={() => void duplicate()} />
      )}
      <MenuItem icon="diagram-tree" text={t('actions.checkInUse')} onClick={() => onCheckInUse(current)} />
      <MenuDivider />
      {!inArchived && (
        <Tooltip content={messages.content.safeDeleteTooltip} placement="left" targetTagName="div">
          <MenuItem icon="archive" text={t('actions.safeDelete')} disabled={!canWrite} onClick={() => onDelete(current, 'safe')} />
        </Tooltip>
      )}
      <MenuItem icon="trash" intent="danger" text={t('actions.delete')} disabled={!canWrite} onClick={() => onDelete(current, 'soft')} />
    </Menu>
  );

  return (
    <section
      ref={section}
      data-focus-scope
      className={`content-editor${view?.wide ? ' is-wide' : ''}`}
      aria-label={title}
      onKeyDown={onKeyDown}
    >
      <header className="content-editor-head">
        <h2 className="content-editor-title">{title}</h2>
        <div className="content-editor-tools">
          {menu && (
            <Popover content={menu} placement="bottom-end">
              <Button variant="minimal" icon="more" aria-label={t('actions.more')} />
            </Popover>
          )}
          <Tooltip
            content={
              <span>
                {t('actions.close')} <KeyHint command="form.close" />
              </span>
            }
            placement="bottom"
          >
            <Button variant="minimal" icon="cross" aria-label={t('actions.close')} onClick={() => openEditor(null)} />
          </Tooltip>
        </div>
      </header>
      {views.length > 0 && (
        <Tabs
          id="content-editor-views"
          className="content-editor-views"
          selectedTabId={view ? view.id : 'form'}
          onChange={(id) => chooseView(String(id))}
        >
          <Tab id="form" icon="edit" title={t('editor.form')} />
          {views.map((v) => (
            <Tab key={v.id} id={v.id} icon={v.icon} title={t(v.title)} />
          ))}
        </Tabs>
      )}
      <div className={`content-editor-body${view ? ' is-view' : ''}`}>
        {editor.item.isError ? (
          <NonIdealState icon="error" description={editor.item.error.message} />
        ) : !editor.ready ? (
          <Spinner size={24} />
        ) : view ? (
          <view.Component item={editor.item.data} readOnly={!canWrite} />
        ) : (
          <Editor draft={editor.draft} onChange={editor.setDraft} readOnly={!canWrite} deps={editor.deps} errors={editor.errors} />
        )}
      </div>
      <footer className="content-editor-foot" hidden={!!view}>
        <Button text={t('actions.cancel')} onClick={() => openEditor(null)} />
        <Button
          intent="primary"
          loading={editor.saving}
          disabled={!canWrite || !editor.ready || !!editor.nameTaken}
          onClick={() => void editor.save()}
        >
          {t(target.mode === 'create' ? 'actions.create' : 'actions.save')} <KeyHint command="form.submit" />
        </Button>
      </footer>
    </section>
  );
}
