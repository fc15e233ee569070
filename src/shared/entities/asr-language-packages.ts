import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';

/** ASR language packages (spec 3 §2 /system/asr-language-packages, §3, §7 /util/asr-language-packages plus validate). */
export const asrLanguagePackagesMeta: EntityMeta = {
  name: 'asr-language-packages',
  model: 'AsrLanguagePackage',
  label: 'asrPackages.one',
  plural: 'asrPackages.many',
  path: '/util/asr-language-packages',
  table: 'asr_language_packages',
  idField: 'asr_language_package_id',
  nameField: 'asr_language_package_name',
  tenant: 'system',
  unique: [{ field: 'asr_language_package_name', checkPath: '/util/asr-language-packages/validate', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'asr_language_package_name', label: 'asrPackages.fields.asr_language_package_name' },
      { field: 'languages', label: 'asrPackages.fields.languages', width: 0.4 },
    ],
    filters: [enabledFilter],
    searchFields: ['asr_language_package_name'],
  },
  form: [
    { field: 'asr_language_package_name', label: 'asrPackages.fields.asr_language_package_name' },
    { field: 'description', label: 'fields.description', optional: true },
  ],
  screens: [{ id: 'system.asr-language-packages', path: '/system/asr-language-packages', title: 'routes.asrLanguagePackages', section: 'system', permission: 'system.asr-language-packages' }],
  palette: { icon: 'translate', keywords: ['asr', 'language pack', 'speech recognition', 'languages'] },
};
