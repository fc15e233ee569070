import { useState } from 'react';
import { FormGroup, HTMLSelect, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import { changeLanguage, clientLocales, currentLanguage, i18n, isClientLocale, localeNames } from '@client/i18n';
import { notifySuccess, notifyUpdateFailed } from '@client/shell/notices';
import type { SessionUser } from '@shared/api/auth';
import { messages } from '@shared/messages';
import { useRequest } from '@client/features/auth/use-request';
import { saveProfile, type ProfileChanges } from './profile-api';

const inherit = '';

/** Language (applies at once), time zone and date format; each select saves when it changes. */
export function RegionSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const [saving, setSaving] = useState<keyof ProfileChanges | null>(null);
  const timezones = useRequest((signal) => api<string[]>('/util/timezones', { unscoped: true, signal }), 'timezones');
  const language = isClientLocale(user.language) ? user.language : currentLanguage();

  async function save(field: keyof ProfileChanges, changes: ProfileChanges) {
    setSaving(field);
    try {
      await saveProfile(changes);
      notifySuccess(t('saved'));
    } catch (e) {
      notifyUpdateFailed(e);
    } finally {
      setSaving(null);
    }
  }

  async function pickLanguage(next: string) {
    const previous = currentLanguage();
    setSaving('language');
    const applied = await changeLanguage(next);
    if (!applied) {
      setSaving(null);
      notifyUpdateFailed(new Error(messages.failedToChangeLocale));
      return;
    }
    try {
      await saveProfile({ language: next });
      // Said in the new language: `t` of this render still speaks the previous one.
      notifySuccess(i18n.t('profile:languageSaved'));
    } catch (e) {
      await changeLanguage(previous);
      notifyUpdateFailed(e);
    } finally {
      setSaving(null);
    }
  }

  const formats = user.meta.display_date_formats;
  return (
    <Section title={t('region.title')} icon="globe" elevation={1} subtitle={t('region.subtitle')}>
      <SectionCard>
        <div className="studio-profile-grid">
          <FormGroup label={t('region.language')} labelFor="profile-language" helperText={t('region.languageHelp')}>
            <HTMLSelect
              id="profile-language"
              fill
              value={language}
              disabled={saving === 'language'}
              onChange={(e) => void pickLanguage(e.currentTarget.value)}
              options={clientLocales.map((value) => ({ value, label: localeNames[value] }))}
            />
          </FormGroup>
          <FormGroup label={t('region.timezone')} labelFor="profile-timezone" helperText={t('region.inheritHelp')}>
            {timezones.loading ? (
              <Spinner size={20} aria-label={t('common:loading')} />
            ) : (
              <HTMLSelect
                id="profile-timezone"
                fill
                value={user.timezone ?? inherit}
                disabled={saving === 'timezone'}
                onChange={(e) => void save('timezone', { timezone: e.currentTarget.value || null })}
                options={[{ value: inherit, label: t('region.inheritTimezone') }, ...(timezones.data ?? [])]}
              />
            )}
          </FormGroup>
          <FormGroup label={t('region.dateFormat')} labelFor="profile-date-format">
            <HTMLSelect
              id="profile-date-format"
              fill
              value={user.display_date_format ?? inherit}
              disabled={saving === 'display_date_format'}
              onChange={(e) => void save('display_date_format', { display_date_format: e.currentTarget.value || null })}
              options={[
                { value: inherit, label: t('region.inheritDateFormat', { format: user.meta.default_display_date_format }) },
                ...formats,
              ]}
            />
          </FormGroup>
        </div>
        {timezones.error && <p className="bp6-text-muted">{timezones.error}</p>}
      </SectionCard>
    </Section>
  );
}
