import { Spinner } from '@blueprintjs/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandButton, commandButtonSelector } from '@client/commands/CommandButton';
import type { ProblemsPanelProps } from './ProblemsPanel';
import { useProblemsStore } from './store';
import '../i18n';
import { lazyChunk } from '@client/shell/chunks';

const ProblemsPanel = lazyChunk(() => import('./ProblemsPanel'));

/** The Problems panel beside the canvas, loaded when first opened. */
export function ProblemsSide(props: Omit<ProblemsPanelProps, 'onClose'>) {
  const open = useProblemsStore((s) => s.open);
  if (!open) return null;
  const close = () => {
    useProblemsStore.getState().setOpen(false);
    document.querySelector<HTMLElement>('.cf-viewport')?.focus();
  };
  return (
    <Suspense
      fallback={
        <aside className="run-panel" tabIndex={-1} ref={(el) => el?.focus()}>
          <Spinner size={24} />
        </aside>
      }
    >
      <ProblemsPanel {...props} onClose={close} />
    </Suspense>
  );
}

/** The toolbar's toggle of the panel: the canvas.problems command. */
export function ProblemsButton() {
  const { t } = useTranslation('run');
  const open = useProblemsStore((s) => s.open);
  return <CommandButton command="canvas.problems" text={t('problems.open')} active={open} aria-pressed={open} />;
}

/**
 * What canvas.problems (Shift+M) does: opens the panel with the keys on its current problem; pressed again with the
 * keys in the panel (or on its toolbar toggle), closes it; with the keys elsewhere (on the canvas after a jump),
 * gives them back to the panel.
 */
export function toggleProblems() {
  const s = useProblemsStore.getState();
  const inPanel = !!document.activeElement?.closest(`.run-panel, ${commandButtonSelector('canvas.problems')}`);
  if (!s.open) s.setOpen(true);
  else if (inPanel) s.setOpen(false);
  else s.focus();
}

/** The panel closes with the canvas. */
export function useProblemsPanel() {
  useEffect(() => () => useProblemsStore.getState().setOpen(false), []);
}
