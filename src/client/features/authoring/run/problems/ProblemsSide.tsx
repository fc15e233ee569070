import { Button, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { registerFeatureCommands } from '@client/commands/featureCommands';
import type { ProblemsPanelProps } from './ProblemsPanel';
import { useProblemsStore } from './store';
import '../i18n';

const ProblemsPanel = lazy(() => import('./ProblemsPanel'));

/** The Problems panel beside the canvas, loaded when first opened. */
export function ProblemsSide(props: Omit<ProblemsPanelProps, 'onClose'>) {
  const open = useProblemsStore((s) => s.open);
  if (!open) return null;
  const close = () => {
    useProblemsStore.getState().setOpen(false);
    document.querySelector<HTMLElement>('.cf-viewport')?.focus();
  };
  return (
    <Suspense fallback={<aside className="run-panel"><Spinner size={24} /></aside>}>
      <ProblemsPanel {...props} onClose={close} />
    </Suspense>
  );
}

/** The toolbar's toggle of the panel. */
export function ProblemsButton() {
  const { t } = useTranslation('run');
  const open = useProblemsStore((s) => s.open);
  return <Button icon="issue" text={t('problems.open')} active={open} aria-pressed={open} onClick={() => useProblemsStore.getState().setOpen(!open)} />;
}

/**
 * canvas.problems (Shift+M): opens the panel with the keys on its current problem; pressed again with the keys in the
 * panel, closes it; with the keys elsewhere (on the canvas after a jump), gives them back to the panel.
 */
export function useProblemsCommand(ready: () => boolean) {
  const ref = useRef(ready);
  ref.current = ready;
  useEffect(() => () => useProblemsStore.getState().setOpen(false), []);
  useEffect(() => registerFeatureCommands({
    'canvas.problems': {
      available: () => ref.current(),
      run: () => {
        const s = useProblemsStore.getState();
        const inPanel = !!document.activeElement?.closest('.run-panel');
        if (!s.open) s.setOpen(true);
        else if (inPanel) s.setOpen(false);
        else s.focus();
      },
    },
  }), []);
}
