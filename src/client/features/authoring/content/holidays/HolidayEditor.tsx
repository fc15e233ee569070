import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../tabTypes';
import { HolidayRows } from './HolidayRows';
import { holidayScheduleFields } from '@shared/entities/content/holidays';
import { fieldLimit } from '@shared/entities/fields';
import { holidayErrors, type HolidayDraft } from './rules';
import { TimeZoneSelect } from './TimeZoneSelect';
import { focusWhenFree } from '@client/shell/focusIsFree';

/** Schedule name, time zone and the holidays; a field's error shows once the field has been edited. */
export function HolidayEditor({ draft, onChange, readOnly, errors: refused = {} }: EditorProps<HolidayDraft>) {
  const { t } = useTranslation('content');
  const set = (patch: Partial<HolidayDraft>) => onChange({ ...draft, ...patch });
  const errors = useMemo(() => holidayErrors(draft), [draft]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = (path: string) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path)));
  const shown = (path: string) => touched.has(path);
  const nameError = shown('schedule_name') && errors.schedule_name ? t(errors.schedule_name) : undefined;
  // The name check's (or the save's) refusal, when the form has none of its own for the name.
  const nameTaken = nameError ? undefined : refused.schedule_name;
  const zoneError = errors.time_zone ? t(errors.time_zone) : undefined;

  return (
    <div className="content-form holiday-form">
      <FormGroup
        label={t('fields.name')}
        labelFor="holiday-schedule-name"
        labelInfo={t('form.required')}
        helperText={
          nameTaken ? (
            <span className="forms-error" role="alert">
              {nameTaken}
            </span>
          ) : (
            nameError
          )
        }
        intent={nameError || nameTaken ? 'danger' : undefined}
      >
        <InputGroup
          id="holiday-schedule-name"
          inputRef={focusWhenFree}
          value={draft.schedule_name}
          disabled={readOnly}
          maxLength={fieldLimit(holidayScheduleFields, 'schedule_name')}
          intent={nameError || nameTaken ? 'danger' : undefined}
          placeholder={t('holidays.schedulePlaceholder')}
          onValueChange={(v) => {
            touch('schedule_name');
            set({ schedule_name: v });
          }}
        />
      </FormGroup>
      <FormGroup
        label={t('holidays.timeZone')}
        labelFor="holiday-time-zone"
        labelInfo={t('form.required')}
        helperText={zoneError}
        intent={zoneError ? 'danger' : undefined}
      >
        <TimeZoneSelect
          id="holiday-time-zone"
          value={draft.time_zone}
          disabled={readOnly}
          invalid={!!zoneError}
          onChange={(time_zone) => set({ time_zone })}
        />
      </FormGroup>
      <div className="content-form-label">
        <span>{t('holidays.holidays')}</span>
        <span className="content-form-hint">{t('holidays.count', { count: draft.holidays.length })}</span>
      </div>
      {draft.holidays.length === 0 && <p className="holiday-empty">{t('holidays.empty')}</p>}
      <HolidayRows
        rows={draft.holidays}
        errors={errors.rows}
        shown={shown}
        onTouch={touch}
        readOnly={readOnly}
        onChange={(holidays) => set({ holidays })}
      />
      {errors.holidays && <p className="holiday-error">{t(errors.holidays)}</p>}
      {!readOnly && <p className="content-form-hint holiday-hint">{t('holidays.keyboardHint')}</p>}
    </div>
  );
}
