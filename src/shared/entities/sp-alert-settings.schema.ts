import { spAlertSetting, spAlertSettingCreate, spAlertSettingUpdate } from '../api/alert-settings';
import { defineEntity } from './define';
import { spAlertSettingsMeta } from './sp-alert-settings.screen';

export const spAlertSettingsEntity = defineEntity(spAlertSettingsMeta, {
  item: spAlertSetting,
  create: spAlertSettingCreate,
  update: spAlertSettingUpdate,
});
