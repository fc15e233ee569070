import type { FastifyInstance } from 'fastify';
import { accounts } from './accounts';
import { domainRoutes } from './domains';
import { moveAccountRoutes } from './move-account';
import { providerEmailRoutes } from './provider-email';
import { profileLogoRoutes } from './profile-logo';
import { providerSettingsRoutes } from './provider-settings';
import { serviceProviders } from './service-providers';

/** Administration of tenants (spec 3 §7 "Service providers", "Accounts"), generated from their descriptors. */
export async function tenancyRoutes(app: FastifyInstance) {
  await app.register(serviceProviders.routes);
  await app.register(accounts.routes);
  await app.register(providerSettingsRoutes);
  await app.register(moveAccountRoutes);
  await app.register(providerEmailRoutes);
  await app.register(profileLogoRoutes);
  await app.register(domainRoutes);
}
