import { dataStoreCsvMaxBytes } from '@shared/api/content-more';
import { fill, messages } from '@shared/messages';
import { fileExtension } from '@shared/upload';

/** The server's CSV import rules, checked before sending: a .csv file under the import limit. */
export function checkCsv(file: { name: string; size: number }): string | null {
  if (fileExtension(file.name) !== 'csv') return messages.content.csvOnly;
  if (!(file.size >= 0 && file.size <= dataStoreCsvMaxBytes))
    return fill(messages.content.csvTooLarge, { size: dataStoreCsvMaxBytes / (1024 * 1024) });
  return null;
}
