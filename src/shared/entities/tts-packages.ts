import type { EntityShell } from './define';

/**
 * TTS packages (spec 3 §2 /system/tts-packages, §3, §7): voices of one language sold together; the spec's
 * own create and update paths, the name check GET /prompt/validate-tts-pack-name/{name} beside it.
 */
export const ttsPackagesShell: EntityShell = {
  name: 'tts-packages',
  label: 'ttsPackages.one',
  plural: 'ttsPackages.many',
  path: '/prompt/tts-packages',
  idField: 'tts_package_id',
  nameField: 'tts_package_name',
  tenant: 'system',
  screens: [
    {
      id: 'system.tts-packages',
      path: '/system/tts-packages',
      title: 'routes.ttsPackages',
      section: 'system',
      permission: 'system.tts-packages',
    },
  ],
  palette: { icon: 'box', keywords: ['tts package', 'voice package', 'voices', 'text to speech'] },
};
