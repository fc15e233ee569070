import { Button, Dialog, DialogBody, DialogFooter, InputGroup, NonIdealState, SegmentedControl, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { KeyHint } from '@client/commands/KeyHint';
import { useSession } from '@client/session/store';
import { useContentList } from '../api';
import { findTab } from '../tabs';
import { tabWords } from '../tabTypes';
import { useCanWrite } from '../useAccess';
import { useFetchVariablesFailedNotice } from '../useFailureNotices';
import type { ContentsModalTab } from './contentsEvents';
import { ContentsEditor } from './ContentsEditor';
import { ContentsList } from './ContentsList';
import '../content.css';
import '../../buildEnglish';
import { editorTitleKey } from '../editor/titles';

/** The global contents window: Variables and Prompts, in list mode and edit mode (spec 2 §2). */
export default function ContentsModal({ request, onClose }: { request: { tab: ContentsModalTab } | null; onClose(): void }) {
  const { t } = useTranslation('content');
  const [, navigate] = useLocation();
  const account = useSession((s) => !!s.selection && s.selection.acId !== 'all');
  const [which, setWhich] = useState<ContentsModalTab>('variables');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (request) {
      setWhich(request.tab);
      setEditing(null);
    }
  }, [request]);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const tab = findTab(which)!;
  const canWrite = useCanWrite(tab);
  const list = useContentList<Record<string, unknown>>(tab, { folderId: null, taskId: null, search });
  useFetchVariablesFailedNotice(list, which === 'variables' && !!request);
  // The list keeps the previous answer while a new search loads, but never another tab's rows (a variable is no prompt).
  const dataTab = useRef(which);
  if (list.data && !list.isPlaceholderData) dataTab.current = which;
  const items = list.data && dataTab.current === which ? list.data : undefined;
  const listMode = editing === null;
  const isOpen = !!request && account;

  return (
    <Dialog
      isOpen={isOpen}
      onClose={() => (listMode ? onClose() : setEditing(null))}
      canOutsideClickClose={listMode}
      title={t('modal.title')}
      icon="box"
      className="content-modal"
    >
      {listMode ? (
        <>
          <DialogBody className="content-modal-body">
            <div className="content-modal-head">
              <SegmentedControl
                small
                value={which}
                options={[
                  { value: 'variables', label: t('tabs.variables') },
                  { value: 'prompts', label: t('tabs.prompts') },
                ]}
                onValueChange={(v) => setWhich(v as ContentsModalTab)}
              />
              <InputGroup
                small
                leftIcon="search"
                type="search"
                autoFocus
                className="content-modal-search"
                placeholder={t('modal.search', tabWords(t, tab))}
                value={text}
                onValueChange={setText}
              />
            </div>
            {list.isError && !items ? (
              <NonIdealState icon="error" description={list.error?.message} />
            ) : !items ? (
              <Spinner size={24} />
            ) : items.length === 0 ? (
              <NonIdealState icon={tab.icon} description={t('list.empty', tabWords(t, tab))} />
            ) : (
              <ContentsList tab={tab} items={items} onOpen={(id) => setEditing(id)} />
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button
                  variant="minimal"
                  icon="share"
                  text={t('modal.open')}
                  onClick={() => {
                    onClose();
                    navigate(`/build/content?tab=${tab.id}`);
                  }}
                />
                <Button
                  intent="primary"
                  icon="add"
                  disabled={!canWrite}
                  text={t(editorTitleKey(tab, 'create'))}
                  onClick={() => setEditing('new')}
                />
              </>
            }
          >
            <span className="content-modal-hint">
              <KeyHint command="form.close" /> {t('actions.close')}
            </span>
          </DialogFooter>
        </>
      ) : (
        <ContentsEditor
          key={`${which}-${editing}`}
          tab={tab}
          id={editing === 'new' ? null : editing}
          canWrite={canWrite}
          onBack={() => setEditing(null)}
        />
      )}
    </Dialog>
  );
}
