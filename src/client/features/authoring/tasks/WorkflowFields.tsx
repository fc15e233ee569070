import { FormGroup, HTMLSelect, InputGroup, Switch, TagInput } from '@blueprintjs/core';
import { NumberInput } from '@client/ui/NumberInput';
import { useTranslation } from 'react-i18next';
import { workflowScheduleTypes } from '@shared/api/flow';
import { ScheduleFields } from './ScheduleFields';
import { keepEnterForTag } from './tagInputKeys';
import type { Block } from './taskBlocks';

interface Props {
  value: Block;
  onChange(next: Block): void;
}

const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

/**
 * A workflow task's block (spec 2 §3): active, schedule 'Once' (with its start) or 'Recurring' (with the recurrence),
 * time zone, repetition inside a run, the parameters it is passed and the ones it gives back.
 */
export function WorkflowFields({ value, onChange }: Props) {
  const { t } = useTranslation('flow');
  const set = (key: string, v: unknown) => onChange({ ...value, [key]: v });
  const params = (key: 'passed_params' | 'output_params') => (
    <FormGroup label={t(`taskFields.${key}`)} labelFor={`task-${key}`} helperText={t('taskFields.paramsHint')}>
      <TagInput
        inputProps={{ id: `task-${key}` }}
        values={list(value[key])}
        onChange={(v) => set(key, [...new Set(v.map((x) => String(x).trim()).filter(Boolean))])}
        onKeyDown={keepEnterForTag}
        addOnBlur
        tagProps={{ minimal: true }}
      />
    </FormGroup>
  );
  const recurring = value.workflow_schedule === 'Recurring';
  return (
    <>
      <div className="task-switches">
        <Switch label={t('taskFields.is_active')} checked={!!value.is_active} onChange={(e) => set('is_active', e.currentTarget.checked)} />
        <Switch label={t('taskFields.is_repeat')} checked={!!value.is_repeat} onChange={(e) => set('is_repeat', e.currentTarget.checked)} />
      </div>
      <FormGroup label={t('taskFields.workflow_schedule')} labelFor="task-workflow_schedule">
        <HTMLSelect
          id="task-workflow_schedule"
          fill
          value={String(value.workflow_schedule)}
          onChange={(e) => set('workflow_schedule', e.currentTarget.value)}
        >
          {workflowScheduleTypes.map((o) => (
            <option key={o} value={o}>
              {t(`taskFields.schedule${o}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {!recurring && (
        <FormGroup label={t('taskFields.start_on')} labelFor="task-start_on">
          <InputGroup
            id="task-start_on"
            type="datetime-local"
            value={(value.start_on as string | null) ?? ''}
            onValueChange={(v) => set('start_on', v || null)}
          />
        </FormGroup>
      )}
      {recurring && <ScheduleFields value={value.schedule} onChange={(next) => set('schedule', next)} />}
      <FormGroup label={t('taskFields.schedule_time_zone')} labelFor="task-schedule_time_zone">
        <InputGroup
          id="task-schedule_time_zone"
          value={(value.schedule_time_zone as string | null) ?? ''}
          onValueChange={(v) => set('schedule_time_zone', v || null)}
        />
      </FormGroup>
      <FormGroup label={t('taskFields.repeat_frequency')} labelFor="task-repeat_frequency">
        <InputGroup
          id="task-repeat_frequency"
          value={String(value.repeat_frequency ?? '')}
          onValueChange={(v) => set('repeat_frequency', v)}
        />
      </FormGroup>
      <FormGroup label={t('taskFields.number_of_executions')} labelFor="task-number_of_executions">
        <NumberInput
          id="task-number_of_executions"
          min={0}
          fill
          value={(value.number_of_executions as number | null) ?? ''}
          onValueChange={(n) => set('number_of_executions', Number.isFinite(n) ? n : null)}
        />
      </FormGroup>
      {params('passed_params')}
      {params('output_params')}
    </>
  );
}
