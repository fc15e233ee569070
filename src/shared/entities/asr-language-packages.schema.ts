import { asrLanguagePackage, asrLanguagePackageCreate, asrLanguagePackageUpdate } from '../api/voices';
import { asrLanguagePackagesMeta } from './asr-language-packages.screen';
import { defineEntity } from './define';

export const asrLanguagePackagesEntity = defineEntity(asrLanguagePackagesMeta, {
  item: asrLanguagePackage,
  create: asrLanguagePackageCreate,
  update: asrLanguagePackageUpdate,
});
