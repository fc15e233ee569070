import { describe, expect, it } from 'vitest';
import { checkAudioUpload, isAudioFile } from '@client/features/authoring/content/prompts/audio/audioFiles';

const MB = 1024 * 1024;

describe('prompt audio files', () => {
  it('offers only mp3 and wav files, whatever the case of the extension', () => {
    expect(['mp3', 'WAV', 'wav'].map((extension) => isAudioFile({ extension }))).toEqual([true, true, true]);
    expect(['mp4', 'pdf', 'txt', ''].map((extension) => isAudioFile({ extension }))).toEqual([false, false, false, false]);
  });

  it('checks an upload for a language: mp3 or wav in the server wording first, then the spec upload size', () => {
    expect(checkAudioUpload({ name: 'Greeting.MP3', size: 1000 }, 'en-US')).toEqual({ ok: true });
    expect(checkAudioUpload({ name: 'Brochure.pdf', size: 1000 }, 'fr-CA')).toEqual({
      ok: false,
      message: 'The audio of fr-CA must be an mp3 or wav file; Brochure.pdf is not.',
    });
    expect(checkAudioUpload({ name: 'Clip.mp4', size: 1000 }, 'en-US')).toMatchObject({ ok: false });
    expect(checkAudioUpload({ name: 'Long.wav', size: 2 * MB }, 'en-US')).toEqual({
      ok: false,
      message: 'Files must be under 2MB; mp4 files must be under 20MB.',
    });
  });
});
