import { asrLanguagePackage, asrLanguagePackageCreate, asrLanguagePackageUpdate } from '../api/voices';
import { asrLanguagePackagesMeta } from './asr-language-packages';
import { defineEntity } from './define';

export const asrLanguagePackagesEntity = defineEntity(asrLanguagePackagesMeta, { item: asrLanguagePackage, create: asrLanguagePackageCreate, update: asrLanguagePackageUpdate });
