import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { acProfile, acProfileBody, describeProblems, spProfile, spSettingsBody, themeColoursAnswer } from '@shared/api/profiles';
import { accountsEntity } from '@shared/entities/accounts.schema';
import { serviceProvidersEntity } from '@shared/entities/service-providers.schema';
import { limits } from '@shared/limits';
import { themeColoursOf } from '@shared/theme/contrast';
import { nowIso, type Db } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { requireScope } from '../../http/auth';
import { signedIn } from '../../http/access';
import { uniqueRules } from '../../http/entity-unique';
import { notFound, unprocessable } from '../../http/errors';
import { accountsChanged } from './accounts';
import { accountProfileAccess, ownAccount, ownProvider, providerProfileAccess } from './profile-access';
import { parseJson } from './rows';
import { serviceProviders } from './service-providers';
import { accountRows } from '../../http/tenant-repo';

type Stored = Record<string, unknown>;
const providerNames = uniqueRules(serviceProvidersEntity);
const accountNames = uniqueRules(accountsEntity);

/** The provider a profile call is about: any (system role, the providers screen) or the selected one (manage.sp-profile). */
async function providerFor(request: FastifyRequest, db: Db, spId: number, mode: 'read' | 'write') {
  if (requireScope(request).level === 'system') await serviceProviders.find(db, serviceProviders.authorize(request, mode), spId, true);
  else ownProvider(request, spId, mode);
  const row = await db.selectFrom('service_providers').selectAll().where('sp_id', '=', spId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

const settingsOf = (s: Stored) => ({
  display_date_format: (s.display_date_format as string | null | undefined) ?? null,
  default_timezone: (s.default_timezone as string | null | undefined) ?? null,
});

function providerAnswer(row: { sp_id: number; sp_name: string; logopath: string | null; sp_setting: string }): z.infer<typeof spProfile> {
  const stored = parseJson<Stored>(row.sp_setting, {});
  const colours = themeColoursOf(stored);
  return {
    sp_id: row.sp_id,
    sp_name: row.sp_name,
    logopath: row.logopath,
    ...colours,
    ...settingsOf(stored),
    warnings: describeProblems(colours).filter((p) => p.severity === 'warning'),
  };
}

/**
 * The provider's and the account's profile (spec 3 §3 theme colours and settings, §7
 * POST /portal/sp-settings and GET /portal/sp-theme-colors): a provider admin changes their own provider's
 * (manage.sp-profile) and its accounts' (manage.ac-profile); the system role any provider's. Colours that
 * would make the shell's text unreadable are refused (shared/theme/contrast.ts); every change is logged
 * and reaches the provider's users at once (the switcher's options carry the settings).
 */
export async function providerProfileRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root.studio;
  const tags = ['Profile'];
  const spQuery = z.object({ sp_id: z.coerce.number().int().positive().optional() });

  // The selected provider's colours for the shell (the defaults at system scope); with ?sp_id that provider's.
  app.get(
    '/portal/sp-theme-colors',
    { config: { access: signedIn }, schema: { tags, querystring: spQuery, response: { 200: envelope(themeColoursAnswer) } } },
    async (request) => {
      const asked = request.query.sp_id;
      if (asked) return { data: themeColoursOf(parseJson((await providerFor(request, db, asked, 'read')).sp_setting, {})) };
      const { selection } = requireScope(request);
      if (selection.spId === 'all') return { data: { ...limits.themeColors } };
      const row = await db.selectFrom('service_providers').select('sp_setting').where('sp_id', '=', selection.spId).executeTakeFirst();
      return { data: themeColoursOf(parseJson(row?.sp_setting, {})) };
    },
  );

  app.get(
    '/portal/sp-settings',
    {
      config: { access: (request) => providerProfileAccess(request, 'read') },
      schema: { tags, querystring: z.object({ sp_id: z.coerce.number().int().positive() }), response: { 200: envelope(spProfile) } },
    },
    async (request) => {
      return { data: providerAnswer(await providerFor(request, db, request.query.sp_id, 'read')) };
    },
  );

  app.post(
    '/portal/sp-settings',
    {
      config: { access: (request) => providerProfileAccess(request, 'write') },
      schema: { tags, body: spSettingsBody, response: { 200: envelope(spProfile) } },
    },
    async (request) => {
      const { sp_id, sp_name, ...given } = request.body;
      await providerFor(request, db, sp_id, 'write');
      const row = await db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('service_providers').selectAll().where('sp_id', '=', sp_id).executeTakeFirstOrThrow();
        const stored = parseJson<Stored>(existing.sp_setting, {});
        const next = { ...stored, ...given };
        const refused = describeProblems(themeColoursOf(next)).filter((p) => p.severity === 'error');
        if (refused.length)
          throw unprocessable(
            refused[0].message,
            refused.map((p) => `${p.field}: ${p.message}`),
          );
        const name = sp_name ?? existing.sp_name;
        await providerNames.assertFree(trx, { ...existing, sp_name: name }, { level: 'system' }, sp_id);
        const updated = await trx
          .updateTable('service_providers')
          .set({ sp_name: name, sp_setting: JSON.stringify(next), updated_by: request.auth!.user.user_id, updated_at: nowIso() })
          .where('sp_id', '=', sp_id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const { warnings: _b, ...before } = providerAnswer(existing);
        const { warnings: _a, ...after } = providerAnswer(updated);
        const changed = Object.keys(after).filter(
          (k) => JSON.stringify(before[k as keyof typeof before]) !== JSON.stringify(after[k as keyof typeof after]),
        );
        await recordActivity(trx, request, {
          subject_type: serviceProvidersEntity.model,
          subject_id: sp_id,
          action: 'update_profile',
          summary: { before: pick(before, changed), after: pick(after, changed) },
        });
        return updated;
      });
      await accountsChanged(request, [{ sp_id, ac_id: null }]);
      return { data: providerAnswer(row) };
    },
  );

  const acParams = z.object({ ac_id: z.coerce.number().int().positive() });
  const accountAnswer = (row: { ac_id: number; ac_name: string; sp_id: number; logopath: string | null; ac_setting: string }) => ({
    ac_id: row.ac_id,
    ac_name: row.ac_name,
    sp_id: row.sp_id,
    logopath: row.logopath,
    ...settingsOf(parseJson<Stored>(row.ac_setting, {})),
  });

  app.get(
    '/portal/ac-profile/:ac_id',
    {
      config: { access: (request) => accountProfileAccess(request, 'read') },
      schema: { tags, params: acParams, response: { 200: envelope(acProfile) } },
    },
    async (request) => {
      const acId = await ownAccount(request, request.params.ac_id, 'read');
      return { data: accountAnswer(await accountRows(db, acId).selectFrom('accounts').selectAll().executeTakeFirstOrThrow()) };
    },
  );

  app.put(
    '/portal/ac-profile/:ac_id',
    {
      config: { access: (request) => accountProfileAccess(request, 'write') },
      schema: { tags, params: acParams, body: acProfileBody, response: { 200: envelope(acProfile) } },
    },
    async (request) => {
      const acId = await ownAccount(request, request.params.ac_id, 'write');
      const { ac_name, ...given } = request.body;
      const row = await db.transaction().execute(async (trx) => {
        const existing = await accountRows(trx, acId).selectFrom('accounts').selectAll().executeTakeFirstOrThrow();
        const name = ac_name ?? existing.ac_name;
        await accountNames.assertFree(trx, { ...existing, ac_name: name }, { level: 'sp', spIds: [existing.sp_id] }, acId);
        const setting = JSON.stringify({ ...parseJson<Stored>(existing.ac_setting, {}), ...given });
        const updated = await accountRows(trx, acId)
          .updateTable('accounts')
          .set({ ac_name: name, ac_setting: setting, updated_by: request.auth!.user.user_id, updated_at: nowIso() })
          .returningAll()
          .executeTakeFirstOrThrow();
        const before = accountAnswer(existing);
        const after = accountAnswer(updated);
        const changed = Object.keys(after).filter(
          (k) => JSON.stringify(before[k as keyof typeof before]) !== JSON.stringify(after[k as keyof typeof after]),
        );
        await recordActivity(trx, request, {
          subject_type: accountsEntity.model,
          subject_id: acId,
          action: 'update_profile',
          summary: { before: pick(before, changed), after: pick(after, changed) },
        });
        return updated;
      });
      await accountsChanged(request, [row]);
      return { data: accountAnswer(row) };
    },
  );
}

function pick<T extends object>(o: T, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, (o as Record<string, unknown>)[k]]));
}
