import { ttsVoice, ttsVoiceCreate, ttsVoiceUpdate } from '../api/voices';
import { defineEntity } from './define';
import { ttsVoicesMeta } from './tts-voices.screen';

export const ttsVoicesEntity = defineEntity(ttsVoicesMeta, { item: ttsVoice, create: ttsVoiceCreate, update: ttsVoiceUpdate });
