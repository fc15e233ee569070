import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
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
  app.get('/portal/service-providers/form-contents', { config: { access: (request) => serviceProviders.authorize(request, 'read') }, schema: { tags } }, async (request) => {
    serviceProviders.authorize(request, 'read');
    return { data: { fields: d.form, theme_colors: limits.themeColors, display_date_formats: displayDateFormats } };
  });

  app.get('/portal/service-providers/table-columns', { config: { access: (request) => serviceProviders.authorize(request, 'read') }, schema: { tags } }, async (request) => {
    serviceProviders.authorize(request, 'read');
    return { data: d.list.columns };
  });

  await app.register(providerProfileRoutes);

  const clear = (path: string, field: 'sp_ids' | 'ac_ids', authorize: typeof serviceProviders.authorize) =>
    app.post(path, { config: { access: (request) => authorize(request, 'write') }, schema: { tags, body: z.object({ [field]: z.array(z.number().int().positive()).min(1).max(500) }).strict() } }, async (request) => {
      authorize(request, 'write');
      app.studio.directory.invalidate();
      return { data: { [field]: (request.body as Record<string, number[]>)[field] } };
    });
  clear('/portal/clear-service-provider-cache', 'sp_ids', serviceProviders.authorize);
  clear('/portal/clear-account-cache', 'ac_ids', accounts.authorize);
}
