import { Button, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { Task } from '@shared/api/flow';
import { CommandButton } from '@client/commands/CommandButton';
import { KeyHint } from '@client/commands/KeyHint';
import { ScopeNotice } from '@client/shell/ScopeNotice';
import { useSession } from '@client/session/store';
import { useFeatureFlags } from '@client/api/featureFlags';
import { gatingFlags } from '@shared/gating-flags';
import { useTaskList } from './api';
import { DuplicateCollectionDialog } from './DuplicateCollectionDialog';
import { ExportTaskDialog } from '../transfer/ExportTaskDialog';
import { ImportTaskDialog } from '../transfer/ImportTaskDialog';
import { PublishDialog } from '../library/PublishDialog';
import { publishLevels } from '@shared/access/library';
import { useAccessContext } from '../content/accessContext';
import { TaskDialog } from './TaskDialog';
import { TaskFilters } from './TaskFilters';
import { rowKeys } from './rowKeys';
import { TaskRow } from './TaskRow';
import { WorkflowRunDialog, type WorkflowAction } from './WorkflowRunDialog';
import { useNumberUsage } from '../../telephony/api';
import { useCanWriteTasks } from './useCanWrite';
import { useTaskActions } from './useTaskActions';
import { useTaskFilter } from './useTaskFilter';
import './tasks.css';
import '../buildEnglish';

const mapFlag = [gatingFlags.taskMap];

const matches = (task: Task, text: string) =>
  !text ||
  task.task_name.toLowerCase().includes(text) ||
  String(task.task_id) === text ||
  task.tags.some((g) => g.toLowerCase().includes(text));

/** /build/tasks: the task list of the selected account (spec 2 §2). */
export default function TasksPage() {
  const { t } = useTranslation('flow');
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const account = useSession((s) => s.selection?.acId !== 'all');
  const [type, setType] = useTaskFilter();
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [favourites, setFavourites] = useState(false);
  const [editing, setEditing] = useState<Task | null>(null);
  const [collectionOf, setCollectionOf] = useState<Task | null>(null);
  const creating = query.has('create');
  const importing = query.has('import');
  const exportId = Number(query.get('export') ?? 0);
  const [exporting, setExporting] = useState<Task | null>(null);
  const publishId = Number(query.get('publish') ?? 0);
  const [publishing, setPublishing] = useState<Task | null>(null);
  // ?run=<task_id> and ?schedule=<task_id> (the palette's workflow commands) open Run now and Schedule of that task.
  const workflowQuery: [WorkflowAction, number] = query.has('run')
    ? ['run', Number(query.get('run'))]
    : ['schedule', Number(query.get('schedule') ?? 0)];
  const [workflowOf, setWorkflowOf] = useState<{ task: Task; action: WorkflowAction } | null>(null);
  const list = useTaskList(type);
  const canWrite = useCanWriteTasks();
  const actions = useTaskActions();
  const numbersOf = useNumberUsage();
  // The task map is behind the callflow-visualiser flag (spec 2 §6).
  const flags = useFeatureFlags(mapFlag);
  const access = useAccessContext();
  const canPublish = !!access && publishLevels(access).length > 0;

  const rows = useMemo(() => {
    const text = search.trim().toLowerCase();
    return (list.data ?? [])
      .filter((task) => task.is_enabled && matches(task, text) && (!tag || task.tags.includes(tag)) && (!favourites || task.is_favorite))
      .sort((a, b) => b.is_favorite - a.is_favorite || a.task_name.localeCompare(b.task_name));
  }, [list.data, search, tag, favourites]);

  // ?export=<task_id> (the palette's export command) opens the export of that task once the list has it.
  const exportTask = exporting ?? (list.data ?? []).find((task) => task.task_id === exportId) ?? null;
  // ?publish=<task_id> (the palette's publish command) opens "Publish to library…" for that task.
  const publishTask = publishing ?? (list.data ?? []).find((task) => task.task_id === publishId) ?? null;
  const closePublish = () => {
    setPublishing(null);
    if (publishId) navigate('/build/tasks', { replace: true });
  };
  const workflowTask =
    workflowOf?.task ?? (list.data ?? []).find((task) => task.task_id === workflowQuery[1] && task.task_type === 'workflow') ?? null;
  const closeWorkflow = () => {
    setWorkflowOf(null);
    if (workflowQuery[1]) navigate('/build/tasks', { replace: true });
  };
  const closeTransfer = () => {
    setExporting(null);
    if (importing || exportId) navigate('/build/tasks', { replace: true });
  };

  const closeDialog = () => {
    setEditing(null);
    if (creating) navigate('/build/tasks', { replace: true });
  };

  if (!account) {
    return (
      <div className="studio-page">
        <ScopeNotice level="ac" need="individual" resource={t('tasks.title')} />
      </div>
    );
  }
  return (
    <div className="studio-page tasks-page">
      <div className="studio-page-head">
        <p className="bp6-text-muted tasks-subtitle">{t('tasks.subtitle')}</p>
        {flags.on(gatingFlags.taskMap) && (
          <CommandButton command="tasks.map" className="tasks-map">
            {t('tasks.map')} <KeyHint command="tasks.map" />
          </CommandButton>
        )}
        <CommandButton command="tasks.library" className="tasks-library">
          {t('library:title')}
        </CommandButton>
        <CommandButton command="tasks.import" className="tasks-import" disabled={!canWrite}>
          {t('transfer:importButton')} <KeyHint command="tasks.import" />
        </CommandButton>
        <CommandButton command="tasks.create" intent="primary" className="tasks-new" disabled={!canWrite}>
          {t('tasks.new')} <KeyHint command="tasks.create" />
        </CommandButton>
      </div>
      <TaskFilters
        type={type}
        onType={setType}
        search={search}
        onSearch={setSearch}
        tag={tag}
        onTag={setTag}
        favourites={favourites}
        onFavourites={setFavourites}
      />
      {list.isPending ? (
        <div className="tasks-loading">
          <Spinner size={28} />
        </div>
      ) : list.isError ? (
        <NonIdealState
          icon="error"
          title={t('tasks.loadFailed')}
          description={list.error.message}
          action={<Button icon="refresh" text={t('tasks.retry')} onClick={() => void list.refetch()} />}
        />
      ) : rows.length === 0 ? (
        // Filtered to nothing, or nothing yet: and only a user who may create is asked to.
        (list.data ?? []).some((task) => task.is_enabled) || type !== 'all' ? (
          <NonIdealState icon="search" title={t('tasks.noMatch')} description={t('tasks.noMatchHint')} />
        ) : (
          <NonIdealState
            icon="flow-branch"
            title={t('tasks.empty')}
            description={t(canWrite ? 'tasks.emptyHint' : 'tasks.emptyReadOnly')}
          />
        )
      ) : (
        <HTMLTable className="tasks-table" interactive compact>
          <thead>
            <tr>
              <th aria-label={t('tasks.favourite')} />
              <th>{t('taskFields.task_name')}</th>
              <th>{t('taskFields.task_type')}</th>
              <th>{t('taskFields.tags')}</th>
              <th aria-label={t('tasks.lock')} />
              <th aria-label={t('tasks.actions')} />
            </tr>
          </thead>
          <tbody onKeyDown={rowKeys}>
            {rows.map((task) => (
              <TaskRow
                key={task.task_id}
                task={task}
                numbers={numbersOf.get(task.task_id)}
                dup={actions.duplicates[task.task_id]}
                canWrite={canWrite}
                onToggle={actions.toggle}
                onEdit={setEditing}
                onDuplicate={actions.duplicate}
                onDuplicateCollection={setCollectionOf}
                onExport={setExporting}
                onWorkflow={(task, action) => setWorkflowOf({ task, action })}
                onPublish={canPublish ? setPublishing : undefined}
                onDelete={actions.remove}
                onTag={setTag}
              />
            ))}
          </tbody>
        </HTMLTable>
      )}
      <ExportTaskDialog task={canWrite ? exportTask : null} onClose={closeTransfer} />
      <PublishDialog task={publishTask} onClose={closePublish} />
      <WorkflowRunDialog task={canWrite ? workflowTask : null} action={workflowOf?.action ?? workflowQuery[0]} onClose={closeWorkflow} />
      <ImportTaskDialog isOpen={importing && canWrite} onClose={closeTransfer} />
      <DuplicateCollectionDialog task={collectionOf} onClose={() => setCollectionOf(null)} onDuplicate={actions.duplicateCollection} />
      <TaskDialog
        open={creating || !!editing}
        task={editing}
        initialType={type === 'all' ? 'voice' : type}
        onClose={closeDialog}
        onSaved={(saved, created) => {
          closeDialog();
          if (created) navigate(`/build/callflow/${saved.task_id}`);
        }}
      />
    </div>
  );
}
