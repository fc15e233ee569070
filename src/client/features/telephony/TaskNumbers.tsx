import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandButton } from '@client/commands/CommandButton';
import type { NumberControls } from '@client/commands/numberCommands';
import { openScreen } from '@client/commands/screens';
import { idleKey } from '@client/api/queryKeys';
import type { XsiControls } from '@client/commands/xsiCommands';
import { AssignNumbersDialog } from './AssignNumbersDialog';
import { XsiRulesDialog } from './XsiRulesDialog';
import { numberKeys, numbersApi, useAccountSelection } from './api';
import { TaskNumberTags } from './TaskNumberTags';
import './telephony.css';

/**
 * The canvas header's numbers: the task's phone numbers as tags, and "Assign number…" (Shift+N, the palette) to
 * choose them; beside them "XSI rules…" (Shift+X): the BroadWorks events that start the task. Opens its controls to the command while the canvas is mounted.
 */
export default function TaskNumbers({ taskId, ready, canWrite }: { taskId: number; ready(): boolean; canWrite: boolean }) {
  const { t } = useTranslation('flow');
  const selection = useAccountSelection();
  const [open, setOpen] = useState(false);
  const [xsiOpen, setXsiOpen] = useState(false);
  const all = useQuery({
    queryKey: selection ? numberKeys.account(selection) : idleKey('numbers'),
    enabled: !!selection,
    queryFn: ({ signal }) => numbersApi.account(signal),
  });
  const ref = useRef({ ready, canWrite });
  ref.current = { ready, canWrite };
  useEffect(() => {
    const controls: NumberControls = { ready: () => ref.current.ready(), canWrite: () => ref.current.canWrite, open: () => setOpen(true) };
    const closeNumbers = openScreen('numbers', controls);
    const xsi: XsiControls = { ready: () => ref.current.ready(), open: () => setXsiOpen(true) };
    const closeXsi = openScreen('xsi', xsi);
    return () => {
      closeNumbers();
      closeXsi();
    };
  }, []);
  return (
    <>
      <TaskNumberTags numbers={(all.data ?? []).filter((n) => n.task_id === taskId)} />
      <CommandButton
        command="canvas.assignNumber"
        variant="minimal"
        size="small"
        aria-label={t('commands.assignNumber')}
        title={t('commands.assignNumber')}
        disabled={!canWrite}
      />
      <CommandButton
        command="canvas.xsiRules"
        variant="minimal"
        size="small"
        aria-label={t('commands.xsiRules')}
        title={t('commands.xsiRules')}
      />
      <AssignNumbersDialog taskId={taskId} isOpen={open} onClose={() => setOpen(false)} />
      <XsiRulesDialog taskId={taskId} isOpen={xsiOpen} canWrite={canWrite} onClose={() => setXsiOpen(false)} />
    </>
  );
}
