import { useTranslation } from 'react-i18next';
import { CommandButton } from '@client/commands/CommandButton';
import '../i18n';

/** The canvas toolbar's way to the task's live monitoring page: the canvas.liveMonitor command (Alt+M). */
export function LiveButton() {
  const { t } = useTranslation('run');
  return <CommandButton command="canvas.liveMonitor" text={t('live.open')} />;
}
