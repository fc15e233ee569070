import { Spinner } from '@blueprintjs/core';
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiffStatus } from '@shared/versions/diff';
import type { PanelProps } from './VersionsPanel';
import { useVersionsStore } from './store';
import './i18n';
import { lazyChunk } from '@client/shell/chunks';

const VersionsPanel = lazyChunk(() => import('./VersionsPanel'));
const HistoryPanel = lazyChunk(() => import('./HistoryPanel'));

/** The canvas's side panel — the versions or the edit history — loaded when first opened. */
export function VersionsSide(props: Omit<PanelProps, 'onClose'>) {
  const panel = useVersionsStore((s) => s.panel);
  const close = () => useVersionsStore.getState().setPanel(null);
  useEscapeFromCanvas(!!panel);
  if (!panel) return null;
  return (
    <Suspense
      fallback={
        <aside className="vs-panel">
          <Spinner size={24} />
        </aside>
      }
    >
      {panel === 'versions' ? (
        <VersionsPanel {...props} onClose={close} />
      ) : (
        <HistoryPanel taskId={props.taskId} onFocusNode={props.onFocusNode} onClose={close} />
      )}
    </Suspense>
  );
}

/**
 * Escape on the canvas beside an open side panel leaves what the panel shows: a comparison first, then the panel
 * (inside the panel, the panel takes the key itself).
 */
function useEscapeFromCanvas(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !document.activeElement?.classList.contains('cf-viewport')) return;
      const s = useVersionsStore.getState();
      if (s.compare) s.setCompare(null);
      else s.setPanel(null);
    };
    // On the way down: the canvas's own handlers may take the key before it would bubble here.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open]);
}

const symbols: Record<DiffStatus, string> = { added: '+', removed: '−', changed: '~' };

/** What each node shows while two versions are compared: colour (by class), symbol and word. One object per status. */
export function useDiffMarks(statusOf: (id: number) => DiffStatus | undefined, active: boolean) {
  const { t } = useTranslation('versions');
  return useMemo(() => {
    if (!active) return undefined;
    const marks = Object.fromEntries(
      (['added', 'removed', 'changed'] as const).map((s) => [s, { status: s, symbol: symbols[s], label: t(`diff.${s}`) }]),
    );
    return (id: number) => {
      const status = statusOf(id);
      return status ? marks[status] : undefined;
    };
  }, [statusOf, active, t]);
}
