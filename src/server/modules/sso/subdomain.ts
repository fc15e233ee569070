import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hostParams, subdomainAnswer } from '@shared/api/sso';
import { messages } from '@shared/messages';
import { themeColoursOf } from '@shared/theme/contrast';
import { notFound } from '../../http/errors';
import { parseJson } from '../tenancy/rows';
import { providerOfSubdomain, subdomainOf } from './hosts';

/**
 * GET /subdomain/{host} (spec 1 §7, §8): what the sign-in page on a host shows before anyone signs in — the provider
 * whose sub-domain it is (name, logo, colours, its enabled identity providers), 'not a subdomain' for the studio's own
 * host or any other, 'invalid subdomain' (404) for a sub-domain no enabled provider has.
 */
export async function subdomainRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, config } = root.studio;

  app.get(
    '/subdomain/:host',
    { config: { public: true, passive: true }, schema: { tags: ['auth'], params: hostParams, response: { 200: subdomainAnswer } } },
    async (request) => {
      const label = subdomainOf(request.params.host, config.publicUrl);
      if (label === null) return { data: null, message: messages.notASubdomain };
      const sp = await providerOfSubdomain(db, label);
      if (!sp) throw notFound(messages.invalidSubdomain);
      const idps = await db
        .selectFrom('identity_providers')
        .select(['idp_id', 'idp_name'])
        .where('sp_id', '=', sp.sp_id)
        .where('is_enabled', '=', 1)
        .orderBy('slot')
        .execute();
      return {
        data: {
          sp_id: sp.sp_id,
          sp_name: sp.sp_name,
          sub_domain: label,
          logo_url: sp.logopath ? `/api/portal/logos/${encodeURIComponent(sp.logopath)}` : null,
          ...themeColoursOf(parseJson(sp.sp_setting, {})),
          identity_providers: idps,
        },
      };
    },
  );
}
