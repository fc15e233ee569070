import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowNode } from '@shared/api/flow';
import { flowTestStepKinds, maxWaitSeconds, type FlowTest, type FlowTestStep } from '@shared/api/sim-tests';
import { formKeys } from '@client/commands/formKeys';
import { notifyError } from '@client/shell/notices';
import { simApi } from './api';

const blank = (kind: FlowTestStep['kind'], firstNode: number): FlowTestStep =>
  kind === 'input'
    ? { kind, dtmf: '1' }
    : kind === 'said'
      ? { kind, text: '' }
      : kind === 'variable'
        ? { kind, name: '', value: '' }
        : kind === 'reached'
          ? { kind, node_id: firstNode }
          : kind === 'wait'
            ? { kind, seconds: 5 }
            : { kind };

interface Props {
  test: FlowTest;
  nodes: readonly FlowNode[];
  onClose(saved: boolean): void;
}

/** The flow-test editor: its name and its steps as a list of rows (kind and fields); Ctrl+Enter saves, Escape cancels. */
export function TestEditor({ test, nodes, onClose }: Props) {
  const { t } = useTranslation('sim');
  const [name, setName] = useState(test.test_name);
  const [steps, setSteps] = useState<FlowTestStep[]>(test.steps);
  const [saving, setSaving] = useState(false);
  const firstNode = nodes[0]?.node_id ?? 1;
  const change = (i: number, step: FlowTestStep) => setSteps((all) => all.map((s, j) => (j === i ? step : s)));
  const save = async () => {
    setSaving(true);
    try {
      await simApi.updateTest(test.test_id, { test_name: name, steps });
      onClose(true);
    } catch (e) {
      notifyError(e);
      setSaving(false);
    }
  };
  const field = (i: number, label: string, value: string, set: (v: string) => void) => (
    <InputGroup
      aria-label={`${label} (${t('tests.step', { n: i + 1 })})`}
      placeholder={label}
      value={value}
      onChange={(e) => set(e.currentTarget.value)}
    />
  );
  const fields = (step: FlowTestStep, i: number) => {
    switch (step.kind) {
      case 'input':
        return (
          <>
            {field(i, t('editor.dtmf'), step.dtmf ?? '', (v) =>
              change(i, { kind: 'input', ...(v ? { dtmf: v } : {}), ...(step.text ? { text: step.text } : {}) }),
            )}
            {field(i, t('editor.text'), step.text ?? '', (v) =>
              change(i, { kind: 'input', ...(step.dtmf ? { dtmf: step.dtmf } : {}), ...(v ? { text: v } : {}) }),
            )}
          </>
        );
      case 'said':
        return field(i, t('editor.text'), step.text, (v) => change(i, { ...step, text: v }));
      case 'variable':
        return (
          <>
            {field(i, t('editor.variable'), step.name, (v) => change(i, { ...step, name: v }))}
            {field(i, t('editor.value'), step.value, (v) => change(i, { ...step, value: v }))}
          </>
        );
      case 'reached':
        return (
          <HTMLSelect
            aria-label={`${t('editor.node')} (${t('tests.step', { n: i + 1 })})`}
            value={String(step.node_id)}
            onChange={(e) => change(i, { ...step, node_id: Number(e.currentTarget.value) })}
          >
            {nodes.map((n) => (
              <option key={n.node_id} value={n.node_id}>{`${n.node_name} (#${n.node_id})`}</option>
            ))}
          </HTMLSelect>
        );
      case 'ended':
        return field(i, t('editor.outcome'), step.outcome ?? '', (v) => change(i, v ? { kind: 'ended', outcome: v } : { kind: 'ended' }));
      case 'wait':
        return (
          <InputGroup
            type="number"
            min={1}
            max={maxWaitSeconds}
            aria-label={`${t('editor.seconds')} (${t('tests.step', { n: i + 1 })})`}
            placeholder={t('editor.seconds')}
            value={String(step.seconds)}
            onChange={(e) =>
              change(i, { kind: 'wait', seconds: Math.min(maxWaitSeconds, Math.max(1, Math.round(Number(e.currentTarget.value) || 1))) })
            }
          />
        );
    }
  };
  return (
    <Dialog isOpen title={t('editor.title')} onClose={() => onClose(false)} style={{ width: 640 }}>
      <div onKeyDown={formKeys({ submit: () => void save() })}>
        <DialogBody>
          <FormGroup label={t('editor.name')} labelFor="sim-test-name">
            <InputGroup id="sim-test-name" value={name} onChange={(e) => setName(e.currentTarget.value)} autoFocus />
          </FormGroup>
          <fieldset className="sim-steps">
            <legend>{t('editor.steps')}</legend>
            <ol>
              {steps.map((step, i) => (
                <li key={i} className="sim-step-row">
                  <HTMLSelect
                    aria-label={`${t('editor.kind')} (${t('tests.step', { n: i + 1 })})`}
                    value={step.kind}
                    onChange={(e) => change(i, blank(e.currentTarget.value as FlowTestStep['kind'], firstNode))}
                  >
                    {flowTestStepKinds.map((k) => (
                      <option key={k} value={k}>
                        {t(`editor.kinds.${k}`)}
                      </option>
                    ))}
                  </HTMLSelect>
                  {fields(step, i)}
                  <Button
                    variant="minimal"
                    icon="trash"
                    aria-label={t('editor.removeStep', { n: i + 1 })}
                    onClick={() => setSteps((all) => all.filter((_, j) => j !== i))}
                  />
                </li>
              ))}
            </ol>
            <Button icon="add" text={t('editor.addStep')} onClick={() => setSteps((all) => [...all, blank('said', firstNode)])} />
          </fieldset>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('editor.cancel')} onClick={() => onClose(false)} />
              <Button intent="primary" text={t('editor.save')} loading={saving} onClick={() => void save()} />
            </>
          }
        />
      </div>
    </Dialog>
  );
}
