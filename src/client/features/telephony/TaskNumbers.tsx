import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandButton } from '@client/commands/CommandButton';
import type { NumberControls } from '@client/commands/numberCommands';
import { openScreen } from '@client/commands/screens';
import { idleKey } from '@client/api/queryKeys';
import { AssignNumbersDialog } from './AssignNumbersDialog';
import { numberKeys, numbersApi, useAccountSelection } from './api';
import { TaskNumberTags } from './TaskNumberTags';
import './telephony.css';

/**
 * The canvas header's numbers: the task's phone numbers as tags, and "Assign number…" (Shift+N, the palette) to
 * choose them. Opens its controls to the command while the canvas is mounted.
 */
export default function TaskNumbers({ taskId, ready, canWrite }: { taskId: number; ready(): boolean; canWrite: boolean }) {
  const { t } = useTranslation('flow');
  const selection = useAccountSelection();
  const [open, setOpen] = useState(false);
  const all = useQuery({
    queryKey: selection ? numberKeys.account(selection) : idleKey('numbers'),
    enabled: !!selection,
    queryFn: ({ signal }) => numbersApi.account(signal),
  });
  const ref = useRef({ ready, canWrite });
  ref.current = { ready, canWrite };
  useEffect(() => {
    const controls: NumberControls = { ready: () => ref.current.ready(), canWrite: () => ref.current.canWrite, open: () => setOpen(true) };
    return openScreen('numbers', controls);
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
      <AssignNumbersDialog taskId={taskId} isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}
