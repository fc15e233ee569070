import { z } from 'zod';
import { limits } from '../limits';
import { isValidTimezone } from '../time';
import { flag, folderIds } from './content';
import { dataStoreFields } from '../entities/content/datastores';
import { holidayScheduleFields } from '../entities/content/holidays';
import { fileFields } from '../entities/content/files';
import { functionFields, functionMaxTimeoutMs, functionReturnTypes } from '../entities/content/functions';
import { createShape, itemShape } from '../entities/field-schemas';
import { fieldLimit } from '../entities/fields';

/**
 * Request and answer shapes of the remaining content types (spec 2 §3, §7): holiday schedules,
 * JavaScript functions, attachment files and datastores with their documents and CSV exports.
 */
const id = z.number().int().positive();
const name = (max: number) => z.string().trim().min(1).max(max);
const folderId = z.number().int().min(folderIds.archived).optional();
const timestamps = { created_at: z.string(), updated_at: z.string() };
const contentState = { folder_id: z.number(), is_enabled: z.number(), is_archived: z.number(), is_refreshing: z.number() };

/** True for 'YYYY-MM-DD' naming a real day (not 2025-02-30). */
export function isCalendarDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** 'YYYY-MM-DD' that names a real calendar day. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s) || isCalendarDate(s), 'is not a calendar date');

// Holiday schedules: named days and date ranges, each optionally recurring every year, in a time zone.
export const holiday = z
  .object({
    name: name(fieldLimit(holidayScheduleFields, 'holidays', 'name')),
    start_date: isoDate,
    /** Absent or equal to start_date: a single day; later: a range (inclusive). */
    end_date: isoDate.nullable().optional(),
    recurs_yearly: z.boolean().optional(),
  })
  .refine((h) => !h.end_date || h.end_date >= h.start_date, { message: 'end_date must not be before start_date', path: ['end_date'] });
export const timeZone = z.string().trim().refine(isValidTimezone, 'must be an IANA time zone such as Europe/Paris');
const holidayScheduleJson = {
  time_zone: { body: timeZone, item: z.string() },
  holidays: {
    body: z.array(holiday).max(fieldLimit(holidayScheduleFields, 'holidays')),
    item: z.array(z.object({ name: z.string(), start_date: z.string(), end_date: z.string(), recurs_yearly: z.boolean() })),
  },
};
export const holidayScheduleBody = z.object({ ...createShape(holidayScheduleFields, holidayScheduleJson), folder_id: folderId });
export const holidayScheduleUpdateBody = holidayScheduleBody.partial();
export const holidaySchedule = z.object({
  schedule_id: z.number(),
  ...itemShape(holidayScheduleFields, holidayScheduleJson),
  name: z.string(),
  ac_id: z.number(),
  ...contentState,
  ...timestamps,
});
export type HolidaySchedule = z.infer<typeof holidaySchedule>;

// JavaScript functions: the code is the function's body; the server wraps it as function name(params) { … }.
export { functionMaxTimeoutMs, functionReturnTypes };
const identifier = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z_$][A-Za-z0-9_$]*$/, 'must be a JavaScript identifier (letters, digits, _ or $, not starting with a digit)');
const parameters = z
  .array(z.object({ name: identifier(fieldLimit(functionFields, 'parameters', 'name')) }))
  .max(fieldLimit(functionFields, 'parameters'))
  .refine((list) => new Set(list.map((p) => p.name)).size === list.length, 'parameter names must differ');
/** Beyond the declared limits: names are JavaScript identifiers, parameter names differ, the code is kept as typed. */
const functionJson = {
  name: { body: identifier(fieldLimit(functionFields, 'name')), item: z.string() },
  parameters: { body: parameters, item: z.array(z.object({ name: z.string() })) },
  code: { body: z.string().max(fieldLimit(functionFields, 'code')), item: z.string() },
};
export const javascriptFunctionBody = z.object({ ...createShape(functionFields, functionJson), folder_id: folderId });
export const javascriptFunctionUpdateBody = javascriptFunctionBody.partial();
export const javascriptFunction = z.object({
  javascript_function_id: z.number(),
  ...itemShape(functionFields, functionJson),
  ac_id: z.number(),
  ...contentState,
  ...timestamps,
});
export type JavascriptFunction = z.infer<typeof javascriptFunction>;
export const functionName = z.object({ javascript_function_id: z.number(), name: z.string() });
/** Arguments in parameter order, or by parameter name. */
export const functionTestBody = z.object({ args: z.union([z.array(z.unknown()).max(20), z.record(z.string(), z.unknown())]).optional() });
export const functionTestAnswer = z.object({ result: z.unknown() });
export const completionItem = z.object({
  label: z.string(),
  kind: z.enum(['variable', 'function']),
  detail: z.string(),
  insert_text: z.string(),
});

// Attachment files: uploaded as multipart/form-data (field file, optional folder_id and guard_name).
export const attachmentFile = z.object({
  file_id: z.number(),
  ...itemShape(fileFields),
  name: z.string(),
  download_url: z.string(),
  ac_id: z.number(),
  ...contentState,
  ...timestamps,
});
export type AttachmentFile = z.infer<typeof attachmentFile>;
export const attachmentFileUpdateBody = z.object({ ...createShape(fileFields), folder_id: folderId }).partial();

// Datastores
export const dataTypes = limits.dataTypes;
export type DataType = (typeof dataTypes)[number];
/** Log datastores never show these system attributes of their documents (spec 2 §9). */
export const logHiddenAttributes = ['details.no_match_attempts', 'no_input_attempts', 'node_id', 'node_name'] as const;
/** A CSV import may be larger than an attachment file; it is streamed, never read whole. */
export const dataStoreCsvMaxBytes = 100 * 1024 * 1024;
export const dataStoreColumn = z.object({
  col_name: z
    .string()
    .trim()
    .min(1)
    .max(fieldLimit(dataStoreFields, 'collection_structure', 'col_name'))
    .regex(/^[A-Za-z_][A-Za-z0-9_ ]*$/, 'must start with a letter or _ and use letters, digits, _ or spaces'),
  type: z.enum(dataTypes),
  secure: z.boolean().optional(),
});
const columns = z
  .array(dataStoreColumn)
  .min(1)
  .max(fieldLimit(dataStoreFields, 'collection_structure'))
  .refine((list) => new Set(list.map((c) => c.col_name.toLowerCase())).size === list.length, 'column names must differ');
const dataStoreJson = {
  collection_structure: { body: columns, item: z.array(z.object({ col_name: z.string(), type: z.enum(dataTypes), secure: z.boolean() })) },
};
export const dataStoreBody = z.object({ ...createShape(dataStoreFields, dataStoreJson), folder_id: folderId });
export const dataStoreUpdateBody = dataStoreBody.partial();
export const dataStore = z.object({
  data_store_id: z.number(),
  ...itemShape(dataStoreFields, dataStoreJson),
  name: z.string(),
  ac_id: z.number(),
  ...contentState,
  ...timestamps,
});
export type DataStore = z.infer<typeof dataStore>;

/** A document's values by column name (secure values answered as the mask). */
export const documentData = z.record(z.string(), z.unknown());
export const dataStoreDocument = z.object({ document_id: z.number(), data_store_id: z.number(), data: documentData, ...timestamps });
export const collectionQueryBody = z.object({
  data_store_id: id,
  /** Equality filters by column. */
  filters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  search: z.string().trim().max(200).optional(),
  guard_name: z.string().max(40).optional(),
});
export const addDocumentsBody = z.object({
  data_store_id: id,
  documents: z.array(documentData).min(1).max(1000),
  guard_name: z.string().max(40).optional(),
});
export const bulkUpdateBody = z.object({
  data_store_id: id,
  documents: z
    .array(z.object({ document_id: id, data: documentData }))
    .min(1)
    .max(1000),
});
export const bulkDeleteBody = z.object({ data_store_id: id, document_ids: z.array(id).min(1).max(10_000) });
export const bulkAnswer = z.object({ count: z.number() });
export const csvRowError = z.object({ row: z.number(), column: z.string().nullable(), message: z.string() });
export const csvImportAnswer = z.object({ inserted: z.number(), errors: z.array(csvRowError) });

export const exportStatuses = ['queued', 'running', 'completed', 'failed'] as const;
export const exportBody = z.object({
  data_store_id: id,
  selected_columns: z.array(z.string().trim().min(1).max(64)).min(1).max(100),
  export_csv: flag.optional(),
});
export const dataStoreExport = z.object({
  data_store_export_id: z.number(),
  data_store_id: z.number(),
  selected_columns: z.array(z.string()),
  status: z.enum(exportStatuses),
  row_count: z.number(),
  /** 0–100 while the export runs. */
  progress: z.number(),
  error: z.string().nullable(),
  download_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});
export type DataStoreExport = z.infer<typeof dataStoreExport>;
export const exportListQuery = z.object({ data_store_id: z.coerce.number().int().positive().optional() });
