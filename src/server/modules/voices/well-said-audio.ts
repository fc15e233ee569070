import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { wellSaidAudioInput } from '@shared/api/voices';
import { fill, messages } from '@shared/messages';
import { HttpError, unprocessable } from '../../http/errors';
import { OutboundRefused, OutboundTimeout, outboundRequest, type OutboundResponse } from '../../http/outbound';
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

  app.post(
    '/wslprofile/prompt/get-well-said-audio',
    {
      config: { access: (request) => wslProfiles.authorize(request, 'write') },
      schema: { tags: ['Voices'], body: wellSaidAudioInput, produces: ['audio/mpeg', 'audio/wav'] },
    },
    async (request, reply) => {
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
        const named = await db
          .selectFrom('tts_voices')
          .select('voice_name')
          .where('tts_voice_id', '=', request.body.tts_voice_id)
          .executeTakeFirst();
        const message = fill(text.speechVoiceNotInProfile, { voice: named?.voice_name ?? String(request.body.tts_voice_id) });
        throw unprocessable(message, [`tts_voice_id: ${message}`]);
      }
      const key = profile.api_key ? decryptSecret(profile.api_key, config.signingSecret) : null;
      if (!profile.endpoint_url || !key) throw unprocessable(text.speechNoEndpoint);
      const url = new URL(profile.endpoint_url);
      const refused = () => {
        const message = fill(text.speechPrivateAddress, { host: url.hostname });
        return unprocessable(message, [`endpoint_url: ${message}`]);
      };

      // The timeout covers the wait for the answer's head; the audio then streams as it comes.
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      let res: OutboundResponse;
      try {
        res = await outboundRequest(config, url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'audio/mpeg, audio/*', 'x-api-key': key },
          body: JSON.stringify({ text: request.body.text, speaker_id: voice.voice_name }),
          timeoutMs: config.speechTimeoutMs,
          signal: gone.signal,
        });
      } catch (e) {
        if (e instanceof OutboundRefused) throw refused();
        if (e instanceof OutboundTimeout) throw gatewayError(504, fill(text.speechTimeout, { seconds: config.speechTimeoutMs / 1000 }));
        const reason = String((e as { code?: string }).code ?? (e as Error).message);
        throw gatewayError(502, fill(text.speechUnreachable, { reason }));
      }
      res.release();
      const type = String(res.headers['content-type'] ?? '');
      if (res.status < 200 || res.status >= 300) {
        const detail = (await res.text(4096).catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200) || 'no detail';
        throw gatewayError(502, fill(text.speechFailed, { status: res.status, detail }));
      }
      if (!/^audio\//i.test(type)) {
        res.body.destroy();
        throw gatewayError(502, fill(text.speechNotAudio, { type: type || 'no content type' }));
      }
      reply.header('content-type', type).header('cache-control', 'no-store');
      const length = res.headers['content-length'];
      if (length) reply.header('content-length', length);
      return reply.send(res.body);
    },
  );
}
