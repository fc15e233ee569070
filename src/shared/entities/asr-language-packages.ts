import type { EntityShell } from './define';

/** ASR language packages (spec 3 §2 /system/asr-language-packages, §3, §7 /util/asr-language-packages plus validate). */
export const asrLanguagePackagesShell: EntityShell = {
  name: 'asr-language-packages',
  label: 'asrPackages.one',
  plural: 'asrPackages.many',
  path: '/util/asr-language-packages',
  idField: 'asr_language_package_id',
  nameField: 'asr_language_package_name',
  tenant: 'system',
  screens: [
    {
      id: 'system.asr-language-packages',
      path: '/system/asr-language-packages',
      title: 'routes.asrLanguagePackages',
      section: 'system',
      permission: 'system.asr-language-packages',
    },
  ],
  palette: { icon: 'translate', keywords: ['asr', 'language pack', 'speech recognition', 'languages'] },
};
