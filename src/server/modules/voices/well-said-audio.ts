import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { wellSaidAudioInput } from '@shared/api/voices';
import { fill, messages } from '@shared/messages';
import { HttpError, unprocessable } from '../../http/errors';
import { isPrivateHost } from '../../http/outbound';
import { decryptSecret } from '../content/secrets';
import { wslProfiles } from './wsl-profiles';

const text = messages.voices;
const gatewayError = (status: 502 | 504, message: string) => new HttpError(status, message, [message]);

/**
 * POST /wslprofile/prompt/get-well-said-audio (spec 3 §7): asks the profile's speech service for the audio of a
 * text in one of the profile's voices and streams it back. The request is WellSaid Labs' streaming call
 * (POST, X-Api-Key, JSON {text, speaker_id}); speaker_id is the voice's name. A write: it spends the profile's quota.
 */
export async function wellSaidAudioRoute(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, config } = root.studio;

  app.post('/wslprofile/prompt/get-well-said-audio', { config: { access: (request) => wslProfiles.authorize(request, 'write') }, schema: { tags: ['Voices'], body: wellSaidAudioInput, produces: ['audio/mpeg', 'audio/wav'] } }, async (request, reply) => {
    const tenant = wslProfiles.authorize(request, 'write');
    const profile = await wslProfiles.find(db, tenant, request.body.wsl_profile_id);
    const voice = await db
      .selectFrom('wsl_profile_voices as pv')
      .innerJoin('tts_voices as v', 'v.tts_voice_id', 'pv.tts_voice_id')
      .select(['v.voice_name'])
      .where('pv.wsl_profile_id', '=', profile.wsl_profile_id)
      .where('pv.tts_voice_id', '=', request.body.tts_voice_id)
      .executeTakeFirst();
    if (!voice) {
      const named = await db.selectFrom('tts_voices').select('voice_name').where('tts_voice_id', '=', request.body.tts_voice_id).executeTakeFirst();
      const message = fill(text.speechVoiceNotInProfile, { voice: named?.voice_name ?? String(request.body.tts_voice_id) });
      throw unprocessable(message, [`tts_voice_id: ${message}`]);
    }
    const key = profile.api_key ? decryptSecret(profile.api_key, config.signingSecret) : null;
    if (!profile.endpoint_url || !key) throw unprocessable(text.speechNoEndpoint);
    const url = new URL(profile.endpoint_url);
    if (!config.engineAllowPrivateHosts && (await isPrivateHost(url).catch(() => false))) throw unprocessable(fill(text.speechPrivateAddress, { host: url.hostname }), [`endpoint_url: ${fill(text.speechPrivateAddress, { host: url.hostname })}`]);

    // The timeout covers the wait for the answer's head; the audio then streams as it comes.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new DOMException('timeout', 'TimeoutError')), config.speechTimeoutMs);
    reply.raw.once('close', () => abort.abort());
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'audio/mpeg, audio/*', 'x-api-key': key },
        body: JSON.stringify({ text: request.body.text, speaker_id: voice.voice_name }),
        signal: abort.signal,
        redirect: 'manual',
      });
    } catch (e) {
      if (abort.signal.aborted) throw gatewayError(504, fill(text.speechTimeout, { seconds: config.speechTimeoutMs / 1000 }));
      const reason = String((e as { cause?: { code?: string } }).cause?.code ?? (e as Error).message);
      throw gatewayError(502, fill(text.speechUnreachable, { reason }));
    } finally {
      clearTimeout(timer);
    }
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200) || res.statusText || 'no detail';
      throw gatewayError(502, fill(text.speechFailed, { status: res.status, detail }));
    }
    if (!/^audio\//i.test(type) || !res.body) {
      await res.body?.cancel().catch(() => undefined);
      throw gatewayError(502, fill(text.speechNotAudio, { type: type || 'no content type' }));
    }
    reply.header('content-type', type).header('cache-control', 'no-store');
    const length = res.headers.get('content-length');
    if (length) reply.header('content-length', length);
    return reply.send(Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>));
  });
}
