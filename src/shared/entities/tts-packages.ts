import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';

/**
 * TTS packages (spec 3 §2 /system/tts-packages, §3, §7): voices of one language sold together; the spec's
 * own create and update paths, the name check GET /prompt/validate-tts-pack-name/{name} beside it.
 */
export const ttsPackagesMeta: EntityMeta = {
  name: 'tts-packages',
  model: 'TtsPackage',
  label: 'ttsPackages.one',
  plural: 'ttsPackages.many',
  path: '/prompt/tts-packages',
  createPath: '/prompt/create-tts-packages',
  updatePath: '/prompt/update-tts-packages/:tts_package_id',
  table: 'tts_packages',
  idField: 'tts_package_id',
  nameField: 'tts_package_name',
  tenant: 'system',
  unique: [{ field: 'tts_package_name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'tts_package_name', label: 'ttsPackages.fields.tts_package_name' },
      { field: 'lang', label: 'ttsVoices.fields.lang', width: 0.15, kind: 'code' },
      { field: 'updated_at', label: 'ttsPackages.fields.updated_at', width: 0.25 },
    ],
    filters: [enabledFilter],
    searchFields: ['tts_package_name', 'lang'],
  },
  form: [
    { field: 'tts_package_name', label: 'ttsPackages.fields.tts_package_name' },
    { field: 'lang', label: 'ttsVoices.fields.lang', initial: 'en-US' },
    { field: 'description', label: 'fields.description', optional: true },
  ],
  screens: [{ id: 'system.tts-packages', path: '/system/tts-packages', title: 'routes.ttsPackages', section: 'system', permission: 'system.tts-packages' }],
  palette: { icon: 'box', keywords: ['tts package', 'voice package', 'voices', 'text to speech'] },
};
