import { Button } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { registerFeatureCommands } from '@client/commands/featureCommands';
import '../i18n';

/** The canvas toolbar's way to the task's live monitoring page. */
export function LiveButton({ open }: { open(): void }) {
  const { t } = useTranslation('run');
  return <Button icon="pulse" text={t('live.open')} onClick={open} />;
}

/** canvas.liveMonitor (Alt+M): opens the live monitoring page of the task on the canvas. */
export function useLiveCommand(controls: { ready(): boolean; open(): void }) {
  const ref = useRef(controls);
  ref.current = controls;
  useEffect(() => registerFeatureCommands({
    'canvas.liveMonitor': { available: () => ref.current.ready(), run: () => ref.current.open() },
  }), []);
}
