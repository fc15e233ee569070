import { ButtonGroup, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '@shared/api/flow';
import { CommandButton } from '@client/commands/CommandButton';
import TaskNumbers from '../../telephony/TaskNumbers';
import { LiveButton } from '../run/live/LiveButton';
import { PreviewButton } from '../run/preview/PreviewButton';
import { ProblemsButton } from '../run/problems/ProblemsSide';
import { useSimStore } from '../sim/store';
import { PresenceAvatars } from '../versions/PresenceAvatars';
import { useVersionsStore } from '../versions/store';
import type { CanvasEditor } from '@shared/realtime';

interface Props {
  task: Task | null;
  readOnly: boolean;
  /** Edited since the canvas opened. */
  modified: boolean;
  /** Two versions are compared (the canvas draws them, read-only). */
  comparing: boolean;
  others: CanvasEditor[];
  /** The live view's flag is on. */
  liveOn: boolean;
  canWrite: boolean;
  /** The canvas has the keys (no editor open, not typing): the numbers' key acts. */
  ready: () => boolean;
  /** The palette of node types shows beside the canvas. */
  paletteOpen: boolean;
}

/**
 * The canvas's title bar: the task, its numbers and state tags, who else edits it, and the toolbar. Every button of
 * it runs a command (`CommandButton`), as its key and the palette do.
 */
export function CanvasHead({ task, readOnly, modified, comparing, others, liveOn, canWrite, ready, paletteOpen }: Props) {
  const { t } = useTranslation('flow');
  const versionsPanel = useVersionsStore((s) => s.panel);
  const simOpen = useSimStore((s) => s.open);
  return (
    <div className="cf-head">
      <CommandButton command="nav.build.tasks" variant="minimal" icon="arrow-left" aria-label={t('canvas.backToTasks')} />
      <h2 className="cf-title-text">{task?.task_name ?? '…'}</h2>
      {task && (
        <Tag minimal round>
          {t(`taskTypes.${task.task_type}`)}
        </Tag>
      )}
      {task && <TaskNumbers taskId={task.task_id} ready={ready} canWrite={canWrite && !task.protected} />}
      {readOnly && task && (
        <Tag intent="warning" icon="lock" minimal>
          {t('canvas.readOnly')}
        </Tag>
      )}
      {modified && (
        <Tag intent="primary" minimal>
          {t('canvas.modified')}
        </Tag>
      )}
      {comparing && (
        <Tag intent="warning" icon="comparison" minimal>
          {t('versions:panel.comparing')}
        </Tag>
      )}
      <span className="cf-spacer" />
      <PresenceAvatars others={others} />
      <ButtonGroup variant="minimal">
        <CommandButton
          command="canvas.versions"
          text={t('versions:panel.open')}
          active={versionsPanel === 'versions'}
          aria-pressed={versionsPanel === 'versions'}
        />
        <CommandButton command="canvas.simulator" text={t('sim:panel.title')} active={simOpen} aria-pressed={simOpen} />
        <CommandButton
          command="canvas.history"
          text={t('versions:history.open')}
          active={versionsPanel === 'history'}
          aria-pressed={versionsPanel === 'history'}
        />
        <ProblemsButton />
        <PreviewButton taskType={task?.task_type} />
        {liveOn && <LiveButton />}
        {!readOnly && <CommandButton command="canvas.publish" text={t('versions:panel.publish')} />}
        {!readOnly && (
          <CommandButton command="canvas.nodePalette" active={paletteOpen} aria-pressed={paletteOpen} aria-label={t('canvas.palette')} />
        )}
        <CommandButton command="canvas.undo" aria-label={t('commands.undo')} disabled={readOnly} />
        <CommandButton command="canvas.redo" aria-label={t('commands.redo')} disabled={readOnly} />
        <CommandButton command="canvas.fit" aria-label={t('commands.fit')} />
      </ButtonGroup>
    </div>
  );
}
