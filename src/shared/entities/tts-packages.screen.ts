import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { ttsPackageFields } from './tts-packages.fields';
import { ttsPackagesShell } from './tts-packages';

/** The screen part of tts-packages (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const ttsPackagesMeta: EntityMeta = {
  ...ttsPackagesShell,
  model: 'TtsPackage',
  createPath: '/prompt/create-tts-packages',
  updatePath: '/prompt/update-tts-packages/:tts_package_id',
  table: 'tts_packages',
  fields: ttsPackageFields,
  unique: [
    {
      field: 'tts_package_name',
      checkBy: { method: 'GET', path: '/prompt/validate-tts-pack-name' },
      takenMessage: messages.entities.nameTaken,
    },
  ],
  softDelete: true,
  list: {
    columns: listColumnsOf(ttsPackageFields, [{ field: 'updated_at', label: 'ttsPackages.fields.updated_at', width: 0.25 }]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(ttsPackageFields),
  },
  form: formFieldsFrom(ttsPackageFields),
};
