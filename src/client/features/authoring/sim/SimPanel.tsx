import { Button, ButtonGroup, FormGroup, HTMLSelect, Tag, TextArea } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowNode, TaskType } from '@shared/api/flow';
import { simChannels, type SimChannel } from '@shared/api/sim';
import { pressed } from '@client/commands/keymap';
import { DialNumber } from './DialNumber';
import { parseValues, pollFormWait, resumeSim, sendInput, startSim, stopSim, waitsOnForm } from './actions';
import { ChatInput, quickReplies } from './ChatInput';
import { Keypad } from './Keypad';
import { RecordInput, recordingTypes } from './RecordInput';
import { PinsSection } from './PinsSection';
import { useSimStore } from './store';
import { TestsSection } from './TestsSection';
import { Transcript } from './Transcript';
import { VariableWatch } from './VariableWatch';
import { WorkflowParams } from './WorkflowParams';
import './sim.css';

export interface SimPanelProps {
  taskId: number;
  taskType: TaskType;
  nodes: readonly FlowNode[];
  /** The node selected on the canvas (start there), or null. */
  selectedNodeId(): number | null;
  /** The user may change tests (not read-only). */
  canWrite: boolean;
  onFocusNode(id: number): void;
  /** Gives the keys back to the canvas (Escape). */
  focusCanvas(): void;
  onClose(): void;
}

const dtmfKey = /^[0-9*#]$/;
const defaultChannel = (type: TaskType): SimChannel => ((simChannels as readonly string[]).includes(type) ? (type as SimChannel) : 'voice');
/** Keys the canvas would take (arrows, Enter, Delete, letters) stay in the panel; the simulator's own keys and F-keys go on. */
const simKeys = [
  'canvas.simulator',
  'canvas.toggleBreakpoint',
  'canvas.simStep',
  'canvas.simContinue',
  'canvas.simRestart',
  'canvas.recordTest',
  'canvas.runTests',
] as const;

/** The simulator beside the canvas: start, the caller's side, step/continue/restart, the watch, pinned answers, flow tests. */
export default function SimPanel(props: SimPanelProps) {
  const { taskId, taskType, nodes, onFocusNode } = props;
  const { t } = useTranslation('sim');
  const session = useSimStore((s) => s.session);
  const log = useSimStore((s) => s.log);
  const busy = useSimStore((s) => s.busy);
  const [channel, setChannel] = useState<SimChannel>(defaultChannel(taskType));
  const [values, setValues] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const byId = useMemo(() => new Map(nodes.map((n) => [n.node_id, n])), [nodes]);
  const nodeName = (id: number | null) => (id === null ? '—' : (byId.get(id)?.node_name ?? `#${id}`));
  useEffect(() => {
    heading.current?.focus();
  }, []);
  // A control that turns disabled or goes away (Start while the session runs, the keypad once it ends) drops the
  // focus to the page; it comes back to the panel, so the keyboard user keeps typing digits here.
  const hadFocus = useRef(true);
  useEffect(() => {
    if (hadFocus.current && document.activeElement === document.body) heading.current?.focus();
  });

  // The current node is followed on the canvas: centred (on whichever canvas it is) as the session moves.
  const at = session?.status === 'waiting' ? (session.pausedAt ?? session.nodeId) : null;
  useEffect(() => {
    if (at !== null) onFocusNode(at);
  }, [at]); // eslint-disable-line react-hooks/exhaustive-deps

  // A visual form is filled in on its own page (another tab): the events after its submit are read back every 2 s.
  const formWait = !!session && session.status === 'waiting' && session.pausedAt === null && waitsOnForm(log);
  useEffect(() => {
    if (!formWait) return;
    const abort = new AbortController();
    const timer = setInterval(() => void pollFormWait(abort.signal).catch(() => undefined), 2000);
    return () => {
      clearInterval(timer);
      abort.abort();
    };
  }, [formWait]);

  const [given, setGiven] = useState<Record<string, string>>({});
  const start = (fromSelected: boolean, step = false, startValues = channel === 'workflow' ? given : parseValues(values)) =>
    void startSim({ taskId, channel, startNodeId: fromSelected ? props.selectedNodeId() : null, startValues, step });
  const waiting = !!session && session.status === 'waiting' && session.pausedAt === null;
  const paused = !!session && session.status === 'waiting' && session.pausedAt !== null;
  const chat = channel !== 'voice' && channel !== 'workflow';
  const endedBy = log.flatMap((l) => (l.kind === 'event' && l.event.type === 'ended' ? [l.event.outcome] : [])).at(-1) ?? '';
  const status = !session
    ? t('panel.idle')
    : session.status === 'ended'
      ? t('panel.ended', { outcome: endedBy })
      : paused
        ? t('panel.paused', { node: nodeName(session.pausedAt) })
        : busy
          ? t('panel.running')
          : formWait
            ? t('panel.waitingForm')
            : t(session.channel === 'voice' ? 'panel.waitingDtmf' : 'panel.waitingText');

  return (
    <aside
      className="sim-panel"
      aria-labelledby="sim-panel-title"
      onFocus={() => (hadFocus.current = true)}
      onBlur={(e) => {
        if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) hadFocus.current = false;
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          props.focusCanvas();
          return;
        }
        const inField = ['INPUT', 'TEXTAREA', 'SELECT'].includes((e.target as HTMLElement).tagName);
        if (!inField && !e.ctrlKey && !e.metaKey && !e.altKey && dtmfKey.test(e.key) && channel === 'voice') {
          e.preventDefault();
          e.stopPropagation();
          if (waiting && !formWait) void sendInput({ dtmf: e.key });
          return;
        }
        if (simKeys.some((id) => pressed(id, e)) || /^F\d+$/.test(e.key)) return;
        if (!e.ctrlKey && !e.metaKey) e.stopPropagation();
      }}
    >
      <header className="sim-head">
        <h3 id="sim-panel-title" ref={heading} tabIndex={-1}>
          {t('panel.title')}
        </h3>
        <span className="cf-spacer" />
        <Button variant="minimal" size="small" icon="cross" aria-label={t('panel.close')} onClick={props.onClose} />
      </header>
      <div className="sim-start">
        <HTMLSelect aria-label={t('panel.channel')} value={channel} onChange={(e) => setChannel(e.currentTarget.value as SimChannel)}>
          {simChannels.map((c) => (
            <option key={c} value={c}>
              {t(`flow:taskTypes.${c}`)}
            </option>
          ))}
        </HTMLSelect>
        <ButtonGroup>
          <Button icon="play" intent="primary" text={session ? t('panel.restart') : t('panel.start')} onClick={() => start(false)} />
          <Button icon="locate" text={t('panel.startAtSelected')} onClick={() => start(true)} />
        </ButtonGroup>
      </div>
      {channel === 'voice' && (
        <DialNumber
          onDial={(dialedNumber) => void startSim({ taskId, channel, startNodeId: null, startValues: parseValues(values), dialedNumber })}
        />
      )}
      {channel === 'workflow' ? (
        <WorkflowParams
          taskId={taskId}
          onRun={(next) => {
            setGiven(next);
            start(false, false, next);
          }}
        />
      ) : (
        <FormGroup label={t('panel.startValues')} labelFor="sim-values" className="sim-values">
          <TextArea id="sim-values" fill rows={2} value={values} onChange={(e) => setValues(e.currentTarget.value)} />
        </FormGroup>
      )}
      <div className="sim-controls" role="group" aria-label={t('panel.controls')}>
        <Button
          size="small"
          icon="step-forward"
          text={t('panel.step')}
          disabled={!paused && !!session && session.status === 'waiting'}
          onClick={() => (paused ? void resumeSim('step') : start(false, true))}
        />
        <Button size="small" icon="fast-forward" text={t('panel.continue')} disabled={!paused} onClick={() => void resumeSim('continue')} />
        <Button
          size="small"
          icon="stop"
          text={t('panel.stop')}
          disabled={!session || session.status === 'ended'}
          onClick={() => void stopSim()}
        />
        <Tag minimal round className="sim-status" role="status">
          {status}
        </Tag>
      </div>
      <Transcript log={log} view={chat ? 'chat' : 'voice'} nodeName={nodeName} />
      {waiting && recordingTypes.has(byId.get(session.nodeId ?? -1)?.node_type ?? '') && <RecordInput disabled={false} />}
      {session && session.status === 'waiting' && channel === 'voice' && (
        <Keypad
          disabled={!waiting}
          onKeys={(dtmf) => void sendInput({ dtmf })}
          onSay={(text) => void sendInput({ text })}
          onSilence={() => void sendInput({})}
        />
      )}
      {session && session.status === 'waiting' && chat && (
        <ChatInput
          disabled={!waiting}
          replies={quickReplies(byId.get(session.nodeId ?? -1)?.config)}
          onSend={(text) => void sendInput({ text })}
        />
      )}
      <VariableWatch />
      <PinsSection nodes={nodes} />
      <TestsSection taskId={taskId} nodes={nodes} readOnly={!props.canWrite} onFocusNode={onFocusNode} />
    </aside>
  );
}
