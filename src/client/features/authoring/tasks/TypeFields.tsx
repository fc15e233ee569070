import { FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { NumberInput } from '@client/ui/NumberInput';
import { useTranslation } from 'react-i18next';
import type { TaskType } from '@shared/api/flow';
import type { Block } from './taskBlocks';
import { WorkflowFields } from './WorkflowFields';

interface Props {
  type: TaskType;
  value: Block;
  onChange(next: Block): void;
}

/** The fields of one task type's block (the workflow's in WorkflowFields). */
export function TypeFields({ type, value, onChange }: Props) {
  const { t } = useTranslation('flow');
  const set = (key: string, v: unknown) => onChange({ ...value, [key]: v });
  const text = (key: string) => (
    <FormGroup label={t(`taskFields.${key}`)} labelFor={`task-${key}`}>
      <InputGroup id={`task-${key}`} value={(value[key] as string | null) ?? ''} onValueChange={(v) => set(key, v || null)} />
    </FormGroup>
  );
  const flag = (key: string, numeric: boolean) => (
    <Switch
      label={t(`taskFields.${key}`)}
      checked={!!value[key]}
      onChange={(e) => set(key, numeric ? Number(e.currentTarget.checked) : e.currentTarget.checked)}
    />
  );
  const number = (key: string, min: number) => (
    <FormGroup
      label={t(`taskFields.${key}`)}
      labelFor={`task-${key}`}
      helperText={key.endsWith('timeout') ? t('taskFields.minutes') : undefined}
    >
      <NumberInput
        id={`task-${key}`}
        min={min}
        fill
        value={(value[key] as number | null) ?? ''}
        onValueChange={(n) => set(key, Number.isFinite(n) ? n : null)}
      />
    </FormGroup>
  );
  switch (type) {
    case 'voice':
      return (
        <>
          {text('tts_voice_id')}
          <div className="task-switches">
            {flag('beep_detection', true)}
            {flag('machine_detection', true)}
            {flag('send_to_operator', true)}
          </div>
          {text('no_resource_operator_number')}
        </>
      );
    case 'workflow':
      return <WorkflowFields value={value} onChange={onChange} />;
    case 'chatbot':
      return (
        <>
          {text('api_key')}
          {number('chatbot_session_timeout', 1)}
        </>
      );
    default:
      return number('msg_session_timeout', 1);
  }
}
