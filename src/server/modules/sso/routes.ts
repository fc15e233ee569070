import type { FastifyInstance } from 'fastify';
import { identityProviderRoutes } from './identity-providers';
import { ssoRoutes } from './sso-routes';
import { subdomainRoutes } from './subdomain';

/** Single sign-on: the providers' identity providers, the code flow, and the sub-domains' sign-in. */
export async function singleSignOnRoutes(app: FastifyInstance) {
  await app.register(identityProviderRoutes);
  await app.register(ssoRoutes);
  await app.register(subdomainRoutes);
}
