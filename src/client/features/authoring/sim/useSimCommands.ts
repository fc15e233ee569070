import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { setSimWords } from './marks';
import { registerFeatureCommands } from '@client/commands/featureCommands';
import { recordTest, resumeSim, runTests, startSim } from './actions';
import { useRefreshTests } from './api';
import { useSimStore } from './store';
import type { SimChannel } from '@shared/api/sim';
import './i18n';

interface Controls {
  taskId: number;
  /** The canvas is open and no text field or editor has the keys. */
  ready(): boolean;
  /** The node selected on the canvas. */
  selectedNodeId(): number | null;
  canWrite: boolean;
  defaultChannel: SimChannel;
  focusPanel(): void;
}

/**
 * The simulator's registry commands while the canvas is open: Shift+S opens (and focuses) or closes the panel, B
 * toggles a breakpoint on the selected node, F10 steps, F8 continues, Shift+R restarts, Shift+T records a test,
 * Alt+Shift+T runs the task's tests.
 */
export function useSimCommands(controls: Controls) {
  const ref = useRef(controls);
  ref.current = controls;
  const refresh = useRefreshTests(controls.taskId);
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const { t } = useTranslation('sim');
  useEffect(() => {
    useSimStore.getState().forTask(controls.taskId);
  }, [controls.taskId]);
  useEffect(() => {
    setSimWords({ current: t('marks.current'), visited: t('marks.visited'), breakpoint: t('marks.breakpoint'), error: t('marks.error'), failed: t('marks.failed') });
  }, [t]);
  useEffect(() => {
    const sim = () => useSimStore.getState();
    const paused = () => sim().session?.status === 'waiting' && sim().session?.pausedAt !== null;
    const inPanel = () => !!document.activeElement?.closest('.sim-panel');
    return registerFeatureCommands({
      'canvas.simulator': {
        available: () => ref.current.ready() || inPanel(),
        run: () => {
          if (sim().open && inPanel()) return sim().setOpen(false);
          sim().setOpen(true);
          ref.current.focusPanel();
        },
      },
      'canvas.toggleBreakpoint': {
        available: () => ref.current.ready() && ref.current.selectedNodeId() !== null,
        run: () => sim().toggleBreakpoint(ref.current.selectedNodeId()!),
      },
      'canvas.simStep': {
        available: () => sim().open && (paused() || sim().session?.status !== 'waiting'),
        run: () => void (paused() ? resumeSim('step') : startSim({ taskId: ref.current.taskId, channel: ref.current.defaultChannel, startNodeId: null, startValues: {}, step: true })),
      },
      'canvas.simContinue': { available: () => sim().open && paused(), run: () => void resumeSim('continue') },
      'canvas.simRestart': {
        available: () => sim().open && !!sim().session,
        run: () => {
          const s = sim().session!;
          void startSim({ taskId: s.taskId, channel: s.channel, startNodeId: s.startNodeId, startValues: s.startValues });
        },
      },
      'canvas.recordTest': {
        available: () => sim().open && !!sim().session && ref.current.canWrite,
        run: () => void recordTest(ref.current.taskId).then((test) => test && refreshRef.current()),
      },
      'canvas.runTests': { available: () => sim().open, run: () => void runTests(ref.current.taskId) },
    });
  }, []);
}

