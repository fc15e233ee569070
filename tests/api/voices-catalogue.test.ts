import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

/** TTS voices, TTS packages, ASR languages and packages, languages (spec 3 §3, §5, §7, §9). */
const f = providerFixture('ac.builder@studio.test');
let n = 0;
const unique = (name: string) => `${name} ${++n}${Math.random().toString(36).slice(2, 6)}`;
const forbiddenForAdmin = async (method: string, url: string, body?: unknown) =>
  expect((await f.asAdmin(method, url, body)).statusCode).toBe(403);
const voiceId = async (voice_name: string) =>
  (await f.s.db.selectFrom('tts_voices').select('tts_voice_id').where('voice_name', '=', voice_name).executeTakeFirstOrThrow())
    .tts_voice_id;

describe('TTS voices (system)', () => {
  it("lists the demo catalogue, its providers the spec's, and filters by provider", async () => {
    const all = (await f.asSystem('GET', '/prompt/tts-voices?fetch_all=1')).json().data as { provider: string; lang: string }[];
    expect(new Set(all.map((v) => v.provider))).toEqual(new Set(['lumenvox', 'google', 'ibm']));
    expect(all.map((v) => v.lang)).toEqual(expect.arrayContaining(['en-US', 'en-UK']));
    const ibm = (await f.asSystem('GET', '/prompt/tts-voices?provider=ibm')).json().data as { provider: string }[];
    expect(ibm.length).toBeGreaterThan(0);
    expect(ibm.every((v) => v.provider === 'ibm')).toBe(true);
  });

  it('creates a voice at display order 99 unless told, edits, deletes and restores it', async () => {
    const name = unique('Voice');
    const res = await f.asSystem('POST', '/prompt/tts-voices', { voice_name: name, provider: 'google', lang: 'en-US' });
    expect(res.statusCode, res.body).toBe(201);
    const voice = res.json().data;
    expect(voice).toMatchObject({
      voice_name: name,
      provider: 'google',
      lang: 'en-US',
      display_order: 99,
      is_third_party: 0,
      is_enabled: 1,
    });
    const put = await f.asSystem('PUT', `/prompt/tts-voices/${voice.tts_voice_id}`, { display_order: 5, is_third_party: 1 });
    expect(put.json().data).toMatchObject({ display_order: 5, is_third_party: 1 });
    expect((await f.asSystem('DELETE', `/prompt/tts-voices/${voice.tts_voice_id}`)).statusCode).toBe(200);
    expect((await f.asSystem('GET', '/prompt/tts-voices')).json().data.map((v: { tts_voice_id: number }) => v.tts_voice_id)).not.toContain(
      voice.tts_voice_id,
    );
    expect((await f.asSystem('PUT', `/prompt/tts-voices/${voice.tts_voice_id}`, { is_enabled: 1 })).json().data.is_enabled).toBe(1);
  });

  it('refuses an unknown provider or language and a name its provider already has, changing nothing', async () => {
    const count = async () => (await f.s.db.selectFrom('tts_voices').select('tts_voice_id').execute()).length;
    const before = await count();
    const bad = [
      [{ voice_name: unique('V'), provider: 'acme', lang: 'en-US' }, /^provider: /m],
      [{ voice_name: unique('V'), provider: 'google', lang: 'xx-XX' }, /^'xx-XX' is not a language of the catalogue\.$/m],
      [{ voice_name: 'chris', provider: 'lumenvox', lang: 'en-US' }, /^The name has already been taken\.$/m],
    ] as const;
    for (const [body, message] of bad) {
      const res = await f.asSystem('POST', '/prompt/tts-voices', body);
      expect(res.statusCode, res.body).toBe(422);
      expect([res.json().message, ...res.json().errors].join('\n')).toMatch(message);
    }
    // The same name at another provider is another voice.
    expect((await f.asSystem('POST', '/prompt/tts-voices', { voice_name: 'Chris', provider: 'ibm', lang: 'en-US' })).statusCode).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('validates a voice set: languages, a voice twice, a name taken', async () => {
    const ok = await f.asSystem('POST', '/prompt/validate-tts-voices', {
      voices: [{ voice_name: unique('New'), provider: 'google', lang: 'de-DE' }],
    });
    expect(ok.json().data).toEqual({ valid: true, errors: [] });
    const name = unique('Twice');
    const res = await f.asSystem('POST', '/prompt/validate-tts-voices', {
      voices: [
        { voice_name: name, provider: 'ibm', lang: 'en-US' },
        { voice_name: name.toUpperCase(), provider: 'ibm', lang: 'zz' },
        { voice_name: 'Kate', provider: 'lumenvox', lang: 'en-UK' },
      ],
    });
    expect(res.json().data).toEqual({
      valid: false,
      errors: [
        "voices.1.lang: 'zz' is not a language of the catalogue.",
        `voices.1.voice_name: '${name.toUpperCase()}' is given twice for ibm.`,
        "voices.2.voice_name: 'Kate' of lumenvox already exists.",
      ],
    });
    // Editing a voice is not a clash with itself.
    const kate = await voiceId('Kate');
    expect(
      (
        await f.asSystem('POST', '/prompt/validate-tts-voices', {
          voices: [{ tts_voice_id: kate, voice_name: 'Kate', provider: 'lumenvox', lang: 'en-UK' }],
        })
      ).json().data.valid,
    ).toBe(true);
  });

  it('lists the third-party voices a business plan does not include yet', async () => {
    const third = (
      await f.asSystem('POST', '/prompt/tts-voices', { voice_name: unique('Partner'), provider: 'ibm', lang: 'en-US', is_third_party: 1 })
    ).json().data;
    const plan = (await f.asSystem('POST', '/billing/business-plans', { bp_name: unique('Plan'), voices: [] })).json().data;
    const offered = async () =>
      (await f.asSystem('GET', `/prompt/new-third-party-voices/${plan.bp_id}`))
        .json()
        .data.map((v: { tts_voice_id: number }) => v.tts_voice_id);
    expect(await offered()).toContain(third.tts_voice_id);
    await f.asSystem('PUT', `/billing/business-plans/${plan.bp_id}`, { voices: [String(third.tts_voice_id)] });
    expect(await offered()).not.toContain(third.tts_voice_id);
    expect((await f.asSystem('GET', '/prompt/new-third-party-voices/999999')).statusCode).toBe(404);
  });

  it("is the system role's: a provider admin and an account user are refused", async () => {
    await forbiddenForAdmin('GET', '/prompt/tts-voices');
    await forbiddenForAdmin('POST', '/prompt/tts-voices', { voice_name: unique('V'), provider: 'google', lang: 'en-US' });
    await forbiddenForAdmin('POST', '/prompt/validate-tts-voices', { voices: [{ voice_name: 'x', provider: 'google', lang: 'en-US' }] });
    const asBuilder = await f.s.call('GET', '/prompt/tts-voices', {
      token: f.token['ac.builder@studio.test'],
      selection: { spId: f.ids.northwind, acId: f.ids.retail },
    });
    expect(asBuilder.statusCode).toBe(403);
  });
});

describe('TTS packages (system)', () => {
  it("creates a package of one language at the spec's paths, its voices grouped by language, and checks its name", async () => {
    const name = unique('US pack');
    const ids = [await voiceId('Chris'), await voiceId('en-US-Neural2-F')];
    const res = await f.asSystem('POST', '/prompt/create-tts-packages', { tts_package_name: name, lang: 'en-US', tts_voice_ids: ids });
    expect(res.statusCode, res.body).toBe(201);
    const pack = res.json().data;
    expect(pack.tts_package_voices).toEqual([
      { lang: 'en-US', voices: expect.arrayContaining([expect.objectContaining({ voice_name: 'Chris', provider: 'lumenvox' })]) },
    ]);
    expect(pack.tts_voice_ids.sort()).toEqual([...ids].sort());
    expect((await f.asSystem('GET', `/prompt/validate-tts-pack-name/${encodeURIComponent(name.toUpperCase())}`)).json().data).toEqual({
      valid: false,
      message: 'The name has already been taken.',
    });
    expect(
      (await f.asSystem('GET', `/prompt/validate-tts-pack-name/${encodeURIComponent(name)}?tts_package_id=${pack.tts_package_id}`)).json()
        .data.valid,
    ).toBe(true);
    expect((await f.asSystem('GET', `/prompt/validate-tts-pack-name/${encodeURIComponent(unique('Free'))}`)).json().data).toEqual({
      valid: true,
      message: 'The value is available.',
    });
    const put = await f.asSystem('PUT', `/prompt/update-tts-packages/${pack.tts_package_id}`, {
      tts_voice_ids: [ids[0]],
      description: 'One voice',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ tts_voice_ids: [ids[0]], description: 'One voice' });
    expect((await f.asSystem('POST', '/prompt/create-tts-packages', { tts_package_name: name, lang: 'en-US' })).json().message).toBe(
      'The name has already been taken.',
    );
    expect((await f.asSystem('DELETE', `/prompt/tts-packages/${pack.tts_package_id}`)).statusCode).toBe(200);
  });

  it('refuses a voice of another language (on create, on update, on a language change) and changes nothing', async () => {
    const german = await voiceId('de-DE-Neural2-B');
    const create = await f.asSystem('POST', '/prompt/create-tts-packages', {
      tts_package_name: unique('Mixed'),
      lang: 'en-US',
      tts_voice_ids: [await voiceId('Chris'), german],
    });
    expect(create.statusCode).toBe(422);
    expect(create.json().message).toBe("'de-DE-Neural2-B' speaks de-DE, not en-US, the language of this package.");
    const pack = (
      await f.asSystem('POST', '/prompt/create-tts-packages', {
        tts_package_name: unique('UK'),
        lang: 'en-UK',
        tts_voice_ids: [await voiceId('Kate')],
      })
    ).json().data;
    const before = await f.asSystem('GET', `/prompt/tts-packages/${pack.tts_package_id}`);
    const update = await f.asSystem('PUT', `/prompt/update-tts-packages/${pack.tts_package_id}`, { tts_voice_ids: [german] });
    expect(update.statusCode).toBe(422);
    const relang = await f.asSystem('PUT', `/prompt/update-tts-packages/${pack.tts_package_id}`, { lang: 'de-DE' });
    expect(relang.statusCode, relang.body).toBe(422);
    expect(relang.json().message).toBe("'Kate' speaks en-UK, not de-DE, the language of this package.");
    expect(
      (await f.asSystem('PUT', `/prompt/update-tts-packages/${pack.tts_package_id}`, { tts_voice_ids: [999999] })).json().message,
    ).toBe('Voice 999999 does not exist or is disabled.');
    expect((await f.asSystem('GET', `/prompt/tts-packages/${pack.tts_package_id}`)).json()).toEqual(before.json());
  });

  it("is the system role's", async () => {
    await forbiddenForAdmin('GET', '/prompt/tts-packages');
    await forbiddenForAdmin('POST', '/prompt/create-tts-packages', { tts_package_name: unique('P'), lang: 'en-US' });
    await forbiddenForAdmin('GET', '/prompt/validate-tts-pack-name/x');
  });
});

describe('ASR languages and packages, languages', () => {
  it('answers the ASR languages and their groups as a tree', async () => {
    const langs = (await f.asSystem('GET', '/util/asr-languages?fetch_all=1')).json().data as { lang: string }[];
    expect(langs.map((l) => l.lang)).toEqual(expect.arrayContaining(['en-US', 'de-DE', 'fr-FR']));
    const tree = (await f.asSystem('GET', '/util/asr-language-group')).json().data;
    const european = tree.find((g: { group_name: string }) => g.group_name === 'European');
    expect(european.children.map((c: { group_name: string }) => c.group_name)).toEqual(['Germanic', 'Romance']);
    expect(european.children[1].languages.map((l: { lang: string }) => l.lang)).toContain('fr-FR');
  });

  it('creates, validates, edits and deletes an ASR language package; unknown languages are refused', async () => {
    const langs = (await f.asSystem('GET', '/util/asr-languages')).json().data as { asr_language_id: number; lang: string }[];
    const fr = langs.find((l) => l.lang === 'fr-FR')!.asr_language_id;
    const name = unique('French ASR');
    const res = await f.asSystem('POST', '/util/asr-language-packages', { asr_language_package_name: name, asr_language_ids: [fr] });
    expect(res.statusCode, res.body).toBe(201);
    const pack = res.json().data;
    expect(pack).toMatchObject({ languages: ['fr-FR'], is_enabled: 1 });
    expect((await f.asSystem('POST', '/util/asr-language-packages/validate', { asr_language_package_name: name })).json().data.valid).toBe(
      false,
    );
    expect(
      (
        await f.asSystem('POST', '/util/asr-language-packages/validate', {
          asr_language_package_name: name,
          asr_language_package_id: pack.asr_language_package_id,
        })
      ).json().data.valid,
    ).toBe(true);
    const bad = await f.asSystem('PUT', `/util/asr-language-packages/${pack.asr_language_package_id}`, { asr_language_ids: [fr, 999999] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('ASR language 999999 does not exist.');
    expect((await f.asSystem('GET', `/util/asr-language-packages/${pack.asr_language_package_id}`)).json().data.languages).toEqual([
      'fr-FR',
    ]);
    expect((await f.asSystem('DELETE', `/util/asr-language-packages/${pack.asr_language_package_id}`)).statusCode).toBe(200);
    await forbiddenForAdmin('GET', '/util/asr-language-packages');
  });

  it('answers the whole languages catalogue outside an account', async () => {
    const langs = (await f.asSystem('GET', '/prompt/languages')).json().data as { language_id: string }[];
    expect(langs.map((l) => l.language_id)).toEqual(expect.arrayContaining(['en-US', 'en-UK', 'de-DE']));
  });
});
