import { Button, Callout, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import { idleKey, voiceKeys } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';
import type { EntityRow } from '../entities/api';
import './i18n';
import './voices.css';

type Voice = { tts_voice_id: number; voice_name: string; provider: string };

/**
 * Play on a WSL profile: a text in one of the profile's voices as stored (GET /wslprofile/profiles-voices, spec 3 §7),
 * through the profile's speech service (POST /wslprofile/prompt/get-well-said-audio), into an audio element. Enter in the text plays; Shift+Enter is a
 * new line. Only for users who may change the profile: the call spends its service's quota.
 */
export default function SpeechPlay({ row, canWrite }: { row: EntityRow; canWrite: boolean }) {
  const { t } = useTranslation('voices');
  const selection = useSession((s) => s.selection);
  const profileId = row.wsl_profile_id as number;
  const stored = useQuery({
    queryKey: selection ? voiceKeys.profileVoices(selection, profileId, row.updated_at) : idleKey(),
    enabled: !!selection && canWrite,
    queryFn: ({ signal }) => api<Voice[]>('/wslprofile/profiles-voices', { signal, selection, query: { wsl_profile_id: profileId } }),
  });
  const voices = stored.data ?? [];
  const [picked, setVoiceId] = useState('');
  // The first of the profile's voices until one is picked (or when the picked one left the profile).
  const voiceId = voices.some((v) => String(v.tts_voice_id) === picked) ? picked : String(voices[0]?.tts_voice_id ?? '');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [audio, setAudio] = useState<string | null>(null);
  useEffect(() => () => void (audio && URL.revokeObjectURL(audio)), [audio]);
  if (!canWrite) return null;
  const ready = !!row.endpoint_url && !!row.api_key;
  const play = async () => {
    if (!text.trim() || !voiceId || busy || !selection) return;
    setBusy(true);
    setError(null);
    try {
      const blob = await api<Blob>('/wslprofile/prompt/get-well-said-audio', {
        method: 'POST',
        selection,
        blob: true,
        body: { wsl_profile_id: row.wsl_profile_id, tts_voice_id: Number(voiceId), text: text.trim() },
      });
      setAudio(URL.createObjectURL(blob));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    void play();
  };
  return (
    <section className="voices-play" aria-labelledby="voices-play-title">
      <h3 className="ent-section" id="voices-play-title">
        {t('play.title')}
      </h3>
      {!ready && (
        <Callout icon="info-sign" className="voices-play-hint">
          {t('play.needsEndpoint')}
        </Callout>
      )}
      {ready && stored.isError && (
        <Callout intent="warning" className="voices-play-hint" role="alert">
          {stored.error.message}
        </Callout>
      )}
      {ready && stored.isSuccess && voices.length === 0 && (
        <Callout icon="info-sign" className="voices-play-hint">
          {t('play.noVoices')}
        </Callout>
      )}
      {ready && voices.length > 0 && (
        <>
          <FormGroup label={t('voice')} labelFor="voices-play-voice">
            <HTMLSelect
              id="voices-play-voice"
              value={voiceId}
              onChange={(e) => setVoiceId(e.currentTarget.value)}
              options={voices.map((v) => ({ value: String(v.tts_voice_id), label: `${v.voice_name} (${v.provider})` }))}
            />
          </FormGroup>
          <FormGroup label={t('play.text')} labelFor="voices-play-text" helperText={t('play.textHelp')}>
            <TextArea
              id="voices-play-text"
              fill
              rows={2}
              maxLength={1000}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              onKeyDown={onKeyDown}
            />
          </FormGroup>
          <Button icon="play" text={t('play.play')} loading={busy} disabled={!text.trim()} onClick={() => void play()} />
          <div aria-live="polite">
            {error && (
              <Callout intent="danger" className="voices-play-hint">
                {error}
              </Callout>
            )}
            {audio && (
              <audio className="voices-play-audio" src={audio} controls autoPlay aria-label={t('play.audio')} data-testid="speech-audio" />
            )}
          </div>
        </>
      )}
    </section>
  );
}
