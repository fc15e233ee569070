import { useTranslation } from 'react-i18next';
import { CommandButton } from '@client/commands/CommandButton';
import '../i18n';

/** Task types a customer talks to in a chat: they have a chat preview. */
export const hasChatPreview = (taskType: string | undefined) =>
  taskType === 'chatbot' || taskType === 'messaging' || taskType === 'whatsapp';

/** The canvas toolbar's way to the chat preview, for chat tasks only: the canvas.chatPreview command (Alt+P). */
export function PreviewButton({ taskType }: { taskType: string | undefined }) {
  const { t } = useTranslation('run');
  if (!hasChatPreview(taskType)) return null;
  return <CommandButton command="canvas.chatPreview" text={t('preview.open')} />;
}
