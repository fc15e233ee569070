import { alertMessages } from '../messages-alerts';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { acAlertSettingFields } from './alert-settings.fields';
import { acAlertSettingsShell } from './ac-alert-settings';

/** The screen part of an account's alert settings (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const acAlertSettingsMeta: EntityMeta = {
  ...acAlertSettingsShell,
  model: 'AlertSetting',
  table: 'ac_alert_settings',
  fields: acAlertSettingFields,
  unique: [{ field: 'alert_name', per: ['ac_id'], takenMessage: alertMessages.nameTaken }],
  softDelete: true,
  list: {
    columns: listColumnsOf(acAlertSettingFields, [{ field: 'last_fired_at', label: 'alertSettings.fields.last_fired_at', width: 0.2 }]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(acAlertSettingFields),
  },
  form: formFieldsFrom(acAlertSettingFields, [
    {
      field: 'task_id',
      label: 'alertSettings.fields.task_id',
      kind: 'ref',
      source: { path: '/services/ac-alert-tasks', id: 'task_id', name: 'task_name' },
      optional: true,
      after: 'metric',
    },
    {
      field: 'recipients',
      label: 'alertSettings.fields.recipients',
      kind: 'users',
      source: { path: '/services/ac-alert-recipients', id: 'user_id', name: 'display_name' },
      after: 'window_minutes',
    },
  ]),
};
