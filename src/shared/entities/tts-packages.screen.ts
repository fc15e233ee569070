import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { ttsPackagesShell } from './tts-packages';

/** The screen part of tts-packages (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const ttsPackagesMeta: EntityMeta = {
  ...ttsPackagesShell,
  model: 'TtsPackage',
  createPath: '/prompt/create-tts-packages',
  updatePath: '/prompt/update-tts-packages/:tts_package_id',
  table: 'tts_packages',
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
    { field: 'description', label: 'fields.description', optional: true, kind: 'paragraph' },
  ],
};
