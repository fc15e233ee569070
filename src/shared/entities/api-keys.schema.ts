import { z } from 'zod';
import { apiKey } from '../api/access-admin';
import { apiKeysMeta } from './api-keys.screen';
import { apiKeyFields } from './api-keys.fields';
import { defineEntity } from './define';
import { createShape } from './field-schemas';

const create = z.object(createShape(apiKeyFields)).strict();

export const apiKeysEntity = defineEntity(apiKeysMeta, { item: apiKey, create, update: create.partial().strict() });
