import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/index';
import type { Database } from '../../db/schema';

type Eb = ExpressionBuilder<Database & { m: Database['notification_messages']; s: Database['notification_message_users'] }, 'm' | 's'>;

/**
 * The messages a user receives: enabled, addressed to the user, to a provider the user is mapped to, or to
 * everyone — with the user's own state joined (absent: UNREAD). Dismissed ones are left out. The audience is
 * read at the time of asking, so a message to everyone is one row however many users there are.
 */
export function inboxOf(db: Db, userId: number) {
  return db
    .selectFrom('notification_messages as m')
    .leftJoin('notification_message_users as s', (j) =>
      j.onRef('s.notification_message_id', '=', 'm.notification_message_id').on('s.user_id', '=', userId),
    )
    .where('m.is_enabled', '=', 1)
    .where((eb) => eb.or([eb('s.dismissed', 'is', null), eb('s.dismissed', '=', 0)]))
    .where((eb) =>
      eb.or([
        eb('m.audience', '=', 'all'),
        eb.and([eb('m.audience', '=', 'user'), eb('m.user_id', '=', userId)]),
        eb.and([
          eb('m.audience', '=', 'sp'),
          eb('m.sp_id', 'in', eb.selectFrom('user_account_mappings').select('sp_id').where('user_id', '=', userId)),
        ]),
      ]),
    );
}

export const unreadCondition = (eb: Eb) => eb.or([eb('s.message_status', 'is', null), eb('s.message_status', '=', 'UNREAD')]);

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await inboxOf(db, userId)
    .where(unreadCondition as never)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Sets the user's state of the given messages of their inbox (all of its unread ones when `ids` is null):
 * READ with the time, or dismissed. One statement, whichever engine; answers how many messages it touched.
 */
export async function setState(
  db: Db,
  userId: number,
  ids: readonly number[] | null,
  action: 'read' | 'dismiss',
  now: string,
): Promise<number> {
  let source = inboxOf(db, userId).select(['m.notification_message_id', 's.message_status', 's.read_at']);
  if (ids) source = source.where('m.notification_message_id', 'in', ids as number[]);
  else if (action === 'read') source = source.where(unreadCondition as never);
  const rows = await source.execute();
  if (rows.length === 0) return 0;
  const values = rows.map((r) => ({
    notification_message_id: r.notification_message_id,
    user_id: userId,
    message_status: action === 'read' ? 'READ' : (r.message_status ?? 'UNREAD'),
    read_at: action === 'read' ? (r.read_at ?? now) : r.read_at,
    dismissed: action === 'dismiss' ? 1 : 0,
    updated_at: now,
  }));
  for (let i = 0; i < values.length; i += 200) {
    await db
      .insertInto('notification_message_users')
      .values(values.slice(i, i + 200))
      .onConflict((oc) =>
        oc.columns(['user_id', 'notification_message_id']).doUpdateSet((eb) => ({
          message_status: eb.ref('excluded.message_status'),
          read_at: eb.ref('excluded.read_at'),
          dismissed: eb.ref('excluded.dismissed'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
  return rows.length;
}
