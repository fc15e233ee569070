import { describe, expect, it } from 'vitest';
import { limits } from '@shared/limits';
import { checkUpload, fileExtension } from '@shared/upload';

const MB = 1024 * 1024;
const refused = (message: string) => ({ ok: false, message });

describe('checkUpload: extensions (spec 1 §5)', () => {
  it.each(['cert', 'txt', 'pdf', 'jpeg', 'png', 'csv', 'json', 'mp3', 'wav', 'mp4'])('accepts a .%s file', (ext) => {
    expect(checkUpload({ name: `file.${ext}`, size: 1000 })).toEqual({ ok: true });
  });

  it('accepts exactly the spec list, nothing more', () => {
    expect([...limits.upload.extensions].sort()).toEqual(['cert', 'csv', 'jpeg', 'json', 'mp3', 'mp4', 'pdf', 'png', 'txt', 'wav']);
  });

  it.each(['photo.jpg', 'script.exe', 'page.html', 'archive.zip', 'movie.mov', 'image.gif', 'run.sh'])('refuses %s', (name) => {
    expect(checkUpload({ name, size: 10 })).toEqual(refused('Allowed file types: cert, txt, pdf, jpeg, png, csv, json, mp3, wav, mp4.'));
  });

  it('matches the extension case-insensitively', () => {
    expect(checkUpload({ name: 'SCAN.PDF', size: 10 })).toEqual({ ok: true });
    expect(checkUpload({ name: 'Clip.Mp4', size: 10 })).toEqual({ ok: true });
  });

  it('judges by the last extension only', () => {
    expect(checkUpload({ name: 'invoice.pdf.exe', size: 10 }).ok).toBe(false);
    expect(checkUpload({ name: 'backup.exe.txt', size: 10 })).toEqual({ ok: true });
  });

  it('refuses a file without extension', () => {
    expect(checkUpload({ name: 'README', size: 10 }).ok).toBe(false);
    expect(checkUpload({ name: 'trailing.', size: 10 }).ok).toBe(false);
    expect(checkUpload({ name: 'folder.png/notes', size: 10 }).ok).toBe(false);
  });

  it('reads the extension from the file name only', () => {
    expect(fileExtension('C:\\fakepath\\Report.CSV')).toBe('csv');
    expect(fileExtension('a/b.c/name')).toBe('');
  });
});

describe('checkUpload: sizes (spec 1 §5)', () => {
  it('non-mp4 files must be under 2 MB', () => {
    expect(checkUpload({ name: 'a.png', size: 2 * MB - 1 })).toEqual({ ok: true });
    expect(checkUpload({ name: 'a.png', size: 2 * MB })).toEqual(refused('Files must be under 2MB; mp4 files must be under 20MB.'));
    expect(checkUpload({ name: 'a.wav', size: 5 * MB })).toEqual(refused('Files must be under 2MB; mp4 files must be under 20MB.'));
  });

  it('mp4 files must be under 20 MB', () => {
    expect(checkUpload({ name: 'a.mp4', size: 5 * MB })).toEqual({ ok: true });
    expect(checkUpload({ name: 'a.mp4', size: 20 * MB - 1 })).toEqual({ ok: true });
    expect(checkUpload({ name: 'a.mp4', size: 20 * MB })).toEqual(refused('Files must be under 2MB; mp4 files must be under 20MB.'));
  });

  it('the mp4 allowance does not extend to other media', () => {
    expect(checkUpload({ name: 'a.mp3', size: 3 * MB }).ok).toBe(false);
  });

  it('reports a wrong extension before the size', () => {
    expect(checkUpload({ name: 'big.exe', size: 50 * MB })).toEqual(
      refused('Allowed file types: cert, txt, pdf, jpeg, png, csv, json, mp3, wav, mp4.'),
    );
  });

  it('refuses a missing or negative size', () => {
    expect(checkUpload({ name: 'a.txt', size: Number.NaN }).ok).toBe(false);
    expect(checkUpload({ name: 'a.txt', size: -1 }).ok).toBe(false);
  });

  it('accepts an empty file', () => {
    expect(checkUpload({ name: 'empty.txt', size: 0 })).toEqual({ ok: true });
  });
});
