import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { fill, messages } from '@shared/messages';
import { configurationEntry, systemSetting, systemSettingDecls, systemSettingUpdate, type SystemSettingKey } from '@shared/system-settings';
import { nowIso } from '../../db/index';
import { requireAccess } from '../../http/access';
import { recordActivity } from '../../http/activity';
import { notFound, unprocessable } from '../../http/errors';
import { loadedConfiguration } from './configuration';
import { ensureSettingRows, settingsList } from './settings';

const settingsAccess = (mode: 'read' | 'write') => (request: FastifyRequest) => void requireAccess(request, 'system.settings', mode);

/**
 * The System section's settings (spec 3 §7 "Notifications, announcements, settings"): GET /system/system-settings,
 * PUT /system/system-settings/{setting_id} (a value within the setting's bounds) and GET /system/loaded-configuration.
 */
export async function systemRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = () => root.studio.db;
  const tags = ['System'];

  app.get(
    '/system/system-settings',
    { config: { access: settingsAccess('read') }, schema: { tags, response: { 200: envelope(z.array(systemSetting)) } } },
    async () => {
      await ensureSettingRows(db());
      return { data: await settingsList(db()) };
    },
  );

  app.put(
    '/system/system-settings/:setting_id',
    {
      config: { access: settingsAccess('write') },
      schema: {
        tags,
        params: z.object({ setting_id: z.coerce.number().int().positive() }),
        body: systemSettingUpdate,
        response: { 200: envelope(systemSetting) },
      },
    },
    async (request) => {
      const id = request.params.setting_id;
      const row = await db().selectFrom('system_settings').select('setting_key').where('setting_id', '=', id).executeTakeFirst();
      const decl = row && systemSettingDecls[row.setting_key as SystemSettingKey];
      if (!row || !decl) throw notFound(messages.system.settingUnknown);
      const { value } = request.body;
      if (value < decl.min || value > decl.max) {
        const message = fill(messages.system.settingRange, { min: String(decl.min), max: String(decl.max) });
        throw unprocessable(message, [`value: ${message}`]);
      }
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx
            .updateTable('system_settings')
            .set({ value: String(value), updated_by: request.auth?.user.user_id ?? null, updated_at: nowIso() })
            .where('setting_id', '=', id)
            .execute();
          await recordActivity(trx, request, {
            subject_type: 'SystemSetting',
            subject_id: row.setting_key,
            action: 'update',
            summary: { after: { value } },
          });
        });
      return { data: (await settingsList(db())).find((s) => s.setting_id === id)! };
    },
  );

  app.get(
    '/system/loaded-configuration',
    { config: { access: settingsAccess('read') }, schema: { tags, response: { 200: envelope(z.array(configurationEntry)) } } },
    async () => ({ data: loadedConfiguration(root.studio.config, process.env) }),
  );
}
