import { describe, expect, it } from 'vitest';
import { appFeatures } from '@shared/plans/catalogue';
import { planableNodeTypes } from '@server/modules/plans/includes';
import { providerFixture } from './support/provider';

/** What an account's plan includes of voices and languages is what prompts, set_voice and WSL profiles may use. */
const f = providerFixture('ac.builder@studio.test');
let n = 0;
const unique = (name: string) => `${name} ${++n}${Math.random().toString(36).slice(2, 6)}`;
const builder = (method: string, url: string, body?: unknown, acId: number | 'all' = f.ids.health) =>
  f.s.call(method, url, { token: f.token['ac.builder@studio.test'], selection: { spId: f.ids.northwind, acId }, body });
/** The provider admin with one account selected (WSL profiles are an account's). */
const adminAt = (acId: number, method: string, url: string, body?: unknown) =>
  f.s.call(method, url, { token: f.token['sp.admin@studio.test'], selection: { spId: f.ids.northwind, acId }, body });
const voice = async (voice_name: string) =>
  String(
    (await f.s.db.selectFrom('tts_voices').select('tts_voice_id').where('voice_name', '=', voice_name).executeTakeFirstOrThrow())
      .tts_voice_id,
  );
const voiceNames = async (acId = f.ids.health) =>
  ((await builder('GET', '/portal/getAccountTtsVoices', undefined, acId)).json().data as { voice_name: string }[]).map((v) => v.voice_name);
const languages = async (acId = f.ids.health) =>
  ((await builder('GET', '/prompt/languages', undefined, acId)).json().data as { language_id: string }[]).map((l) => l.language_id);

/** A plan with every feature and node type and the given voices and languages, allocated to Health. */
async function healthOnPlan(voices: string[], langs: string[], extra: Record<string, unknown> = {}) {
  const bp = (
    await f.asSystem('POST', '/billing/business-plans', {
      bp_name: unique('Voice plan'),
      features: appFeatures.map((x) => ({ feature: x.feature })),
      nodes: planableNodeTypes(),
      voices,
      languages: langs,
      ...extra,
    })
  ).json().data;
  const sp = (
    await f.asSystem('POST', '/billing/sp-plans', {
      sp_plan_name: unique('SP'),
      sp_id: f.ids.northwind,
      bp_id: bp.bp_id,
      features: appFeatures.map((x) => ({ feature: x.feature })),
    })
  ).json().data;
  const plan = (await f.asAdmin('GET', `/billing/ac-allocated-plan/${f.ids.health}`)).json().data[0];
  const res = await f.asAdmin('PUT', `/billing/ac-plans/${plan.ac_plan_id}`, { sp_plan_id: sp.sp_plan_id });
  expect(res.statusCode, res.body).toBe(200);
  return bp.bp_id as number;
}

async function setVoiceNode(tts_voice: string) {
  const task = (await builder('POST', '/studio/tasks', { task_name: unique('Voice task'), task_type: 'voice' })).json().data;
  const main = (
    (await builder('GET', `/node/canvas?task_id=${task.task_id}`)).json().data as {
      is_main_canvas: number;
      canvas_id: number;
      first_node_id: number;
    }[]
  ).find((c) => c.is_main_canvas === 1)!;
  return builder('POST', '/node/nodes', {
    task_id: task.task_id,
    canvas_id: main.canvas_id,
    pid: main.first_node_id,
    node_type: 'set_voice',
    config: { tts_voice, language: 'en-US' },
  });
}

describe("an account's voices and languages come from its plan", () => {
  it('gives the demo accounts the whole catalogue, and asks for one account', async () => {
    expect(await voiceNames(f.ids.retail)).toEqual(expect.arrayContaining(['Chris', 'Kate', 'en-US-Neural2-F']));
    expect(await languages(f.ids.retail)).toEqual(expect.arrayContaining(['en', 'en-US', 'en-UK', 'de-DE']));
    const all = await builder('GET', '/portal/getAccountTtsVoices', undefined, 'all');
    expect(all.statusCode).toBe(403);
    expect(all.json().message).toBe('To view voices, select an individual account.');
  });

  it("marks the account's speech language (its first enabled speech-language profile's): what a new prompt starts in", async () => {
    const marked = async (acId: number) =>
      ((await builder('GET', '/prompt/languages', undefined, acId)).json().data as { language_id: string; speech_default: boolean }[])
        .filter((l) => l.speech_default)
        .map((l) => l.language_id);
    const profile = (acId: number) => f.s.db.updateTable('wsl_profiles').where('ac_id', '=', acId);
    expect(await marked(f.ids.retail)).toEqual(['en-US']);
    try {
      await profile(f.ids.retail).set({ lang: 'de-DE' }).execute();
      expect(await marked(f.ids.retail)).toEqual(['de-DE']);
      // Another account's profile never marks this one's.
      expect(await marked(f.ids.health)).toEqual(['en-US']);
      await profile(f.ids.retail).set({ is_enabled: 0 }).execute();
      expect(await marked(f.ids.retail)).toEqual([]);
    } finally {
      await profile(f.ids.retail).set({ lang: 'en-US', is_enabled: 1 }).execute();
    }
  });

  it('plan → voices → set_voice: a voice out of the plan is not offered and is refused; removing one is a change to confirm', async () => {
    const bpId = await healthOnPlan([await voice('Chris'), await voice('en-US-Neural2-F')], ['en-US']);
    expect((await voiceNames()).sort()).toEqual(['Chris', 'en-US-Neural2-F']);
    expect(await languages()).toEqual(['en-US']);
    const kate = await setVoiceNode('Kate');
    expect(kate.statusCode).toBe(422);
    expect(kate.json().message).toBe("tts_voice: The voice 'Kate' is not in your account's plan.");
    expect((await setVoiceNode('Chris')).statusCode).toBe(201);

    // the changes check names the voice Health would lose; the update is refused until confirmed
    const body = { voices: [await voice('en-US-Neural2-F')] };
    const check = await f.asSystem('POST', `/billing/check-business-plan-changes/${bpId}`, body);
    expect(check.json().data.safe_update).toBe(false);
    expect(check.json().data.changes).toEqual([
      expect.objectContaining({ ac_id: f.ids.health, lost_voices: ['Chris'], lost_languages: [] }),
    ]);
    const refused = await f.asSystem('PUT', `/billing/business-plans/${bpId}`, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toContain('Northwind Health Line loses voice Chris');
    expect(await voiceNames()).toContain('Chris');
    expect((await f.asSystem('PUT', `/billing/business-plans/${bpId}`, { ...body, confirm_changes: true })).statusCode).toBe(200);
    expect(await voiceNames()).toEqual(['en-US-Neural2-F']);
    expect((await setVoiceNode('Chris')).json().message).toBe("tts_voice: The voice 'Chris' is not in your account's plan.");
  });

  it('a TTS package in the plan gives its voices; a language pack its languages', async () => {
    const tts = (
      await f.s.db
        .selectFrom('tts_packages')
        .select('tts_package_id')
        .where('tts_package_name', '=', 'English (UK) voices')
        .executeTakeFirstOrThrow()
    ).tts_package_id;
    const asr = (
      await f.s.db
        .selectFrom('asr_language_packages')
        .select('asr_language_package_id')
        .where('asr_language_package_name', '=', 'European ASR')
        .executeTakeFirstOrThrow()
    ).asr_language_package_id;
    const bpId = await healthOnPlan([], [], { tts_packages: [String(tts)], language_packs: [String(asr)] });
    expect((await voiceNames()).sort()).toEqual(['Kate', 'en-GB-Neural2-A'].sort());
    expect(await languages()).toEqual(['de-DE', 'es-ES', 'fr-FR', 'it-IT']);
    const plan = (await f.asSystem('GET', `/billing/business-plans/${bpId}`)).json().data;
    expect(plan.tts_packages).toEqual([String(tts)]);
    expect(plan.tts_packages_not_in_plan).not.toContain(String(tts));
    expect(plan.tts_packages_not_in_plan.length).toBeGreaterThan(0);
    expect(plan.language_packs_not_in_plan).not.toContain(String(asr));
  });

  it('prompts take the languages of the plan, and keep the ones they had', async () => {
    await healthOnPlan([], ['en-US', 'fr-CA']);
    const refused = await builder('POST', '/prompt/prompts', {
      prompt_name: unique('German'),
      texts: [
        { language: 'en-US', text: 'Hi' },
        { language: 'de-DE', text: 'Hallo' },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("texts.1.language: The language 'de-DE' is not in your account's plan.");
    const ok = await builder('POST', '/prompt/prompts', {
      prompt_name: unique('Bilingual'),
      texts: [
        { language: 'en-US', text: 'Hi' },
        { language: 'fr-CA', text: 'Allo' },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    await healthOnPlan([], ['en-US']);
    // fr-CA left the plan: the prompt's French text stays editable, a new language is refused
    const id = ok.json().data.prompt_id;
    expect(
      (
        await builder('PUT', `/prompt/prompts/${id}`, {
          texts: [
            { language: 'en-US', text: 'Hello' },
            { language: 'fr-CA', text: 'Bonjour' },
          ],
        })
      ).statusCode,
    ).toBe(200);
    expect((await builder('PUT', `/prompt/prompts/${id}`, { texts: [{ language: 'es-ES', text: 'Hola' }] })).statusCode).toBe(422);
  });

  it('refuses plan items that are not in the catalogues, changing nothing', async () => {
    const before = (await f.s.db.selectFrom('business_plans').select('bp_id').execute()).length;
    const res = await f.asSystem('POST', '/billing/business-plans', { bp_name: unique('Bad'), voices: ['999999'], languages: ['xx-XX'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      "voices: '999999' is not in the TTS voice catalogue.",
      "languages: 'xx-XX' is not in the language catalogue.",
    ]);
    expect((await f.s.db.selectFrom('business_plans').select('bp_id').execute()).length).toBe(before);
  });
});

describe('speech-language (WSL) profiles', () => {
  it("lists the account's own profile with its voices, creates one of voices of its language, and checks names", async () => {
    const list = (await adminAt(f.ids.retail, 'GET', '/wslprofile')).json().data as {
      wsl_profile_name: string;
      ac_id: number;
      voices: unknown[];
    }[];
    expect(list).toEqual([expect.objectContaining({ wsl_profile_name: 'English (US) IVR', ac_id: f.ids.retail })]);
    expect(list[0].voices).toHaveLength(2);
    const name = unique('UK profile');
    const res = await adminAt(f.ids.retail, 'POST', '/wslprofile', {
      wsl_profile_name: name,
      lang: 'en-UK',
      tts_voice_ids: [Number(await voice('Kate'))],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.voices).toEqual([expect.objectContaining({ voice_name: 'Kate' })]);
    const profileVoices = (
      await adminAt(f.ids.retail, 'GET', `/wslprofile/profiles-voices?wsl_profile_id=${res.json().data.wsl_profile_id}`)
    ).json().data;
    expect(profileVoices.map((v: { voice_name: string }) => v.voice_name)).toEqual(['Kate']);
    expect((await adminAt(f.ids.retail, 'POST', '/wslprofile/validate', { wsl_profile_name: name.toUpperCase() })).json().data.valid).toBe(
      false,
    );
    // the same name in another account is free
    expect((await adminAt(f.ids.logistics, 'POST', '/wslprofile/validate', { wsl_profile_name: name })).json().data.valid).toBe(true);
  });

  it("refuses a voice of another language and a voice out of the account's plan, changing nothing", async () => {
    const mixed = await adminAt(f.ids.retail, 'POST', '/wslprofile', {
      wsl_profile_name: unique('Mixed'),
      lang: 'en-US',
      tts_voice_ids: [Number(await voice('Kate'))],
    });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().message).toBe("'Kate' speaks en-UK, not en-US, the language of this profile.");
    await healthOnPlan([await voice('Chris')], ['en-US']);
    const before = (await f.s.db.selectFrom('wsl_profiles').select('wsl_profile_id').execute()).length;
    const outside = await adminAt(f.ids.health, 'POST', '/wslprofile', {
      wsl_profile_name: unique('Outside'),
      lang: 'en-US',
      tts_voice_ids: [Number(await voice('en-US-Neural2-D'))],
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toBe("The voice 'en-US-Neural2-D' is not in your account's plan.");
    expect((await f.s.db.selectFrom('wsl_profiles').select('wsl_profile_id').execute()).length).toBe(before);
  });

  it("needs one account and the permission; another account's profile is never reached", async () => {
    const atAll = await f.asAdmin('GET', '/wslprofile');
    expect(atAll.statusCode).toBe(403);
    expect(atAll.json().message).toBe('To view wsl profiles, select an individual account.');
    // the account builder's role does not hold manage.wsl-profiles
    expect((await builder('GET', '/wslprofile', undefined, f.ids.retail)).statusCode).toBe(403);
    const bluebird = (
      await f.s.db.selectFrom('wsl_profiles').select('wsl_profile_id').where('ac_id', '=', f.ids.support).executeTakeFirstOrThrow()
    ).wsl_profile_id;
    expect((await adminAt(f.ids.retail, 'GET', `/wslprofile/${bluebird}`)).statusCode).toBe(404);
    expect((await adminAt(f.ids.retail, 'GET', `/wslprofile/profiles-voices?wsl_profile_id=${bluebird}`)).statusCode).toBe(404);
    expect((await adminAt(f.ids.retail, 'PUT', `/wslprofile/${bluebird}`, { wsl_profile_name: 'Taken over' })).statusCode).toBe(404);
  });
});
