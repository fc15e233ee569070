import { z } from 'zod';
import { campaignMessages as m } from '../messages-campaigns';
import { fill } from '../messages-core';
import { listMeta } from './common';

/**
 * Campaigns (spec 2 §3, §7): a campaign runs one of the account's tasks for each contact of its list, on a
 * channel, from a caller number, inside a schedule window of the account's time zone, with retries for no answer
 * and busy, passing contact columns to the task's variables.
 */
export const campaignTypes = ['on_demand', 'scheduled'] as const;
/** Campaign lists default to the on-demand type (spec 2 §1). */
export const defaultCampaignType = 'on_demand';
export const campaignChannels = ['voice', 'sms', 'whatsapp', 'workflow'] as const;
export type CampaignChannel = (typeof campaignChannels)[number];
/** The task type each channel runs, and the engine channel its sessions take. */
export const channelTaskType = { voice: 'voice', sms: 'messaging', whatsapp: 'whatsapp', workflow: 'workflow' } as const satisfies Record<
  CampaignChannel,
  string
>;
/** Channels that place a call or send from a caller number. */
export const numberedChannels: readonly CampaignChannel[] = ['voice', 'sms', 'whatsapp'];
export const campaignStatuses = ['idle', 'running', 'paused', 'stopped', 'completed'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];
export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof weekDays)[number];
/** A contact's state: waiting to be called, being called, or its outcome. */
export const contactOutcomes = ['completed', 'no_answer', 'busy', 'failed', 'opted_out'] as const;
export type ContactOutcome = (typeof contactOutcomes)[number];
export const contactStates = ['pending', 'calling', ...contactOutcomes] as const;
export type ContactState = (typeof contactStates)[number];
export const triggerActions = ['start', 'pause', 'resume', 'stop'] as const;
export type TriggerAction = (typeof triggerActions)[number];

export const campaignLimits = {
  /** Sessions one account's campaigns run at once (GET /campaign/max-threads). */
  maxThreads: 10,
  /** Contacts a campaign holds when the account's plan sets no limit on build.campaigns. */
  maxContacts: 100_000,
  /** The largest contact list file (MB). */
  csvMaxMb: 20,
  maxRetries: 5,
  /** Variables a contact passes to the task. */
  maxVariables: 50,
  /**
   * How long a placed voice call rings before it counts as not answered (the spec names no ring time for a campaign):
   * then the contact is settled no_answer and retried as the campaign's retries say.
   */
  ringSeconds: 30,
} as const;

/** The contact list's own column: the number to call, in E.164. */
export const phoneColumn = 'phone_number';
/** A column that marks a contact as opted out (yes, true or 1): it is never called. */
export const optOutColumn = 'opted_out';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'must be a time written HH:mm');
export const hoursWindow = z.object({ from: hhmm, to: hhmm }).superRefine((h, ctx) => {
  if (h.to <= h.from) ctx.addIssue({ code: 'custom', message: fill(m.hoursBackwards, { from: h.from, to: h.to }), path: ['to'] });
});
export const campaignSchedule = z.object({
  days: z.array(z.enum(weekDays)).min(1, m.noDays).max(7),
  hours: z.array(hoursWindow).min(1, m.noHours).max(10),
});
export type CampaignSchedule = z.infer<typeof campaignSchedule>;
export const campaignRetries = z.object({
  no_answer: z.number().int().min(0).max(campaignLimits.maxRetries).default(0),
  busy: z.number().int().min(0).max(campaignLimits.maxRetries).default(0),
  /** Minutes between attempts at one contact. */
  interval_minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
});
export type CampaignRetries = z.infer<typeof campaignRetries>;
const columnName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'must start with a letter and hold only letters, digits and _');
/** A contact column and the task variable (by name) it fills. */
export const campaignVariable = z.object({ column: columnName, variable_name: z.string().trim().min(1).max(150) });
export type CampaignVariable = z.infer<typeof campaignVariable>;

const campaignFields = {
  campaign_name: z.string().trim().min(1).max(150),
  campaign_type: z.enum(campaignTypes),
  task_id: z.number().int().positive(),
  channel: z.enum(campaignChannels),
  caller_number_id: z.number().int().positive().nullable().optional(),
  schedule: campaignSchedule,
  retries: campaignRetries,
  variables: z.array(campaignVariable).max(campaignLimits.maxVariables),
};
export const campaignBody = z.object({
  ...campaignFields,
  campaign_type: campaignFields.campaign_type.default(defaultCampaignType),
  retries: campaignFields.retries.default({ no_answer: 0, busy: 0, interval_minutes: 30 }),
  variables: campaignFields.variables.default([]),
});
/** An update changes what it names: no defaults (a partial of the create body would reset the type, retries and variables). */
export const campaignUpdateBody = z.object(campaignFields).partial();
export const campaignValidateBody = z.object({
  campaign_type: z.enum(campaignTypes).default(defaultCampaignType),
  campaign_name: z.string().trim().min(1).max(150),
  campaign_id: z.number().int().positive().optional(),
});

/** How many of a campaign's contacts are in each state. */
export const contactCounts = z.object({ total: z.number(), ...Object.fromEntries(contactStates.map((s) => [s, z.number()])) } as {
  total: z.ZodNumber;
} & Record<ContactState, z.ZodNumber>);
export type ContactCounts = z.infer<typeof contactCounts>;

export const campaign = z.object({
  campaign_id: z.number(),
  campaign_name: z.string(),
  campaign_type: z.enum(campaignTypes),
  ac_id: z.number(),
  task_id: z.number(),
  channel: z.enum(campaignChannels),
  caller_number_id: z.number().nullable(),
  schedule: campaignSchedule,
  retries: campaignRetries,
  variables: z.array(campaignVariable),
  status: z.enum(campaignStatuses),
  is_enabled: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Campaign = z.infer<typeof campaign>;

export const campaignListQuery = { campaign_type: z.enum([...campaignTypes, 'all']).default(defaultCampaignType) };

export const campaignContact = z.object({
  contact_id: z.number(),
  campaign_id: z.number(),
  line: z.number(),
  phone_number: z.string(),
  values: z.record(z.string(), z.string()),
  state: z.enum(contactStates),
  attempts: z.number(),
  session_id: z.string().nullable(),
  updated_at: z.string(),
});
export type CampaignContact = z.infer<typeof campaignContact>;
export const campaignDataQuery = z.object({
  campaign_id: z.coerce.number().int().positive(),
  state: z.enum(contactStates).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(100),
});
export const campaignDataAnswer = z.object({ data: z.array(campaignContact), meta: listMeta, counts: contactCounts });

export const uploadRowError = z.object({ line: z.number(), message: z.string() });
export const campaignUploadAnswer = z.object({ inserted: z.number(), errors: z.array(uploadRowError), error_count: z.number() });
export const triggerBody = z.object({ action: z.enum(triggerActions) });
export const triggerAnswer = z.object({ campaign_id: z.number(), status: z.enum(campaignStatuses), counts: contactCounts });
export const makeCallBody = z.object({
  phone_number: z.string().trim().min(1).max(32),
  values: z.record(z.string(), z.string().max(1000)).optional(),
});
export const makeCallAnswer = z.object({ session_id: z.string(), outcome: z.enum(contactOutcomes) });
export const maxThreadsAnswer = z.object({ max_threads: z.number() });
