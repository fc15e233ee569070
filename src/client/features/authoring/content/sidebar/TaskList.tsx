import { Icon, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useContentTasks } from '../api';
import { useContentStore } from '../store';

/** The account's tasks: choosing one lists the content its nodes use. */
export function TaskList({ search }: { search: string }) {
  const { t } = useTranslation('content');
  const tasks = useContentTasks(true);
  const taskId = useContentStore((s) => s.taskId);
  const selectTask = useContentStore((s) => s.selectTask);
  if (tasks.isPending) return <Spinner size={20} className="content-sidebar-spinner" />;
  const text = search.trim().toLowerCase();
  const rows = (tasks.data ?? []).filter((task) => task.is_enabled && (!text || task.task_name.toLowerCase().includes(text)));
  if (rows.length === 0) return <NonIdealState className="content-sidebar-empty" description={t('tasks.empty')} />;
  return (
    <ul className="content-folders" aria-label={t('sidebar.tasks')}>
      {rows.map((task) => (
        <li key={task.task_id} className={`content-folder${task.task_id === taskId ? ' is-active' : ''}`}>
          <button
            type="button"
            className="content-folder-main"
            onClick={() => selectTask(task.task_id)}
            aria-current={task.task_id === taskId || undefined}
          >
            <Icon icon="flow-branch" size={14} />
            <span className="content-folder-name">{task.task_name}</span>
            <span className="content-folder-meta">{task.task_type}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
