import type { FastifyInstance } from 'fastify';
import { messages } from '@shared/messages';
import { gateByFeatureFlag } from '../form-access';
import { intentCsvRoutes } from './intent-csv';
import { intentFeature, intents } from './intents';

/** The intents area behind its feature flag: CRUD, the name check, the CSV template, import and export. */
export async function intentRoutes(root: FastifyInstance) {
  gateByFeatureFlag(root, intentFeature, messages.forms.intentsDisabled);
  await root.register(intents.routes);
  await root.register(intentCsvRoutes);
}
