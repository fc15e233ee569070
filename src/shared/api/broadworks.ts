import { z } from 'zod';
import { createShape, itemShape } from '../entities/field-schemas';
import { xsiProfileFields } from '../entities/xsi-profiles.fields';
import { broadworksMessages as m } from '../messages-broadworks';
import { httpUrl } from './common';

/**
 * BroadWorks XSI (spec 3 §3, §7; spec 2 §7): XSI profiles (a provider's account's way to its XSI server),
 * the event packages offered, subscriptions of a BroadWorks user or group to a package that deliver its events to a
 * task, and a task's XSI rules (the subscriptions whose events start it).
 */
const urlSchema = { xsi_url: { body: httpUrl } };

export const xsiProfile = z.object({
  xsi_profile_id: z.number(),
  sp_id: z.number(),
  ac_name: z.string().nullable(),
  ...itemShape(xsiProfileFields),
  is_enabled: z.number(),
  updated_at: z.string(),
});
export type XsiProfile = z.infer<typeof xsiProfile>;

export const xsiProfileCreate = z
  .object({
    ...createShape(xsiProfileFields, urlSchema),
    /** Only at system scope: the provider whose account the profile is for. */
    sp_id: z.number().int().positive().optional(),
  })
  .strict();
export const xsiProfileUpdate = z.object(createShape(xsiProfileFields, urlSchema)).omit({ ac_id: true }).partial().strict();

/** POST /broadworks/xsi-profiles/test-connection. */
export const xsiTestInput = z.object({ xsi_profile_id: z.number().int().positive() }).strict();
export const xsiTestAnswer = z.object({ success: z.boolean(), message: z.string() });

/**
 * The XSI-Events event packages a subscription may ask for (BroadWorks' own names): call control, call centers and
 * the user services whose changes a flow may act on.
 */
export const xsiEventPackages = [
  'Advanced Call',
  'Basic Call',
  'Standard Call',
  'Call Center Agent',
  'Call Center Queue',
  'Call Center Monitoring',
  'Call Park',
  'Call Forwarding Always',
  'Call Forwarding Busy',
  'Call Forwarding No Answer',
  'Do Not Disturb',
  'Hoteling Guest',
  'Meet-Me Conference',
  'Music On Hold',
  'Remote Office',
  'Voice Messaging Message Summary',
] as const;
export type XsiEventPackage = (typeof xsiEventPackages)[number];

/** Whose events: one BroadWorks user, or every user of a group. */
export const xsiTargetTypes = ['user', 'group'] as const;
const targetId = z
  .string()
  .trim()
  .min(1, m.targetId)
  .max(161, m.targetId)
  .refine((v) => !/\s/.test(v), m.targetId);

export const xsiSubscription = z.object({
  xsi_subscription_id: z.number(),
  xsi_profile_id: z.number(),
  xsi_profile_name: z.string(),
  task_id: z.number(),
  task_name: z.string().nullable(),
  target_type: z.enum(xsiTargetTypes),
  target_id: z.string(),
  event_package: z.enum(xsiEventPackages),
  expires_seconds: z.number(),
  /** active: events reach the task; paused: its profile is disabled, so nothing is delivered until it is restored. */
  status: z.enum(['active', 'paused']),
  created_at: z.string(),
});
export type XsiSubscription = z.infer<typeof xsiSubscription>;

/** GET /broadworks/xsi-subscriptions: the account's subscriptions, of one task or one profile. */
export const xsiSubscriptionsQuery = z.object({
  task_id: z.coerce.number().int().positive().optional(),
  xsi_profile_id: z.coerce.number().int().positive().optional(),
});

/** POST /broadworks/xsi-packages: subscribes a user or group to event packages through a profile, for a task (all or none). */
export const xsiPackagesBody = z
  .object({
    xsi_profile_id: z.number().int().positive(),
    task_id: z.number().int().positive(),
    target_type: z.enum(xsiTargetTypes),
    target_id: targetId,
    event_packages: z.array(z.string().trim().max(60)).min(1).max(xsiEventPackages.length),
    /** How long the XSI server keeps the subscription before the studio renews it (BroadWorks: 1 minute to 1 day). */
    expires_seconds: z.number().int().min(60).max(86_400).default(3600),
  })
  .strict();

/** GET /broadworks/get-xsi-rules?task_id: the events that start the task. */
export const xsiRulesQuery = z.object({ task_id: z.coerce.number().int().positive() });
export const xsiRule = z.object({
  xsi_subscription_id: z.number(),
  event_package: z.enum(xsiEventPackages),
  target_type: z.enum(xsiTargetTypes),
  target_id: z.string(),
  xsi_profile_id: z.number(),
  xsi_profile_name: z.string(),
  xsi_url: z.string(),
});

/** The account's enabled profiles a subscription may go through (GET /broadworks/xsi-profile-choices, beside the spec's calls). */
export const xsiProfileChoice = z.object({ xsi_profile_id: z.number(), xsi_profile_name: z.string(), xsi_url: z.string() });
