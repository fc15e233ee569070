import type { FastifyInstance } from 'fastify';
import { numberRoutes } from './number-routes';
import { phoneNumbers } from './phone-numbers';
import { studioNumberRoutes } from './studio-numbers';
import { trunkRoutes } from './trunk-routes';
import { trunks } from './trunks';

/** Telephony: the trunk and phone-number resources, their calls beside them, and a task's numbers. */
export async function telephonyRoutes(app: FastifyInstance) {
  await app.register(trunks.routes);
  await app.register(trunkRoutes);
  await app.register(phoneNumbers.routes);
  await app.register(numberRoutes);
  await app.register(studioNumberRoutes);
}
