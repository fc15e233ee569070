import { useMemo, useState } from 'react';
import { contentApi, useContentList } from '../api';
import { DeleteDialog } from '../dialogs/DeleteDialog';
import { InUseDialog, type InUseTarget } from '../dialogs/InUseDialog';
import { MoveDialog } from '../dialogs/MoveDialog';
import { useDeleteFlow } from '../dialogs/useDeleteFlow';
import { EditorPanel } from '../editor/EditorPanel';
import { ARCHIVED_FOLDER, NO_TASK, useContentStore } from '../store';
import type { AnyContentTab, ContentRow } from '../tabTypes';
import { useMove } from '../useMove';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { useTranslation } from 'react-i18next';
import { ContentList } from './ContentList';
import { DetailPlaceholder } from './DetailPlaceholder';
import { ListToolbar } from './ListToolbar';

/** The list/detail layout of one content tab (spec 2 §2). */
export function ListPane({ tab, canWrite }: { tab: AnyContentTab; canWrite: boolean }) {
  const { t } = useTranslation('content');
  const sidebarTab = useContentStore((s) => s.sidebarTab);
  const folderId = useContentStore((s) => s.folderId);
  const taskId = useContentStore((s) => s.taskId);
  const search = useContentStore((s) => s.search);
  const editor = useContentStore((s) => s.editor);
  const ids = useContentStore((s) => s.selection.ids);
  const byTask = sidebarTab === 'tasks';
  const filter = useMemo(
    () => ({ folderId: byTask ? null : folderId, taskId: byTask ? (taskId === NO_TASK ? NO_TASK : taskId) : null, search }),
    [byTask, folderId, taskId, search],
  );
  const list = useContentList<ContentRow>(tab, filter);
  const items = list.data ?? [];
  const flow = useDeleteFlow(tab);
  const mover = useMove(tab);
  const [moving, setMoving] = useState(false);
  const [inUse, setInUse] = useState<InUseTarget | null>(null);

  const selected = () => items.filter((item) => ids.has(tab.idOf(item))).map((item) => ({ id: tab.idOf(item), name: tab.nameOf(item) }));
  const restore = async () => {
    const chosen = selected();
    try {
      for (const item of chosen) await contentApi.unarchive(tab, item.id);
      notifySuccess(t('delete.restored', { count: chosen.length }));
      useContentStore.getState().clearSelection();
    } catch (e) {
      notifyError(e);
    }
    await list.refetch();
  };

  return (
    <div className="content-split">
      <div className="content-list-pane">
        <ListToolbar
          tab={tab}
          total={items.length}
          fetching={list.isFetching}
          canWrite={canWrite}
          onMove={() => setMoving(true)}
          onDelete={(type) => flow.start(selected(), type)}
          onRestore={() => void restore()}
        />
        <ContentList tab={tab} items={items} loading={list.isPending} canWrite={canWrite} />
        {tab.ListAddon && <tab.ListAddon canWrite={canWrite} folderId={byTask ? 0 : Math.max(folderId, 0)} />}
      </div>
      <div className="content-detail-pane">
        {editor ? (
          <EditorPanel
            key={editor.mode === 'update' ? `${tab.id}-${editor.id}` : `${tab.id}-new`}
            tab={tab}
            target={editor.mode === 'create' ? { mode: 'create', folderId: byTask ? undefined : folderId } : editor}
            canWrite={canWrite}
            onDelete={(item, type) => flow.start([item], type)}
            onCheckInUse={setInUse}
          />
        ) : (
          <DetailPlaceholder tab={tab} canWrite={canWrite} />
        )}
      </div>
      <DeleteDialog
        request={flow.request}
        inArchived={folderId === ARCHIVED_FOLDER}
        busy={flow.busy}
        onConfirm={flow.confirm}
        onClose={flow.close}
      />
      <MoveDialog
        open={moving}
        count={ids.size}
        current={byTask ? NaN : folderId}
        busy={mover.busy}
        onClose={() => setMoving(false)}
        onMove={(target) => void mover.move(target, [...ids]).then((ok) => ok && setMoving(false))}
      />
      <InUseDialog tab={tab} target={inUse} onClose={() => setInUse(null)} />
    </div>
  );
}
