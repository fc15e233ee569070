import { describe, expect, it } from 'vitest';
import type { AttachmentFile } from '@shared/api/content-more';
import { messages } from '@shared/messages';
import { checkFile, fileKind, formatSize, renameProblem, uploadBody } from '@client/features/authoring/content/files/rules';
import { filesTab } from '@client/features/authoring/content/files/tab';

const MB = 1024 * 1024;
const deps = { variables: [] };
const saved: AttachmentFile = {
  file_id: 7,
  file_name: 'Logo.png',
  name: 'Logo.png',
  extension: 'png',
  mime_type: 'image/png',
  size: 6303,
  download_url: '/api/content/attachment-files/download/7',
  ac_id: 1,
  folder_id: 0,
  is_enabled: 1,
  is_archived: 0,
  is_refreshing: 0,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

describe('attachment files in the client', () => {
  it('checks a file before sending it, with the spec messages (spec 2 §5, §8)', () => {
    expect(checkFile({ name: 'list.csv', size: 10 })).toEqual({ ok: true });
    for (const name of ['script.exe', 'photo.jpg', 'noextension', 'archive.tar.gz']) {
      expect(checkFile({ name, size: 1 })).toEqual({ ok: false, message: messages.uploadExtension });
    }
    expect(messages.uploadExtension).toBe('Allowed file types: cert, txt, pdf, jpeg, png, csv, json, mp3, wav, mp4.');
    expect(checkFile({ name: 'a.pdf', size: 2 * MB - 1 })).toEqual({ ok: true });
    expect(checkFile({ name: 'a.pdf', size: 2 * MB })).toEqual({
      ok: false,
      message: 'Files must be under 2MB; mp4 files must be under 20MB.',
    });
    expect(checkFile({ name: 'clip.MP4', size: 20 * MB - 1 })).toEqual({ ok: true });
    expect(checkFile({ name: 'clip.mp4', size: 20 * MB })).toEqual({
      ok: false,
      message: 'Files must be under 2MB; mp4 files must be under 20MB.',
    });
  });

  it('refuses to upload a file that fails the check, and uploads the others as multipart with guard_name', () => {
    const big = new File([new Uint8Array(2 * MB)], 'big.pdf');
    expect(filesTab.toBody({ mode: 'create', file: big }, deps, 'create')).toEqual({
      error: 'files.refused',
      values: { message: 'Files must be under 2MB; mp4 files must be under 20MB.' },
    });
    expect(filesTab.toBody({ mode: 'create', file: null }, deps, 'create')).toEqual({ error: 'files.chooseFirst' });
    const ok = filesTab.toBody({ mode: 'create', file: new File(['a,b'], 'list.csv') }, deps, 'create');
    expect('body' in ok && ok.body instanceof FormData).toBe(true);
    const form = (ok as { body: FormData }).body;
    expect(form.get('guard_name')).toBe('admin');
    expect((form.get('file') as File).name).toBe('list.csv');
    expect(uploadBody(new File(['x'], 'a.txt'), 4).get('folder_id')).toBe('4');
    expect(uploadBody(new File(['x'], 'a.txt'), 0).get('folder_id')).toBeNull();
  });

  it('renames a file only when the name keeps its extension', () => {
    expect(renameProblem('Brand logo.png', 'png')).toBeNull();
    expect(renameProblem('Brand logo.PNG', 'png')).toBeNull();
    expect(renameProblem('Brand logo.jpeg', 'png')).toBe('The file name must keep its extension (.png).');
    expect(renameProblem('.png', 'png')).toBe('The file name must keep its extension (.png).');
    expect(renameProblem('  ', 'png')).not.toBeNull();
    expect(filesTab.toDraft(saved, deps)).toEqual({ mode: 'update', file_name: 'Logo.png', item: saved });
    expect(filesTab.toBody({ mode: 'update', file_name: ' Brand.png ', item: saved }, deps, 'update')).toEqual({
      body: { file_name: 'Brand.png' },
    });
    expect(filesTab.toBody({ mode: 'update', file_name: 'Brand.txt', item: saved }, deps, 'update')).toEqual({
      error: 'files.refused',
      values: { message: 'The file name must keep its extension (.png).' },
    });
  });

  it('writes sizes for people, in their language', () => {
    expect(formatSize(5)).toBe('5 bytes');
    expect(formatSize(1)).toBe('1 byte');
    expect(formatSize(1536)).toBe('1.5 kB');
    expect(formatSize(2 * MB)).toBe('2 MB');
    expect(formatSize(20 * MB - 1)).toBe('20 MB');
    expect(formatSize(1536, 'de')).toBe('1,5 kB');
    expect(formatSize(-1)).toBe('');
  });

  it('previews images and plays audio', () => {
    expect(['png', 'jpeg', 'mp3', 'wav', 'mp4', 'pdf'].map(fileKind)).toEqual(['image', 'image', 'audio', 'audio', 'video', 'other']);
  });
});
