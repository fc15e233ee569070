import { Button, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from 'react-i18next';
import { canAccess } from '@shared/access/engine';
import { useSession } from '@client/session/store';
import '../i18n';
import { useSystemSettings } from './api';
import { SettingRow } from './SettingRow';
import './settings.css';

/** The user may change the settings (system.settings.write: the system role). */
function useCanWriteSettings(): boolean {
  const { user, selection, enabledFeatures } = useSession(
    useShallow((s) => ({ user: s.user, selection: s.selection, enabledFeatures: s.enabledFeatures })),
  );
  return !!user && !!selection && canAccess({ user, selection, enabledFeatures }, 'system.settings', 'write').allowed;
}

/** /system/settings: the system settings, each changed in place; a change holds at once, without a restart. */
export default function SystemSettingsPage() {
  const { t } = useTranslation('system');
  const settings = useSystemSettings();
  const canWrite = useCanWriteSettings();
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
