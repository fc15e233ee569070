import type { VisualFormField } from '@shared/api/visual-form';
import { messages } from '@shared/messages';
import { nowIso, type Db } from '../../db/index';
import { notFound } from '../../http/errors';
import { hasFeature } from '@shared/access/permissions';
import { enabledFeatures } from '../../http/scope';
import { evaluateFlag } from '../feature-flags/evaluate';
import type { SessionState } from '@shared/engine/session';
import { accountRows } from '../../http/tenant-repo';

export type FormRow = Awaited<ReturnType<typeof findForm>>;
const openStatuses = ['waiting', 'open'] as const;

/**
 * Keeps the session's visual forms in step after a turn: the form it now waits on gets its row (status waiting),
 * and every other form of the session still open is expired (the session went on by a timeout, was stopped or ended).
 */
/** What a stored session tells its form (sim/store.ts calls this as it stores a turn). */
export interface FormSession {
  sessionId: string;
  acId: number;
  taskId: number;
  state: SessionState;
}

export async function syncVisualForm(db: Db, s: FormSession): Promise<void> {
  const form = s.state.status === 'waiting' ? (s.state.waiting?.form ?? null) : null;
  let stale = db
    .updateTable('visual_forms')
    .set({ status: 'expired', finished_at: nowIso() })
    .where('session_id', '=', s.sessionId)
    .where('status', 'in', [...openStatuses]);
  if (form) stale = stale.where('call_uuid', '!=', form.callUuid);
  await stale.execute();
  if (!form || s.state.nodeId === null) return;
  const known = await db.selectFrom('visual_forms').select('call_uuid').where('call_uuid', '=', form.callUuid).executeTakeFirst();
  if (known) return;
  await db
    .insertInto('visual_forms')
    .values({
      call_uuid: form.callUuid,
      ac_id: s.acId,
      session_id: s.sessionId,
      task_id: s.taskId,
      node_id: s.state.nodeId,
      form_type_id: form.formTypeId,
      allow_upload: form.allowUpload ? 1 : 0,
      status: 'waiting',
      created_at: nowIso(),
      opened_at: null,
      finished_at: null,
    })
    .execute();
}

/** The form under a call uuid, whatever its status; the uuid is the only key (it names the account). */
export async function findForm(db: Db, callUuid: string) {
  return (await db.selectFrom('visual_forms').selectAll().where('call_uuid', '=', callUuid).executeTakeFirst()) ?? null;
}

/** The form a caller may still use: 404 for an unknown uuid and for one that is finished. */
export async function openForm(db: Db, callUuid: string) {
  const row = await findForm(db, callUuid);
  if (!row || !(openStatuses as readonly string[]).includes(row.status)) throw notFound(messages.visualForm.notFound);
  return row;
}

export const isOpen = (row: NonNullable<FormRow>) => (openStatuses as readonly string[]).includes(row.status);

/** The form type's name, description and fields (of the form's account only); null when it is gone. */
export async function formDefinition(
  db: Db,
  acId: number,
  formTypeId: number,
): Promise<{ name: string; description: string | null; fields: VisualFormField[] } | null> {
  const row = await accountRows(db, acId)
    .selectFrom('form_types')
    .select(['name', 'description', 'fields'])
    .where('form_type_id', '=', formTypeId)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  let fields: VisualFormField[] = [];
  try {
    fields = (JSON.parse(String(row.fields)) as VisualFormField[]).map((f) => ({
      name: f.name,
      label: f.label,
      data_type: f.data_type,
      required: f.required === true,
    }));
  } catch {
    fields = [];
  }
  return { name: row.name, description: row.description, fields };
}

export const uploadFeature = 'visualform-file-upload';

/**
 * Whether files may be attached: the node allows it, the account's plan has the visualform-file-upload feature (what the
 * node's editor checks) and the feature flag of that name is not off for the account.
 */
export async function uploadAllowed(db: Db, row: NonNullable<FormRow>): Promise<boolean> {
  if (row.allow_upload !== 1) return false;
  try {
    const account = await accountRows(db, row.ac_id).selectFrom('accounts').select(['sp_id', 'domain_id']).executeTakeFirst();
    if (!account) return false;
    if (!hasFeature(await enabledFeatures(db, { spId: account.sp_id, acId: row.ac_id }), uploadFeature)) return false;
    return await evaluateFlag(db, uploadFeature, {
      user_id: null,
      sp_id: account.sp_id,
      ac_id: row.ac_id,
      domain_id: account.domain_id ?? null,
      form_type: null,
    });
  } catch {
    // A failed flag check counts as false (spec 2 §6).
    return false;
  }
}

/** Takes the form out of the open states (submitted or closed) if it is still open; false when another request was first. */
export async function finishForm(db: Db, callUuid: string, status: 'submitted' | 'closed'): Promise<boolean> {
  const result = await db
    .updateTable('visual_forms')
    .set({ status, finished_at: nowIso() })
    .where('call_uuid', '=', callUuid)
    .where('status', 'in', [...openStatuses])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
