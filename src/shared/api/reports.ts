import { z } from 'zod';
import { chartTypes } from '../reports';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-25');
const name = z.string().trim().min(1).max(100);

export const chartOptions = z.object({
  type: z.enum(chartTypes),
  x: z.string().max(40).nullable().default(null),
  y: z.array(z.string().max(40)).max(10).default([]),
});

export const reportBody = z.object({
  report_name: name,
  description: z.string().max(500).default(''),
  table_name: z.string().max(40),
  columns: z.array(z.string().max(40)).max(20),
  chart: chartOptions,
});
export type ReportBody = z.infer<typeof reportBody>;

export const report = reportBody.extend({ report_id: z.number(), ac_id: z.number(), created_at: z.string(), updated_at: z.string() });
export type Report = z.infer<typeof report>;

export const reportIdParams = z.object({ report_id: z.coerce.number().int().positive() });
export const idParams = z.object({ id: z.coerce.number().int().positive() });

export const validateReportName = z.object({ report_name: name, report_id: z.number().int().positive().optional() });
export const validateInstanceName = z.object({ report_id: z.number().int().positive(), report_instance_name: name });
export const nameCheck = z.object({ valid: z.boolean(), message: z.string().nullable() });

export const instanceBody = z.object({
  report_id: z.number().int().positive(),
  report_instance_name: name,
  start_date: day,
  end_date: day,
});
export const instanceStatuses = ['queued', 'running', 'completed', 'failed'] as const;
export const reportInstance = z.object({
  report_instance_id: z.number(),
  report_id: z.number(),
  report_name: z.string(),
  ac_id: z.number(),
  report_instance_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(instanceStatuses),
  progress: z.number(),
  error: z.string().nullable(),
  row_count: z.number().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type ReportInstance = z.infer<typeof reportInstance>;
export const instanceListQuery = z.object({ report_id: z.coerce.number().int().positive().optional() });

export const tableColumnsBody = z.object({ table_name: z.string().max(40) });
export const tableColumn = z.object({ name: z.string(), data_type: z.enum(['STRING', 'NUMERIC', 'DATE']) });

export const chartDataBody = z.object({ report_instance_id: z.number().int().positive() });
export const chartData = z.object({
  type: z.enum(chartTypes),
  x: z.string().nullable(),
  labels: z.array(z.string()),
  series: z.array(z.object({ name: z.string(), values: z.array(z.number()) })),
});
export type ChartData = z.infer<typeof chartData>;

export const downloadQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
