import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import {
  accountVoice,
  asrLanguage,
  asrLanguageGroupTree,
  language,
  ttsVoice,
  ttsVoiceSet,
  voiceSetAnswer,
  type AsrLanguageGroupNode,
} from '@shared/api/voices';
import { uniqueCheckAnswer } from '@shared/entities/settings';
import { fill, messages } from '@shared/messages';
import { requireAccount, signedIn } from '../../http/access';
import { requireScope } from '../../http/auth';
import { notFound } from '../../http/errors';
import { accountVoiceItems, languagesOf, voicesOf } from './account-voices';
import { asrLanguagePackages } from './asr-packages';
import { ttsPackages } from './tts-packages';
import { ttsVoices } from './tts-voices';
import { lexiconRoutes } from './lexicon-routes';
import { wellSaidAudioRoute } from './well-said-audio';
import { profileVoices, wslProfiles } from './wsl-profiles';
import { accountRows } from '../../http/tenant-repo';

const tags = ['Voices'];
const id = z.coerce.number().int().positive();

/** The account a request works in, for what its plan offers; anything but one account is refused. */
const accountOf = (request: FastifyRequest) => requireAccount(requireScope(request), messages.voices.selectAccount);

/** The Voices and languages calls (spec 3 §7) beside the four generated resources. */
export async function voiceRoutes(root: FastifyInstance) {
  for (const resource of [ttsVoices, ttsPackages, asrLanguagePackages, wslProfiles]) await root.register(resource.routes);
  await root.register(wellSaidAudioRoute);
  await root.register(lexiconRoutes);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = () => root.studio.db;

  // Languages: at an account, those its plan includes (what prompts offer); elsewhere the whole catalogue.
  app.get(
    '/prompt/languages',
    { config: { access: signedIn }, schema: { tags, response: { 200: envelope(z.array(language)) } } },
    async (request) => {
      const scope = requireScope(request);
      if (scope.level === 'ac' && scope.accountIds !== 'any' && scope.accountIds.length === 1) {
        const acId = scope.accountIds[0];
        const [offered, speech] = await Promise.all([languagesOf(db(), await accountVoiceItems(db(), acId)), speechLanguage(acId)]);
        return { data: offered.map((l) => ({ ...l, speech_default: l.language_id === speech })) };
      }
      return { data: await db().selectFrom('languages').select(['language_id', 'language_name']).orderBy('language_id').execute() };
    },
  );

  /** The account's speech language: its first enabled speech-language profile's (by id), if it has one. */
  const speechLanguage = async (acId: number) =>
    (
      await accountRows(db(), acId)
        .selectFrom('wsl_profiles')
        .select('lang')
        .where('is_enabled', '=', 1)
        .orderBy('wsl_profile_id')
        .limit(1)
        .executeTakeFirst()
    )?.lang ?? null;

  // The voices an account's plan includes (what set_voice offers).
  app.get(
    '/portal/getAccountTtsVoices',
    { config: { access: signedIn }, schema: { tags, response: { 200: envelope(z.array(accountVoice)) } } },
    async (request) => {
      const acId = accountOf(request);
      return { data: await voicesOf(db(), await accountVoiceItems(db(), acId)) };
    },
  );

  // The check of a voice set before saving it (spec 3 §5): every line's language, no voice twice per provider, no name taken.
  app.post(
    '/prompt/validate-tts-voices',
    {
      config: { access: (request) => ttsVoices.authorize(request, 'read') },
      schema: { tags, body: ttsVoiceSet, response: { 200: envelope(voiceSetAnswer) } },
    },
    async (request) => {
      ttsVoices.authorize(request, 'read');
      const errors: string[] = [];
      const langs = new Set((await db().selectFrom('languages').select('language_id').execute()).map((r) => r.language_id));
      const seen = new Set<string>();
      request.body.voices.forEach((v, i) => {
        if (!langs.has(v.lang)) errors.push(`voices.${i}.lang: ${fill(messages.voices.unknownLanguage, { lang: v.lang })}`);
        const key = `${v.provider}\u0000${v.voice_name.toLowerCase()}`;
        if (seen.has(key))
          errors.push(`voices.${i}.voice_name: ${fill(messages.voices.voiceTwiceInSet, { voice: v.voice_name, provider: v.provider })}`);
        seen.add(key);
      });
      for (const [i, v] of request.body.voices.entries()) {
        let q = db()
          .selectFrom('tts_voices')
          .select('tts_voice_id')
          .where('provider', '=', v.provider)
          .where(sql<boolean>`lower(voice_name) = lower(${v.voice_name})`)
          .where('is_enabled', '=', 1);
        if (v.tts_voice_id) q = q.where('tts_voice_id', '<>', v.tts_voice_id);
        if (await q.executeTakeFirst())
          errors.push(`voices.${i}.voice_name: ${fill(messages.voices.voiceTaken, { voice: v.voice_name, provider: v.provider })}`);
      }
      return { data: { valid: errors.length === 0, errors } };
    },
  );

  // Third-party voices a business plan does not include yet (to add them to it).
  app.get(
    '/prompt/new-third-party-voices/:id',
    {
      config: { access: (request) => ttsVoices.authorize(request, 'read') },
      schema: { tags, params: z.object({ id }), response: { 200: envelope(z.array(ttsVoice)) } },
    },
    async (request) => {
      ttsVoices.authorize(request, 'read');
      const plan = await db().selectFrom('business_plans').select('bp_id').where('bp_id', '=', request.params.id).executeTakeFirst();
      if (!plan) throw notFound();
      const included = (
        await db().selectFrom('business_plan_includes').select('item').where('bp_id', '=', plan.bp_id).where('kind', '=', 'voice').execute()
      ).map((r) => r.item);
      const rows = await db()
        .selectFrom('tts_voices')
        .selectAll()
        .where('is_third_party', '=', 1)
        .where('is_enabled', '=', 1)
        .orderBy('display_order')
        .orderBy('voice_name')
        .execute();
      return {
        data: await ttsVoices.parts.toApi(
          db(),
          rows.filter((r) => !included.includes(String(r.tts_voice_id))),
        ),
      };
    },
  );

  app.get(
    '/prompt/validate-tts-pack-name/:name',
    {
      config: { access: (request) => ttsPackages.authorize(request, 'read') },
      schema: {
        tags,
        params: z.object({ name: z.string().trim().min(1).max(100) }),
        querystring: z.object({ tts_package_id: id.optional() }),
        response: { 200: envelope(uniqueCheckAnswer) },
      },
    },
    async (request) => {
      ttsPackages.authorize(request, 'read');
      let q = db()
        .selectFrom('tts_packages')
        .select('tts_package_id')
        .where(sql<boolean>`lower(tts_package_name) = lower(${request.params.name})`)
        .where('is_enabled', '=', 1);
      if (request.query.tts_package_id) q = q.where('tts_package_id', '<>', request.query.tts_package_id);
      const taken = !!(await q.executeTakeFirst());
      return { data: { valid: !taken, message: taken ? messages.entities.nameTaken : messages.entities.valueAvailable } };
    },
  );

  app.get(
    '/util/asr-languages',
    {
      config: { access: signedIn },
      schema: {
        tags,
        querystring: z.object({ fetch_all: z.coerce.number().optional() }),
        response: { 200: envelope(z.array(asrLanguage)) },
      },
    },
    async (request) => {
      requireScope(request);
      return { data: await db().selectFrom('asr_languages').selectAll().orderBy('lang').execute() };
    },
  );

  // The ASR languages as a tree of groups (a group's sub-groups, then its languages).
  app.get(
    '/util/asr-language-group',
    { config: { access: signedIn }, schema: { tags, response: { 200: envelope(z.array(asrLanguageGroupTree)) } } },
    async (request) => {
      requireScope(request);
      const groups = await db().selectFrom('asr_language_groups').selectAll().orderBy('group_name').execute();
      const languages = await db().selectFrom('asr_languages').selectAll().orderBy('lang').execute();
      const node = (g: (typeof groups)[number]): AsrLanguageGroupNode => ({
        asr_language_group_id: g.asr_language_group_id,
        group_name: g.group_name,
        children: groups.filter((c) => c.parent_id === g.asr_language_group_id).map(node),
        languages: languages.filter((l) => l.asr_language_group_id === g.asr_language_group_id),
      });
      return { data: groups.filter((g) => g.parent_id === null).map(node) };
    },
  );

  // A profile's voices (or every enabled profile's of the account), for the speech nodes.
  app.get(
    '/wslprofile/profiles-voices',
    {
      config: { access: (request) => wslProfiles.authorize(request, 'read') },
      schema: {
        tags,
        querystring: z.object({ wsl_profile_id: id.optional() }),
        response: {
          200: envelope(
            z.array(z.object({ wsl_profile_id: z.number(), tts_voice_id: z.number(), voice_name: z.string(), provider: z.string() })),
          ),
        },
      },
    },
    async (request) => {
      const tenant = wslProfiles.authorize(request, 'read');
      const profilesOf =
        tenant.level === 'ac' ? accountRows(db(), tenant.acId).selectFrom('wsl_profiles') : db().selectFrom('wsl_profiles');
      let q = profilesOf.select('wsl_profile_id').where('is_enabled', '=', 1);
      if (request.query.wsl_profile_id) q = q.where('wsl_profile_id', '=', request.query.wsl_profile_id);
      const profiles = (await q.execute()).map((r) => r.wsl_profile_id);
      if (request.query.wsl_profile_id && profiles.length === 0) throw notFound();
      return { data: await profileVoices(db(), profiles) };
    },
  );
}
