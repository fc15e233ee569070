import { Button, Intent, Menu, MenuItem, Popover, Spinner, Tag, Tooltip } from '@blueprintjs/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Task } from '@shared/api/flow';
import type { TaskNumber } from '@shared/api/telephony';
import { TaskNumberTags } from '../../telephony/TaskNumberTags';
import type { DuplicateState } from './useTaskActions';
import type { WorkflowAction } from './WorkflowRunDialog';

interface Props {
  task: Task;
  /** The task's phone numbers (a call to one runs it). */
  numbers?: readonly TaskNumber[];
  dup?: DuplicateState;
  canWrite: boolean;
  onToggle(task: Task, field: 'is_favorite' | 'protected'): void;
  onEdit(task: Task): void;
  onDuplicate(task: Task): void;
  onDuplicateCollection(task: Task): void;
  onExport(task: Task): void;
  /** Run now or Schedule of a workflow task (its menu offers them for workflow tasks only). */
  onWorkflow(task: Task, action: WorkflowAction): void;
  /** Absent when the user may publish at no level: the menu item shows disabled. */
  onPublish?(task: Task): void;
  onDelete(task: Task): void;
  onTag(tag: string): void;
}

/** One row of the task list. */
export const TaskRow = memo(function TaskRow({
  task,
  numbers,
  dup,
  canWrite,
  onToggle,
  onEdit,
  onDuplicate,
  onDuplicateCollection,
  onExport,
  onWorkflow,
  onPublish,
  onDelete,
  onTag,
}: Props) {
  const { t } = useTranslation('flow');
  const favourite = !!task.is_favorite;
  const locked = !!task.protected;
  return (
    <tr data-testid={`task-row-${task.task_id}`}>
      <td className="tasks-col-icon">
        <Tooltip content={favourite ? t('tasks.unfavourite') : t('tasks.favourite')} hoverOpenDelay={500}>
          <Button
            variant="minimal"
            size="small"
            icon={favourite ? 'star' : 'star-empty'}
            intent={favourite ? Intent.WARNING : Intent.NONE}
            aria-pressed={favourite}
            aria-label={t('tasks.favourite')}
            onClick={() => onToggle(task, 'is_favorite')}
          />
        </Tooltip>
      </td>
      <td className="tasks-col-name">
        <Link href={`/build/callflow/${task.task_id}`} className="tasks-name" title={task.task_name}>
          {task.task_name}
        </Link>
        <span className="tasks-id">#{task.task_id}</span>
      </td>
      <td>
        <Tag minimal round className={`tasks-type tasks-type-${task.task_type}`}>
          {t(`taskTypes.${task.task_type}`)}
        </Tag>
      </td>
      <td className="tasks-col-tags">
        {task.tags.map((tag) => (
          // Reached by ←/→ along the row, not by Tab: a row is one Tab stop per control, not one per tag.
          <Tag
            key={tag}
            minimal
            interactive
            tabIndex={-1}
            data-row-key
            aria-label={t('tasks.filterByTag', { tag })}
            onClick={() => onTag(tag)}
          >
            {tag}
          </Tag>
        ))}
        {numbers && <TaskNumberTags numbers={numbers} />}
      </td>
      <td className="tasks-col-icon">
        <Tooltip content={locked ? t('tasks.unlock') : t('tasks.lock')} hoverOpenDelay={500}>
          <Button
            variant="minimal"
            size="small"
            icon={locked ? 'lock' : 'unlock'}
            intent={locked ? Intent.PRIMARY : Intent.NONE}
            aria-pressed={locked}
            aria-label={t('tasks.lock')}
            disabled={!canWrite}
            onClick={() => onToggle(task, 'protected')}
          />
        </Tooltip>
      </td>
      <td className="tasks-col-actions">
        {dup?.duplicating && <Spinner size={16} aria-label={t('tasks.duplicating')} />}
        <Popover
          placement="bottom-end"
          content={
            <Menu>
              <MenuItem icon="flow-branch" text={t('tasks.openCanvas')} href={`/build/callflow/${task.task_id}`} />
              <MenuItem icon="edit" text={t('tasks.edit')} disabled={!canWrite} onClick={() => onEdit(task)} />
              <MenuItem
                icon="duplicate"
                text={t('tasks.duplicate')}
                disabled={!canWrite || dup?.duplicating}
                onClick={() => onDuplicate(task)}
              />
              <MenuItem
                icon="layers"
                text={t('tasks.duplicateCollection')}
                disabled={!canWrite || dup?.duplicating}
                onClick={() => onDuplicateCollection(task)}
              />
              {task.task_type === 'workflow' && (
                <>
                  <MenuItem icon="play" text={t('run:workflow.rowRun')} disabled={!canWrite} onClick={() => onWorkflow(task, 'run')} />
                  <MenuItem
                    icon="time"
                    text={t('run:workflow.rowSchedule')}
                    disabled={!canWrite}
                    onClick={() => onWorkflow(task, 'schedule')}
                  />
                </>
              )}
              <MenuItem icon="export" text={t('transfer:rowExport')} disabled={!canWrite} onClick={() => onExport(task)} />
              <MenuItem icon="book" text={t('library:rowPublish')} disabled={!onPublish} onClick={() => onPublish?.(task)} />
              <MenuItem
                icon="trash"
                intent="danger"
                text={t('tasks.delete')}
                disabled={!canWrite || locked}
                onClick={() => onDelete(task)}
              />
            </Menu>
          }
        >
          <Button variant="minimal" size="small" icon="more" aria-label={t('tasks.actions')} />
        </Popover>
      </td>
    </tr>
  );
});
