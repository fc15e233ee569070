import { Button, Callout, FormGroup, HTMLSelect, InputGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import { useRequest } from '@client/features/auth/use-request';
import { notifySuccess, notifyUpdateFailed } from '@client/shell/notices';
import { displayDateFormats } from '@shared/entities/define';
import { limits } from '@shared/limits';
import { themeColoursOf, type ThemeColourField } from '@shared/theme/contrast';
import { ColourFields, colourFields, draftProblems } from './ColourFields';
import { useProfileSettings, useSaveProfile, type ProfileData, type ProfileLevel } from './profile-settings-api';

const inherit = '';
type Draft = Record<string, string>;

function draftOf(level: ProfileLevel, data: ProfileData): Draft {
  const name = 'sp_name' in data ? data.sp_name : data.ac_name;
  const colours = level === 'sp' ? themeColoursOf(data as unknown as Record<string, unknown>) : null;
  return {
    name,
    display_date_format: data.display_date_format ?? inherit,
    default_timezone: data.default_timezone ?? inherit,
    ...(colours ?? {}),
  };
}

/**
 * The name, theme colours (a provider), date format and time zone of a profile. Saving
 * sends what changed; the shell follows at once (the session user is reloaded). Read-only users see the
 * values without the controls.
 */
export function ProfileSettingsSection({ level, id, canWrite }: { level: ProfileLevel; id: number; canWrite: boolean }) {
  const { t } = useTranslation(['profile', 'common']);
  const query = useProfileSettings(level, id);
  const save = useSaveProfile(level, id);
  const timezones = useRequest((signal) => api<string[]>('/util/timezones', { unscoped: true, signal }), 'timezones');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (query.data) setDraft(draftOf(level, query.data));
  }, [query.data, level]);

  if (query.isLoading || (!draft && !query.error)) return <Spinner size={24} aria-label={t('settings.loading')} />;
  if (query.error || !draft || !query.data)
    return (
      <Callout intent="danger" icon="error">
        {t('settings.loadFailed')}
      </Callout>
    );

  const stored = draftOf(level, query.data);
  const changed = Object.keys(draft).filter((k) => draft[k] !== stored[k]);
  const colours = level === 'sp' ? (Object.fromEntries(colourFields.map((f) => [f, draft[f]])) as Record<ThemeColourField, string>) : null;
  const blocked =
    !draft.name.trim() ||
    (colours
      ? colourFields.some((f) => !/^[0-9A-Fa-f]{6}$/.test(colours[f])) || draftProblems(colours).some((p) => p.severity === 'error')
      : false);
  const set = (field: string, value: string) => setDraft((d) => (d ? { ...d, [field]: value } : d));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!changed.length || blocked || !draft) return;
    setSaving(true);
    try {
      const body: Record<string, string | null> = {};
      for (const k of changed) {
        if (k === 'name') body[level === 'sp' ? 'sp_name' : 'ac_name'] = draft.name.trim();
        else if (k === 'display_date_format' || k === 'default_timezone') body[k] = draft[k] || null;
        else body[k] = draft[k].toUpperCase();
      }
      await save(body);
      notifySuccess(t('settings.saved'));
    } catch (error) {
      notifyUpdateFailed(error);
    } finally {
      setSaving(false);
    }
  }

  const disabled = !canWrite || saving;
  const inheritFormat = level === 'sp' ? t('settings.studioDefault', { value: limits.defaultDateFormat }) : t('settings.providerDefault');
  const inheritZone = level === 'sp' ? t('settings.studioDefault', { value: limits.defaultTimezone }) : t('settings.providerDefault');
  return (
    <form className="profile-settings" onSubmit={(e) => void submit(e)} aria-labelledby="profile-settings-title">
      <h2 id="profile-settings-title">{t('settings.heading')}</h2>
      <div className="studio-profile-grid">
        <FormGroup
          label={t(level === 'sp' ? 'settings.spName' : 'settings.acName')}
          labelFor="profile-name"
          intent={draft.name.trim() ? 'none' : 'danger'}
        >
          <InputGroup
            id="profile-name"
            value={draft.name}
            maxLength={100}
            onChange={(e) => set('name', e.currentTarget.value)}
            disabled={disabled}
          />
        </FormGroup>
        <FormGroup label={t('settings.dateFormat')} labelFor="profile-settings-date-format">
          <HTMLSelect
            id="profile-settings-date-format"
            fill
            value={draft.display_date_format}
            disabled={disabled}
            onChange={(e) => set('display_date_format', e.currentTarget.value)}
            options={[{ value: inherit, label: inheritFormat }, ...displayDateFormats]}
          />
        </FormGroup>
        <FormGroup label={t('settings.timezone')} labelFor="profile-settings-timezone">
          {timezones.loading ? (
            <Spinner size={20} aria-label={t('settings.loading')} />
          ) : (
            <HTMLSelect
              id="profile-settings-timezone"
              fill
              value={draft.default_timezone}
              disabled={disabled}
              onChange={(e) => set('default_timezone', e.currentTarget.value)}
              options={[{ value: inherit, label: inheritZone }, ...(timezones.data ?? [])]}
            />
          )}
        </FormGroup>
      </div>
      {colours && <ColourFields colours={colours} onChange={set} disabled={disabled} />}
      {canWrite && (
        <div className="ent-actions">
          <Button
            type="submit"
            intent="primary"
            text={t('settings.save')}
            disabled={!changed.length || blocked || saving}
            loading={saving}
          />
          {changed.length > 0 && <Button variant="minimal" text={t('settings.reset')} disabled={saving} onClick={() => setDraft(stored)} />}
        </div>
      )}
    </form>
  );
}
