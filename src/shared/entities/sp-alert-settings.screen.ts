import { alertMessages } from '../messages-alerts';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { spAlertSettingFields } from './alert-settings.fields';
import { spAlertSettingsShell } from './sp-alert-settings';

/** The screen part of a provider's alert settings (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const spAlertSettingsMeta: EntityMeta = {
  ...spAlertSettingsShell,
  model: 'AlertSetting',
  table: 'sp_alert_settings',
  fields: spAlertSettingFields,
  unique: [{ field: 'alert_name', per: ['sp_id'], takenMessage: alertMessages.nameTaken }],
  softDelete: true,
  list: {
    columns: listColumnsOf(spAlertSettingFields, [{ field: 'last_fired_at', label: 'alertSettings.fields.last_fired_at', width: 0.2 }]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(spAlertSettingFields),
  },
  form: formFieldsFrom(spAlertSettingFields, [
    {
      field: 'recipients',
      label: 'alertSettings.fields.recipients',
      kind: 'users',
      source: { path: '/services/sp-alert-recipients', id: 'user_id', name: 'display_name' },
      after: 'window_minutes',
    },
  ]),
};
