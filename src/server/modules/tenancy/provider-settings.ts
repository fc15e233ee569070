import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { displayDateFormats } from '@shared/entities/define';
import { serviceProvidersEntity as d } from '@shared/entities/service-providers.schema';
import { themeColours, type ThemeColours } from '@shared/entities/settings';
import { limits } from '@shared/limits';
import { nowIso } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { requireScope } from '../../http/auth';
import { serviceProviders } from './service-providers';
import { accounts } from './accounts';
import { parseJson } from './rows';

const colours = z.object({ theme_color: z.string(), hover_color: z.string(), row_hover_color: z.string(), outline_color: z.string() });
const withDefaults = (stored: Record<string, unknown>): ThemeColours => ({ ...limits.themeColors, ...themeColours.catch({}).parse(pickColours(stored)) });
const pickColours = (o: Record<string, unknown>) => Object.fromEntries(Object.keys(limits.themeColors).filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));

/**
 * The provider calls beside the generated resource (spec 3 §7 "Service providers"): the form and the
 * table the screen shows (from the descriptor), theme colours, and the cache clears.
 */
export async function providerSettingsRoutes(app: FastifyInstance) {
  const tags = [d.model];
  app.get('/portal/service-providers/form-contents', { schema: { tags } }, async (request) => {
    serviceProviders.authorize(request, 'read');
    return { data: { fields: d.form, theme_colors: limits.themeColors, display_date_formats: displayDateFormats } };
  });

  app.get('/portal/service-providers/table-columns', { schema: { tags } }, async (request) => {
    serviceProviders.authorize(request, 'read');
    return { data: d.list.columns };
  });

  // The selected provider's colours for the shell; the defaults where none are stored or at system scope.
  // With ?sp_id (the system role's provider screen) that provider's.
  const colourQuery = z.object({ sp_id: z.coerce.number().int().positive().optional() });
  app.get('/portal/sp-theme-colors', { schema: { tags, querystring: colourQuery, response: { 200: envelope(colours) } } }, async (request) => {
    const asked = (request.query as z.infer<typeof colourQuery>).sp_id;
    if (asked) {
      const row = await serviceProviders.find(app.studio.db, serviceProviders.authorize(request, 'read'), asked, true);
      return { data: withDefaults(parseJson(row.sp_setting, {})) };
    }
    const { selection } = requireScope(request);
    if (selection.spId === 'all') return { data: { ...limits.themeColors } };
    const row = await app.studio.db.selectFrom('service_providers').select('sp_setting').where('sp_id', '=', selection.spId).executeTakeFirst();
    return { data: withDefaults(parseJson(row?.sp_setting, {})) };
  });

  const settingsBody = themeColours.extend({ sp_id: z.number().int().positive() }).strict();
  app.post('/portal/sp-settings', { schema: { tags, body: settingsBody, response: { 200: envelope(colours) } } }, async (request) => {
    const tenant = serviceProviders.authorize(request, 'write');
    const { sp_id, ...given } = request.body as z.infer<typeof settingsBody>;
    const data = await app.studio.db.transaction().execute(async (trx) => {
      const row = await serviceProviders.find(trx, tenant, sp_id, true);
      const stored = parseJson<Record<string, unknown>>(row.sp_setting, {});
      const next = { ...stored, ...given };
      await trx.updateTable('service_providers').set({ sp_setting: JSON.stringify(next), updated_by: request.auth?.user.user_id ?? null, updated_at: nowIso() }).where('sp_id', '=', sp_id).execute();
      await recordActivity(trx, request, { subject_type: d.model, subject_id: sp_id, action: 'update', summary: { before: withDefaults(stored), after: withDefaults(next) } });
      return withDefaults(next);
    });
    app.studio.directory.invalidate();
    return { data };
  });

  const clear = (path: string, field: 'sp_ids' | 'ac_ids', authorize: typeof serviceProviders.authorize) =>
    app.post(path, { schema: { tags, body: z.object({ [field]: z.array(z.number().int().positive()).min(1).max(500) }).strict() } }, async (request) => {
      authorize(request, 'write');
      app.studio.directory.invalidate();
      return { data: { [field]: (request.body as Record<string, number[]>)[field] } };
    });
  clear('/portal/clear-service-provider-cache', 'sp_ids', serviceProviders.authorize);
  clear('/portal/clear-account-cache', 'ac_ids', accounts.authorize);
}
