import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { account } from '@shared/api/tenancy';
import { accountsEntity as d } from '@shared/entities/accounts.schema';
import { messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { requireAccess } from '../../http/access';
import { notFound, unprocessable } from '../../http/errors';
import { accounts, accountsChanged } from './accounts';
import { plansFollowAccount } from '../plans/move-plans';
import { telephonyFollowsAccount } from '../telephony/account-move';
import { accountRows } from '../../http/tenant-repo';

const moveBody = z.object({ ac_id: z.number().int().positive(), sp_id: z.number().int().positive() }).strict();

/**
 * POST /portal/moveAccountToSp (spec 3 §7; the /system/move-account screen): the system role moves an
 * account to another provider, and what the account owns follows it — its enabled features, its users'
 * mappings and roles in it. Content rows belong to the account (ac_id) and so move with it. The name must
 * be free in the target provider. Its phone numbers are the old provider's and are released; its DNIS pools and
 * QforMe queues go with it (telephony/account-move.ts). One transaction; one activity entry with the provider before and after.
 */
export async function moveAccountRoutes(app: FastifyInstance) {
  app.post(
    '/portal/moveAccountToSp',
    {
      config: { access: (request) => requireAccess(request, 'system.move-account', 'write') },
      schema: { tags: [d.model], body: moveBody, response: { 200: envelope(account) } },
    },
    async (request) => {
      requireAccess(request, 'system.move-account', 'write');
      const { ac_id, sp_id } = request.body as z.infer<typeof moveBody>;
      const tenant = { level: 'sp' as const, spIds: 'any' as const };
      const moved = await app.studio.db.transaction().execute(async (trx) => {
        const row = await accounts.find(trx, tenant, ac_id, true);
        if (row.sp_id === sp_id) throw unprocessable(messages.entities.sameProvider, [`sp_id: ${messages.entities.sameProvider}`]);
        const target = await trx
          .selectFrom('service_providers')
          .select(['sp_id', 'is_enabled'])
          .where('sp_id', '=', sp_id)
          .executeTakeFirst();
        if (!target) throw notFound(messages.entities.providerNotFound);
        if (target.is_enabled !== 1) throw unprocessable(messages.entities.providerDisabled);
        const clash = await trx
          .selectFrom('accounts')
          .select('ac_id')
          .where('sp_id', '=', sp_id)
          .where('is_enabled', '=', 1)
          .where((eb) => eb(eb.fn('lower', ['ac_name']), '=', String(row.ac_name).toLowerCase()))
          .executeTakeFirst();
        if (clash) throw unprocessable(messages.entities.nameTaken, [`ac_name: ${messages.entities.nameTaken}`]);
        await accountRows(trx, ac_id)
          .updateTable('accounts')
          .set({ sp_id, updated_by: request.auth?.user.user_id ?? null, updated_at: nowIso() })
          .execute();
        await accountRows(trx, ac_id).updateTable('enabled_features').set({ sp_id }).execute();
        await accountRows(trx, ac_id).updateTable('user_account_mappings').set({ sp_id }).execute();
        await accountRows(trx, ac_id).updateTable('user_roles').set({ sp_id }).execute();
        await accountRows(trx, ac_id).updateTable('wsl_profiles').set({ sp_id }).execute();
        // Its account plans move onto the new provider's plans (or are disabled): features follow.
        await plansFollowAccount(trx, ac_id, sp_id, request.auth?.user.user_id ?? null);
        // Its phone numbers stay with the old provider (released); its DNIS pools and queues go with it.
        const released = await telephonyFollowsAccount(trx, ac_id, sp_id);
        const before = released.length ? { sp_id: row.sp_id, phone_numbers: released } : { sp_id: row.sp_id };
        await recordActivity(trx, request, {
          subject_type: d.model,
          subject_id: ac_id,
          action: 'move',
          summary: { before, after: { sp_id } },
        });
        return { before: row, after: { ...row, sp_id } };
      });
      await accountsChanged(request, [moved.before, moved.after]);
      return { data: (await accounts.parts.toApi(app.studio.db, [moved.after]))[0] };
    },
  );
}
