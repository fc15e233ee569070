import { sql } from 'kysely';
import { entities } from '@shared/entities';
import { contentTypes } from '@shared/entities/content';
import type { Db } from '../../db/index';

/** Where a subject's current name is kept: every entity and content type, the task and the acting user. */
interface NamedSubject {
  table: string;
  idField: string;
  nameField: string;
}
const task: NamedSubject = { table: 'tasks', idField: 'task_id', nameField: 'task_name' };
const user: NamedSubject = { table: 'users', idField: 'user_id', nameField: 'display_name' };
const namedSubjects = new Map<string, NamedSubject>([...entities, ...contentTypes].map((d) => [d.model, d] as const));
namedSubjects.set('Task', task).set('User', user).set('user', user);

const key = (subjectType: string, id: unknown) => `${subjectType}:${String(id)}`;

/**
 * The current names of the subjects of some log entries (`subject type:id` → name), one query per subject type.
 * The entries were already read within the tenant, so their subjects are the tenant's own; a subject deleted
 * since has no name here and the entry keeps the name its summary recorded, if any.
 */
export async function subjectNames(db: Db, rows: readonly { subject_type: string; subject_id: unknown }[]): Promise<Map<string, string>> {
  const ids = new Map<string, Set<number>>();
  for (const row of rows) {
    const id = Number(row.subject_id);
    if (!namedSubjects.has(row.subject_type) || !Number.isSafeInteger(id)) continue;
    ids.set(row.subject_type, (ids.get(row.subject_type) ?? new Set()).add(id));
  }
  const names = new Map<string, string>();
  for (const [subjectType, wanted] of ids) {
    const d = namedSubjects.get(subjectType)!;
    const found = await db
      .selectFrom(sql.table(d.table).as('t'))
      .select([sql.ref<number>(`t.${d.idField}`).as('id'), sql.ref<string>(`t.${d.nameField}`).as('name')])
      .where(sql.ref(`t.${d.idField}`), 'in', [...wanted])
      .execute();
    for (const row of found) if (typeof row.name === 'string' && row.name) names.set(key(subjectType, row.id), row.name);
  }
  return names;
}

export const subjectName = (names: Map<string, string>, subjectType: string, id: unknown) => names.get(key(subjectType, id));
