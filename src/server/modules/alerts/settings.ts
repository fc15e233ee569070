import { acAlertSettingsEntity } from '@shared/entities/ac-alert-settings.schema';
import { spAlertSettingsEntity } from '@shared/entities/sp-alert-settings.schema';
import { acAlertSettingFields, spAlertSettingFields } from '@shared/entities/alert-settings.fields';
import { fieldsToApi } from '@shared/entities/field-values';
import { alertMessages } from '@shared/messages-alerts';
import { defineEntityResource, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { unprocessable } from '../../http/errors';
import { checkAlertSetting } from './rules';

/**
 * An account's alert settings (spec 3 §7 GET and POST /services/ac-alert-settings, PUT /services/ac-alert-settings/{id}),
 * on the one resource helper: the declared fields, the rules of rules.ts on every write (create, update, restore).
 */
export const acAlertSettings = defineEntityResource(acAlertSettingsEntity, {
  toApi: async (_db, rows: Row[]) =>
    rows.map((r) => ({
      alert_setting_id: r.alert_setting_id,
      ac_id: r.ac_id,
      ...fieldsToApi(acAlertSettingFields, r),
      is_enabled: r.is_enabled,
      updated_at: r.updated_at,
    })),
  beforeWrite: (values: Row, ctx: EntityWriteContext) =>
    checkAlertSetting(ctx.trx, { level: 'ac', acId: values.ac_id }, values, ctx.existing),
});

/** A provider's alert settings (spec 3 §7 GET, POST and PUT /services/sp-alert-settings), measured over its accounts. */
export const spAlertSettings = defineEntityResource(spAlertSettingsEntity, {
  toApi: async (_db, rows: Row[]) =>
    rows.map((r) => ({
      alert_setting_id: r.alert_setting_id,
      sp_id: r.sp_id,
      ...fieldsToApi(spAlertSettingFields, r),
      is_enabled: r.is_enabled,
      updated_at: r.updated_at,
    })),
  beforeWrite: (values: Row, ctx: EntityWriteContext) => {
    // At system scope a create names no provider: the provider's settings are made at its own scope.
    if (typeof values.sp_id !== 'number') throw unprocessable(alertMessages.selectProvider);
    return checkAlertSetting(ctx.trx, { level: 'sp', spId: values.sp_id }, values, ctx.existing);
  },
});
