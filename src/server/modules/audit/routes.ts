import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SelectQueryBuilder } from 'kysely';
import {
  activityLogNames,
  activityLogPage,
  activityLogQuery,
  type ActivityLogEntry,
  type ActivityLogMeta,
  type ActivityLogQuery,
} from '@shared/api/audit';
import { envelope } from '@shared/api/common';
import type { Database } from '../../db/schema';
import { requireAccess } from '../../http/access';
import { unprocessable } from '../../http/errors';
import { maskSecrets, masked } from '../../http/mask-secrets';
import { entryRows, toCsv } from './csv';
import { subjectName, subjectNames } from './subject-names';

/** The screen's permission (spec 1 §2 Analyse: user-activities). */
const permission = 'analyse.user-activities';
/** A CSV export holds at most this many entries (the newest first). */
export const csvLimit = 50_000;
/** A page counts the matching entries up to this many; past it the total is this cap and total_capped is set. */
export const countCap = 10_000;
export const messagesAudit = { datesReversed: 'The start date must not be after the end date.' } as const;

type LogQuery = SelectQueryBuilder<Database, 'activity_log' | 'users', object>;

/**
 * Which entries a request may read: every entry at system scope; a provider's entries (its accounts' too)
 * at provider scope; one account's at account scope. An account user reads only their own entries (as the
 * dashboard's recent activity does): the audit of colleagues is the provider's.
 */
function tenantEntries(request: FastifyRequest, q: LogQuery): LogQuery {
  const scope = requireAccess(request, permission, 'read');
  if (scope.level === 'sp') q = q.where('activity_log.sp_id', 'in', scope.spIds === 'any' ? [-1] : scope.spIds);
  if (scope.level === 'ac')
    q = q.where('activity_log.ac_id', 'in', scope.accountIds === 'any' ? [-1] : scope.accountIds.length ? scope.accountIds : [-1]);
  if (request.auth!.user.user_type === 'ac') q = q.where('activity_log.user_id', '=', request.auth!.user.user_id);
  return q;
}

function filtered(app: FastifyInstance, request: FastifyRequest, params: ActivityLogQuery): LogQuery {
  if (params.from && params.to && params.from > params.to)
    throw unprocessable(messagesAudit.datesReversed, [`from: ${messagesAudit.datesReversed}`]);
  let q = tenantEntries(
    request,
    app.studio.db.selectFrom('activity_log').leftJoin('users', 'users.user_id', 'activity_log.user_id') as LogQuery,
  );
  if (params.user_id) q = q.where('activity_log.user_id', '=', params.user_id);
  if (params.action) q = q.where('activity_log.action', '=', params.action);
  if (params.subject_type) q = q.where('activity_log.subject_type', '=', params.subject_type);
  if (params.scope) q = q.where('activity_log.scope', '=', params.scope);
  // Stored as ISO instants: a day range is from its first instant to the next day's.
  if (params.from) q = q.where('activity_log.created_at', '>=', `${params.from}T00:00:00.000Z`);
  if (params.to) q = q.where('activity_log.created_at', '<', nextDay(params.to));
  return q;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
const parse = (text: string): Record<string, unknown> => {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/** A stored entry as the screen shows it: a title ('User updated'), a detail naming what changed, secrets masked. */
function toEntry(row: Record<string, any>, names: Map<string, string>): ActivityLogEntry {
  const summary = maskSecrets(parse(row.summary)) as { before?: Record<string, unknown>; after?: Record<string, unknown> };
  const changed = Object.keys(summary.after ?? summary.before ?? {});
  const label = subjectName(names, row.subject_type, row.subject_id) ?? recordedName(summary.after ?? summary.before ?? {});
  return {
    id: row.id,
    created_at: row.created_at,
    user_id: row.user_id,
    user_name: row.user_name ?? null,
    scope: row.scope,
    sp_id: row.sp_id,
    ac_id: row.ac_id,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    action: row.action,
    event_details: {
      title: `${subjectLabel(row.subject_type)} ${row.action.replace(/_/g, ' ')}`,
      detail: [
        label ? `${label}` : row.subject_id ? `#${row.subject_id}` : '',
        row.action === 'update' && changed.length ? `changed: ${changed.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' — '),
    },
    before: summary.before ?? null,
    after: summary.after ?? null,
  };
}

/** The name an entry's summary recorded: its `name` or any `…_name` field, else the display name or e-mail. */
function recordedName(values: Record<string, unknown>): string | undefined {
  const keys = Object.keys(values).filter((k) => k === 'name' || k.endsWith('_name'));
  return [...keys, 'email'].map((k) => values[k]).find((v): v is string => typeof v === 'string' && v !== '' && v !== masked);
}

/** 'UserApiKey' → 'user api key': the CSV's title in plain words (the screen names it in the user's language). */
const subjectLabel = (subjectType: string) => subjectType.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** The page's entries with their subjects' current names. */
const toEntries = async (app: FastifyInstance, rows: Record<string, any>[]) => {
  const names = await subjectNames(app.studio.db, rows as { subject_type: string; subject_id: unknown }[]);
  return rows.map((row) => toEntry(row, names));
};

const columns = [
  'activity_log.id',
  'activity_log.created_at',
  'activity_log.user_id',
  'users.display_name as user_name',
  'activity_log.scope',
  'activity_log.sp_id',
  'activity_log.ac_id',
  'activity_log.subject_type',
  'activity_log.subject_id',
  'activity_log.action',
  'activity_log.summary',
] as const;

/**
 * The page's meta: on the last page the total is known (the entries before it and on it: `seen`; the first page
 * also when empty); else the matching entries are counted up to countCap, never the whole log.
 */
async function pageMeta(
  app: FastifyInstance,
  q: LogQuery,
  params: ActivityLogQuery,
  seen: number | null,
  hasMore: boolean,
): Promise<ActivityLogMeta> {
  const paging = { page: params.page, per_page: params.per_page, has_more: hasMore };
  if (!hasMore && (seen !== null || params.page === 1)) return { ...paging, total: seen ?? 0, total_capped: false };
  const upTo = q
    .select('activity_log.id')
    .limit(countCap + 1)
    .as('capped');
  const counted = await app.studio.db
    .selectFrom(upTo)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  return { ...paging, total: Math.min(total, countCap), total_capped: total > countCap };
}

/** The audit trail (spec 3 §7 GET /portal/activity-logs, /portal/activity-log-names). */
export async function auditRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/portal/activity-logs',
    {
      config: { access: (request) => requireAccess(request, permission, 'read') },
      schema: { tags: ['audit'], querystring: activityLogQuery, response: { 200: activityLogPage } },
    },
    async (request, reply) => {
      const params = request.query;
      const q = filtered(root, request, params);
      const ordered = q.select([...columns]).orderBy('activity_log.id', 'desc');
      if (params.format === 'csv') {
        const rows = await toEntries(root, await ordered.limit(csvLimit).execute());
        const stamp = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="user-activities-${stamp}.csv"`)
          .serializer((body: unknown) => body as string)
          .send(toCsv(entryRows(rows)) as never);
      }
      if (params.fetch_all !== 0) return { data: await toEntries(root, await ordered.limit(csvLimit).execute()) };
      // One row more than the page says whether another follows; no count of the whole log is needed for that.
      const offset = (params.page - 1) * params.per_page;
      const rows = await ordered
        .limit(params.per_page + 1)
        .offset(offset)
        .execute();
      const hasMore = rows.length > params.per_page;
      return {
        data: await toEntries(root, rows.slice(0, params.per_page)),
        meta: await pageMeta(root, q, params, rows.length ? offset + Math.min(rows.length, params.per_page) : null, hasMore),
      };
    },
  );

  app.get(
    '/portal/activity-log-names',
    {
      config: { access: (request) => requireAccess(request, permission, 'read') },
      schema: { tags: ['audit'], response: { 200: envelope(activityLogNames) } },
    },
    async (request) => {
      const base = () =>
        tenantEntries(
          request,
          root.studio.db.selectFrom('activity_log').leftJoin('users', 'users.user_id', 'activity_log.user_id') as LogQuery,
        );
      // Subjects and actions need no user: without the join each is one pass over the tenant's entries.
      const own = () => tenantEntries(request, root.studio.db.selectFrom('activity_log') as LogQuery);
      const subjects = await own().select('activity_log.subject_type').distinct().orderBy('activity_log.subject_type').execute();
      const actions = await own().select('activity_log.action').distinct().orderBy('activity_log.action').execute();
      const users = await base()
        .where('users.user_id', 'is not', null)
        .select(['users.user_id', 'users.display_name'])
        .distinct()
        .orderBy('users.display_name')
        .execute();
      return {
        data: {
          subject_types: subjects.map((r) => r.subject_type),
          actions: actions.map((r) => r.action),
          users: users.map((u) => ({ user_id: u.user_id as number, display_name: u.display_name as string })),
        },
      };
    },
  );
}
