import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { asrPackageFields } from './asr-language-packages.fields';
import { asrLanguagePackagesShell } from './asr-language-packages';

/** The screen part of asr-language-packages (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const asrLanguagePackagesMeta: EntityMeta = {
  ...asrLanguagePackagesShell,
  model: 'AsrLanguagePackage',
  table: 'asr_language_packages',
  fields: asrPackageFields,
  unique: [
    { field: 'asr_language_package_name', checkPath: '/util/asr-language-packages/validate', takenMessage: messages.entities.nameTaken },
  ],
  softDelete: true,
  list: {
    columns: listColumnsOf(asrPackageFields, [{ field: 'languages', label: 'asrPackages.fields.languages', width: 0.4 }]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(asrPackageFields),
  },
  form: formFieldsFrom(asrPackageFields),
};
