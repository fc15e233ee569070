import type { EntityShell } from './define';

/** TTS voices (spec 3 §2 /system/voices, §3, §7 /prompt/tts-voices): provider, language, display order (99 when new). */
export const ttsVoicesShell: EntityShell = {
  name: 'tts-voices',
  label: 'ttsVoices.one',
  plural: 'ttsVoices.many',
  path: '/prompt/tts-voices',
  idField: 'tts_voice_id',
  nameField: 'voice_name',
  tenant: 'system',
  screens: [{ id: 'system.voices', path: '/system/voices', title: 'routes.voices', section: 'system', permission: 'system.voices' }],
  palette: { icon: 'volume-up', keywords: ['voice', 'tts', 'text to speech', 'speaker', 'lumenvox', 'google', 'ibm'] },
};
