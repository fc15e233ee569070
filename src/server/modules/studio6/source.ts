import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { fill, messages } from '@shared/messages';
import { notFound, unprocessable } from '../../http/errors';
import { olderGroup, olderGroupSummary, olderProvider, type OlderGroup, type OlderGroupSummary, type OlderProvider } from './older-format';

const m = messages.studio6;

/** A file of the older data, parsed; a file that is missing answers `missing`. */
async function readJson<T>(path: string, schema: z.ZodType<T>, missing: T): Promise<T> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return missing;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw unprocessable(fill(m.sourceUnreadable, { file: path }));
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw unprocessable(fill(m.sourceUnreadable, { file: path }));
  return parsed.data;
}

/** The index files are small and read often: kept per file until it changes on disk. */
const kept = new Map<string, { mtimeMs: number; value: unknown }>();
async function readIndex<T>(path: string, schema: z.ZodType<T>, missing: T): Promise<T> {
  const mtimeMs = await stat(path).then(
    (s) => s.mtimeMs,
    () => -1,
  );
  const hit = kept.get(path);
  if (hit && hit.mtimeMs === mtimeMs) return hit.value as T;
  const value = await readJson(path, schema, missing);
  kept.set(path, { mtimeMs, value });
  return value;
}

/**
 * The older studio's data, read from its export files (STUDIO6_DATA_DIR): the providers and the group index are
 * small; a group's whole file is read only when that group is looked at, validated or migrated, one at a time.
 */
export interface OlderSource {
  providers(): Promise<OlderProvider[]>;
  groups(): Promise<OlderGroupSummary[]>;
  group(groupId: number): Promise<OlderGroup>;
}

export function olderSource(dir: string): OlderSource {
  return {
    providers: () => readIndex(join(dir, 'providers.json'), z.array(olderProvider), []),
    groups: () => readIndex(join(dir, 'groups.json'), z.array(olderGroupSummary), []),
    async group(groupId) {
      const group = await readJson<OlderGroup | null>(join(dir, 'groups', `${groupId}.json`), olderGroup, null);
      if (!group) throw notFound(fill(m.groupNotFound, { id: groupId }));
      return group;
    },
  };
}
