import { Checkbox, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { NumberInput } from '@client/ui/NumberInput';
import { useTranslation } from 'react-i18next';
import { workflowEndTypes, workflowRepeatFrequencies, workflowSchedule, workflowWeekdays } from '@shared/api/flow';
import { scheduleSummary, weekdayLabel, type Schedule } from './scheduleSummary';

interface Props {
  value: unknown;
  onChange(next: Schedule): void;
}

/**
 * The recurrence of a workflow task (spec 2 §3: starts_on, repeat_frequency 'Daily', repeat_interval 1, repeat_in,
 * end_type 'Never', end_type_value, repeat_summary). The summary is written from the other fields.
 */
export function ScheduleFields({ value, onChange }: Props) {
  const { t, i18n } = useTranslation('flow');
  const parsed = workflowSchedule.safeParse(value ?? {});
  const schedule = parsed.success ? parsed.data : workflowSchedule.parse({});
  const set = (patch: Partial<Schedule>) => {
    const next = { ...schedule, ...patch };
    onChange({ ...next, repeat_summary: scheduleSummary(next, t, i18n.language) });
  };
  const toggleDay = (day: string, on: boolean) =>
    set({ repeat_in: workflowWeekdays.filter((d) => (d === day ? on : schedule.repeat_in.includes(d))) });

  return (
    <fieldset className="task-schedule">
      <legend>{t('taskFields.scheduleBlock')}</legend>
      <FormGroup label={t('taskFields.schedule_starts_on')} labelFor="task-schedule-starts_on">
        <InputGroup
          id="task-schedule-starts_on"
          type="date"
          value={schedule.starts_on ?? ''}
          onValueChange={(v) => set({ starts_on: v || null })}
        />
      </FormGroup>
      <div className="task-schedule-row">
        <FormGroup label={t('taskFields.schedule_repeat_frequency')} labelFor="task-schedule-repeat_frequency">
          <HTMLSelect
            id="task-schedule-repeat_frequency"
            value={schedule.repeat_frequency}
            onChange={(e) => {
              const next = e.currentTarget.value;
              set({ repeat_frequency: next, repeat_in: next === 'Weekly' ? schedule.repeat_in : [] });
            }}
          >
            {workflowRepeatFrequencies.map((f) => (
              <option key={f} value={f}>
                {t(`taskFields.frequency${f}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('taskFields.schedule_repeat_interval')} labelFor="task-schedule-repeat_interval">
          <NumberInput
            id="task-schedule-repeat_interval"
            min={1}
            minorStepSize={null}
            value={schedule.repeat_interval}
            onValueChange={(n) => set({ repeat_interval: Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1 })}
          />
        </FormGroup>
      </div>
      {schedule.repeat_frequency === 'Weekly' && (
        <FormGroup label={<span id="task-schedule-repeat_in">{t('taskFields.schedule_repeat_in')}</span>}>
          <div role="group" aria-labelledby="task-schedule-repeat_in" className="task-weekdays">
            {workflowWeekdays.map((day) => (
              <Checkbox
                key={day}
                inline
                label={weekdayLabel(day, i18n.language)}
                aria-label={weekdayLabel(day, i18n.language, 'long')}
                checked={schedule.repeat_in.includes(day)}
                onChange={(e) => toggleDay(day, e.currentTarget.checked)}
              />
            ))}
          </div>
        </FormGroup>
      )}
      <div className="task-schedule-row">
        <FormGroup label={t('taskFields.schedule_end_type')} labelFor="task-schedule-end_type">
          <HTMLSelect
            id="task-schedule-end_type"
            value={schedule.end_type}
            onChange={(e) => set({ end_type: e.currentTarget.value, end_type_value: null })}
          >
            {workflowEndTypes.map((k) => (
              <option key={k} value={k}>
                {t(`taskFields.end${k}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {schedule.end_type === 'On' && (
          <FormGroup label={t('taskFields.schedule_end_date')} labelFor="task-schedule-end_type_value">
            <InputGroup
              id="task-schedule-end_type_value"
              type="date"
              value={schedule.end_type_value ?? ''}
              onValueChange={(v) => set({ end_type_value: v || null })}
            />
          </FormGroup>
        )}
        {schedule.end_type === 'After' && (
          <FormGroup label={t('taskFields.schedule_end_count')} labelFor="task-schedule-end_type_value">
            <NumberInput
              id="task-schedule-end_type_value"
              min={1}
              minorStepSize={null}
              value={schedule.end_type_value ?? ''}
              onValueChange={(n) => set({ end_type_value: Number.isFinite(n) && n >= 1 ? String(Math.floor(n)) : null })}
            />
          </FormGroup>
        )}
      </div>
      <FormGroup label={t('taskFields.schedule_repeat_summary')} labelFor="task-schedule-repeat_summary">
        <output id="task-schedule-repeat_summary" className="task-schedule-summary" aria-live="polite">
          {schedule.repeat_summary ?? scheduleSummary(schedule, t, i18n.language)}
        </output>
      </FormGroup>
    </fieldset>
  );
}
