import { Button, FileInput } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendRecording } from './actions';

/** Node types that wait for the caller's recording. */
export const recordingTypes = new Set(['record', 'prompt_recorder']);

/**
 * The caller's recording at a record step: an audio file to upload, or one recorded here with the microphone
 * (MediaRecorder); the finish key on the keypad ends the step without one.
 */
export function RecordInput({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('sim');
  const [recorder, setRecorder] = useState<MediaRecorder | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const chunks = useRef<Blob[]>([]);
  useEffect(() => () => recorder?.stream.getTracks().forEach((track) => track.stop()), [recorder]);
  const canRecord = typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
  const start = async () => {
    setProblem(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const next = new MediaRecorder(stream);
      chunks.current = [];
      next.ondataavailable = (e) => chunks.current.push(e.data);
      next.onstop = () => {
        stream.getTracks().forEach((track) => track.stop());
        const type = next.mimeType || 'audio/webm';
        void sendRecording(
          new Blob(chunks.current, { type }),
          type.includes('ogg') ? 'recording.ogg' : type.includes('mp4') ? 'recording.m4a' : 'recording.webm',
        );
        setRecorder(null);
      };
      next.start();
      setRecorder(next);
    } catch {
      setProblem(t('record.noMicrophone'));
    }
  };
  return (
    <div className="sim-record" role="group" aria-label={t('record.label')}>
      <FileInput
        disabled={disabled || !!recorder}
        text={t('record.upload')}
        inputProps={{ accept: 'audio/*', 'aria-label': t('record.upload') }}
        onInputChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void sendRecording(file, file.name);
        }}
      />
      {canRecord &&
        (recorder ? (
          <Button size="small" icon="stop" intent="danger" text={t('record.stop')} onClick={() => recorder.stop()} />
        ) : (
          <Button size="small" icon="record" text={t('record.start')} disabled={disabled} onClick={() => void start()} />
        ))}
      {problem && (
        <p className="sim-record-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
