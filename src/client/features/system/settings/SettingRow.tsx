import { Button, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemSetting } from '@shared/system-settings';
import { ApiError } from '@client/api/http';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { useDisplayDate } from '@client/session/useDisplayDate';
import { useSaveSystemSetting } from './api';

/** The bounds checked before the save is sent (the server checks the same): a whole number from min to max. */
export function settingProblem(text: string, s: Pick<SystemSetting, 'min' | 'max'>): 'range' | null {
  const n = Number(text.trim());
  return text.trim() === '' || !Number.isInteger(n) || n < s.min || n > s.max ? 'range' : null;
}

/**
 * One setting: its name and what it does, its value (Enter or Save stores it), the default and the bounds, and who
 * changed it last. A value out of bounds is refused at the field, in the server's words, before anything is sent.
 */
export function SettingRow({ setting, canWrite }: { setting: SystemSetting; canWrite: boolean }) {
  const { t } = useTranslation('system');
  const show = useDisplayDate();
  const save = useSaveSystemSetting();
  const [text, setText] = useState(String(setting.value));
  const [error, setError] = useState<string | null>(null);
  const key = setting.setting_key;
  const inputId = `setting-${key}`;
  const changed = text.trim() !== String(setting.value);
  const rangeText = t('settings.range', { min: setting.min, max: setting.max, unit: t(`settings.units.${setting.unit}`) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!changed || !canWrite) return;
    if (settingProblem(text, setting)) return setError(t('settings.rangeError', { min: setting.min, max: setting.max }));
    try {
      const saved = await save.mutateAsync({ id: setting.setting_id, value: Number(text.trim()) });
      setError(null);
      setText(String(saved.value));
      notifySuccess(t('settings.saved', { name: t(`settings.keys.${key}.label`) }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) setError(err.message);
      else notifyError(err);
    }
  };

  return (
    <tr data-setting={key}>
      <th scope="row">
        <label htmlFor={inputId} className="sys-setting-name">
          {t(`settings.keys.${key}.label`)}
        </label>
        <p className="sys-setting-help" id={`${inputId}-help`}>
          {t(`settings.keys.${key}.help`)}
        </p>
      </th>
      <td>
        <form className="sys-setting-form" onSubmit={(e) => void submit(e)}>
          <InputGroup
            id={inputId}
            className="sys-setting-value"
            inputMode="numeric"
            value={text}
            disabled={!canWrite}
            intent={error ? 'danger' : 'none'}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-help ${inputId}-range${error ? ` ${inputId}-error` : ''}`}
            rightElement={<span className="sys-setting-unit">{t(`settings.units.${setting.unit}`)}</span>}
            onValueChange={(v) => {
              setText(v);
              setError(null);
            }}
          />
          {canWrite && (
            <Button
              type="submit"
              text={t('settings.save')}
              disabled={!changed}
              loading={save.isPending}
              intent={changed ? 'primary' : 'none'}
            />
          )}
        </form>
        {error && (
          <p className="sys-setting-error" id={`${inputId}-error`} role="alert">
            {error}
          </p>
        )}
      </td>
      <td id={`${inputId}-range`}>
        {t('settings.defaultIs', { value: setting.default_value })}
        <br />
        <span className="bp6-text-muted">{rangeText}</span>
      </td>
      <td className="bp6-text-muted">
        {setting.updated_at
          ? t('settings.changedBy', { at: show.dateTime(setting.updated_at), name: setting.updated_by_name ?? t('settings.someone') })
          : t('settings.neverChanged')}
      </td>
    </tr>
  );
}
