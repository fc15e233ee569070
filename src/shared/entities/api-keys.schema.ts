import { z } from 'zod';
import { apiKey } from '../api/access-admin';
import { apiKeysMeta } from './api-keys.screen';
import { defineEntity } from './define';

const keyName = z.string().trim().min(1).max(100);

export const apiKeysEntity = defineEntity(apiKeysMeta, {
  item: apiKey,
  create: z.object({ api_key_name: keyName }).strict(),
  update: z.object({ api_key_name: keyName }).partial().strict(),
});
