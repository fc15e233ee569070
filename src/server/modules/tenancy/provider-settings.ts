import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { displayDateFormats } from '@shared/entities/define';
import { serviceProvidersEntity as d } from '@shared/entities/service-providers.schema';
import { limits } from '@shared/limits';
import { serviceProviders } from './service-providers';
import { accounts } from './accounts';
import { providerProfileRoutes } from './provider-profile';

/**
 * The provider calls beside the generated resource (spec 3 §7 "Service providers"): the form and the
 * table the screen shows (from the descriptor) and the cache clears; the profile calls (theme colours,
 * sp-settings) are in provider-profile.ts.
 */
export async function providerSettingsRoutes(app: FastifyInstance) {
  const tags = [d.model];
  app.get(
    '/portal/service-providers/form-contents',
    { config: { access: (request) => serviceProviders.authorize(request, 'read') }, schema: { tags } },
    async (request) => {
      serviceProviders.authorize(request, 'read');
      return { data: { fields: d.form, theme_colors: limits.themeColors, display_date_formats: displayDateFormats } };
    },
  );

  app.get(
    '/portal/service-providers/table-columns',
    { config: { access: (request) => serviceProviders.authorize(request, 'read') }, schema: { tags } },
    async (request) => {
      serviceProviders.authorize(request, 'read');
      return { data: d.list.columns };
    },
  );

  await app.register(providerProfileRoutes);

  // Every id must be one the caller manages (another provider's reads as missing, 404), before anything is cleared.
  const clear = (path: string, field: 'sp_ids' | 'ac_ids', resource: typeof serviceProviders | typeof accounts) =>
    app.post(
      path,
      {
        config: { access: (request) => resource.authorize(request, 'write') },
        schema: { tags, body: z.object({ [field]: z.array(z.number().int().positive()).min(1).max(500) }).strict() },
      },
      async (request) => {
        const tenant = resource.authorize(request, 'write');
        const ids = (request.body as Record<string, number[]>)[field];
        for (const id of new Set(ids)) await resource.find(app.studio.db, tenant, id, true);
        app.studio.directory.invalidate();
        return { data: { [field]: ids } };
      },
    );
  clear('/portal/clear-service-provider-cache', 'sp_ids', serviceProviders);
  clear('/portal/clear-account-cache', 'ac_ids', accounts);
}
