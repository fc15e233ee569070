import { Alert, Button, InputGroup, SegmentedControl, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFolders } from '../api';
import { FolderNameDialog } from '../dialogs/FolderNameDialog';
import { ARCHIVED_FOLDER, MAIN_FOLDER, useContentStore, type SidebarTab } from '../store';
import { useCanWriteFolders } from '../useAccess';
import { FolderRow } from './FolderRow';
import { TaskList } from './TaskList';
import { useFolderActions } from './useFolderActions';

/** Folders (Main, the user's folders, Archived) and Tasks, each with its search (spec 2 §2). */
export function FolderSidebar() {
  const { t } = useTranslation('content');
  const tab = useContentStore((s) => s.sidebarTab);
  const folderId = useContentStore((s) => s.folderId);
  const setTab = useContentStore((s) => s.setSidebarTab);
  const selectFolder = useContentStore((s) => s.selectFolder);
  const [searches, setSearches] = useState({ folders: '', tasks: '' });
  const folders = useFolders();
  const canWrite = useCanWriteFolders();
  const actions = useFolderActions();
  const text = searches[tab].trim().toLowerCase();
  const userFolders = (folders.data ?? []).filter((f) => !text || f.folder_name.toLowerCase().includes(text));

  return (
    <aside className="content-sidebar" aria-label={t('sidebar.label')}>
      <SegmentedControl
        fill
        small
        className="content-sidebar-tabs"
        value={tab}
        options={[
          { value: 'folders', label: t('sidebar.folders') },
          { value: 'tasks', label: t('sidebar.tasks') },
        ]}
        onValueChange={(v) => setTab(v as SidebarTab)}
      />
      <div className="content-sidebar-search">
        <InputGroup
          small
          leftIcon="search"
          type="search"
          aria-label={t(tab === 'folders' ? 'sidebar.searchFolders' : 'sidebar.searchTasks')}
          placeholder={t(tab === 'folders' ? 'sidebar.searchFolders' : 'sidebar.searchTasks')}
          value={searches[tab]}
          onValueChange={(v) => setSearches((s) => ({ ...s, [tab]: v }))}
        />
        {tab === 'folders' && (
          <Tooltip content={t('folders.create')} placement="top" hoverOpenDelay={500}>
            <Button small variant="minimal" icon="plus" aria-label={t('folders.create')} disabled={!canWrite} onClick={actions.create} />
          </Tooltip>
        )}
      </div>
      {tab === 'folders' ? (
        <ul className="content-folders" aria-label={t('sidebar.folders')}>
          <FolderRow
            id={MAIN_FOLDER}
            name={t('folders.main')}
            icon="home"
            active={folderId === MAIN_FOLDER}
            onSelect={() => selectFolder(MAIN_FOLDER)}
          />
          {userFolders.map((f) => (
            <FolderRow
              key={f.folder_id}
              id={f.folder_id}
              name={f.folder_name}
              icon={folderId === f.folder_id ? 'folder-open' : 'folder-close'}
              active={folderId === f.folder_id}
              onSelect={() => selectFolder(f.folder_id)}
              onRename={canWrite ? () => actions.rename(f.folder_id, f.folder_name) : undefined}
              onDelete={canWrite ? () => actions.remove(f.folder_id, f.folder_name) : undefined}
            />
          ))}
          {/* A rule between the folders and Archived: drawn only, a list holds list items. */}
          <li className="content-folders-divider" aria-hidden="true" />
          <FolderRow
            id={ARCHIVED_FOLDER}
            name={t('folders.archived')}
            icon="archive"
            active={folderId === ARCHIVED_FOLDER}
            onSelect={() => selectFolder(ARCHIVED_FOLDER)}
          />
        </ul>
      ) : (
        <TaskList search={searches.tasks} />
      )}
      <FolderNameDialog request={actions.request} busy={actions.busy} onSubmit={actions.submit} onCancel={actions.cancel} />
      <Alert
        isOpen={!!actions.removing}
        icon="trash"
        intent="danger"
        loading={actions.busy}
        confirmButtonText={t('actions.delete')}
        cancelButtonText={t('actions.cancel')}
        onConfirm={actions.confirmRemove}
        onCancel={actions.cancelRemove}
      >
        <p>{t('folders.deleteConfirm', { name: actions.removing?.name ?? '' })}</p>
      </Alert>
    </aside>
  );
}
