import { acAlertSetting, acAlertSettingCreate, acAlertSettingUpdate } from '../api/alert-settings';
import { defineEntity } from './define';
import { acAlertSettingsMeta } from './ac-alert-settings.screen';

export const acAlertSettingsEntity = defineEntity(acAlertSettingsMeta, {
  item: acAlertSetting,
  create: acAlertSettingCreate,
  update: acAlertSettingUpdate,
});
