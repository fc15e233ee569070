import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { setSimWords } from './marks';
import { commandButtonSelector } from '@client/commands/CommandButton';
import { openScreen } from '@client/commands/screens';
import type { SimControls } from '@client/commands/simCommands';
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

/** Opens the simulator's controls to its commands (simCommands.ts) while the canvas is mounted. */
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
    setSimWords({
      current: t('marks.current'),
      visited: t('marks.visited'),
      breakpoint: t('marks.breakpoint'),
      error: t('marks.error'),
      failed: t('marks.failed'),
    });
  }, [t]);
  useEffect(() => {
    const sim = () => useSimStore.getState();
    const paused = () => sim().session?.status === 'waiting' && sim().session?.pausedAt !== null;
    const inPanel = () => !!document.activeElement?.closest('.sim-panel');
    const controls: SimControls = {
      ready: () => ref.current.ready(),
      inPanel,
      isOpen: () => sim().open,
      hasSession: () => !!sim().session,
      paused,
      waitingForInput: () => sim().session?.status === 'waiting',
      canWrite: () => ref.current.canWrite,
      selectedNodeId: () => ref.current.selectedNodeId(),
      toggle: () => {
        // With the keys in the panel, or on the toolbar's own toggle, it closes.
        if (sim().open && (inPanel() || !!document.activeElement?.closest(commandButtonSelector('canvas.simulator'))))
          return sim().setOpen(false);
        sim().setOpen(true);
        ref.current.focusPanel();
      },
      toggleBreakpoint: (nodeId) => sim().toggleBreakpoint(nodeId),
      step: () =>
        void (paused()
          ? resumeSim('step')
          : startSim({ taskId: ref.current.taskId, channel: ref.current.defaultChannel, startNodeId: null, startValues: {}, step: true })),
      resume: () => void resumeSim('continue'),
      restart: () => {
        const s = sim().session!;
        void startSim({ taskId: s.taskId, channel: s.channel, startNodeId: s.startNodeId, startValues: s.startValues });
      },
      recordTest: () => void recordTest(ref.current.taskId).then((test) => test && refreshRef.current()),
      runTests: () => void runTests(ref.current.taskId),
    };
    return openScreen('sim', controls);
  }, []);
}
