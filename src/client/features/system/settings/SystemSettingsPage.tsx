import { Button, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useMayWrite } from '@client/session/useMayWrite';
import '../i18n';
import { useSystemSettings } from './api';
import { SettingRow } from './SettingRow';
import './settings.css';

/** /system/settings: the system settings, each changed in place; a change holds at once, without a restart. */
export default function SystemSettingsPage() {
  const { t } = useTranslation('system');
  const settings = useSystemSettings();
  const canWrite = useMayWrite('system.settings');
  let body;
  if (settings.isPending)
    body = (
      <div className="sys-state">
        <Spinner size={28} />
      </div>
    );
  else if (settings.isError)
    body = (
      <NonIdealState
        className="sys-state"
        icon="error"
        title={t('settings.loadFailed')}
        description={settings.error.message}
        action={<Button icon="refresh" text={t('settings.retry')} onClick={() => void settings.refetch()} />}
      />
    );
  else
    body = (
      <HTMLTable className="sys-table" aria-label={t('settings.title')}>
        <thead>
          <tr>
            <th scope="col">{t('settings.setting')}</th>
            <th scope="col">{t('settings.value')}</th>
            <th scope="col">{t('settings.bounds')}</th>
            <th scope="col">{t('settings.lastChange')}</th>
          </tr>
        </thead>
        <tbody>
          {settings.data.map((s) => (
            <SettingRow key={`${s.setting_id}:${s.value}`} setting={s} canWrite={canWrite} />
          ))}
        </tbody>
      </HTMLTable>
    );
  return (
    <div className="sys-page" data-testid="system-settings">
      <p className="bp6-text-muted sys-subtitle">{t('settings.subtitle')}</p>
      {body}
    </div>
  );
}
