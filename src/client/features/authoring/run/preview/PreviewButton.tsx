import { Button } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { registerFeatureCommands } from '@client/commands/featureCommands';
import '../i18n';

/** Task types a customer talks to in a chat: they have a chat preview. */
export const hasChatPreview = (taskType: string | undefined) => taskType === 'chatbot' || taskType === 'messaging' || taskType === 'whatsapp';

/** The canvas toolbar's way to the chat preview, and canvas.chatPreview (Alt+P), for chat tasks only. */
export function PreviewButton({ taskType, open }: { taskType: string | undefined; open(): void }) {
  const { t } = useTranslation('run');
  if (!hasChatPreview(taskType)) return null;
  return <Button icon="chat" text={t('preview.open')} onClick={open} />;
}

export function usePreviewCommand(controls: { ready(): boolean; taskType: string | undefined; open(): void }) {
  const ref = useRef(controls);
  ref.current = controls;
  useEffect(() => registerFeatureCommands({
    'canvas.chatPreview': { available: () => ref.current.ready() && hasChatPreview(ref.current.taskType), run: () => ref.current.open() },
  }), []);
}
