import { ttsPackage, ttsPackageCreate, ttsPackageUpdate } from '../api/voices';
import { defineEntity } from './define';
import { ttsPackagesMeta } from './tts-packages.screen';

export const ttsPackagesEntity = defineEntity(ttsPackagesMeta, { item: ttsPackage, create: ttsPackageCreate, update: ttsPackageUpdate });
