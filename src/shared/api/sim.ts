import { z } from 'zod';

/**
 * The simulator and the flow engine's sessions: what a turn did, as events, and the calls
 * that start a session, give it input, read it and end it.
 */
const value: z.ZodType<unknown> = z.unknown();
const at = { node_id: z.number().int().nullable() };

export const simEvent = z.discriminatedUnion('type', [
  /** The session entered a node. */
  z.object({ type: z.literal('entered'), ...at, node_type: z.string(), node_name: z.string() }),
  /** A text the caller hears (a prompt rendered in the session's language). */
  z.object({ type: z.literal('said'), ...at, text: z.string(), language: z.string(), voice: z.string().optional() }),
  /** A message sent in a conversation (messaging, chatbot, WhatsApp) or by mail. */
  z.object({ type: z.literal('sent'), ...at, text: z.string(), to: z.string().optional() }),
  z.object({ type: z.literal('variable_set'), ...at, variable_id: z.number().int(), value }),
  z.object({ type: z.literal('request'), ...at, method: z.string(), url: z.string(), status: z.number().int().nullable() }),
  /** The call left the flow (or rings a third party): where to, and what goes with it (SIP headers, call variables, screen pop). */
  z.object({ type: z.literal('transferred'), ...at, destination: z.string(), data: z.record(z.string(), z.string()).optional() }),
  /**
   * The step set something of the call that a live call hands to the telephone network or the contact center: the
   * voice of the prompts that follow, the disposition (with notes), the SIP headers sent when the call ends.
   */
  z.object({ type: z.literal('call_set'), ...at, field: z.enum(['voice', 'disposition', 'hangup_headers']), value: z.string() }),
  z.object({ type: z.literal('hung_up'), ...at }),
  /** What a live call would do at a step that needs a telephone network or an outside platform. */
  z.object({ type: z.literal('simulated'), ...at, text: z.string() }),
  z.object({ type: z.literal('error'), ...at, message: z.string() }),
  z.object({ type: z.literal('ended'), ...at, outcome: z.string() }),
  /** The session stopped before a node: a breakpoint there, or one step done (the simulator). */
  z.object({ type: z.literal('paused'), ...at, reason: z.enum(['breakpoint', 'step']) }),
  /** A visual form waits to be filled in at its public address (/visualform/<call_uuid>). */
  z.object({ type: z.literal('form_link'), ...at, call_uuid: z.string(), url: z.string() }),
  /** The caller opened, submitted or closed the visual form. */
  z.object({ type: z.literal('form_event'), ...at, event: z.enum(['open', 'submit', 'close']) }),
  /** A QforMe step acted on a queue: the number added, found waiting or not, removed or called back; its place and how many wait. */
  z.object({
    type: z.literal('queue'),
    ...at,
    outcome: z.enum(['added', 'waiting', 'not_waiting', 'removed', 'called_back']),
    queue_name: z.string(),
    number: z.string(),
    position: z.number().nullable(),
    waiting: z.number(),
  }),
]);
export type SimEvent = z.infer<typeof simEvent>;
/** An event as a step emits it; the engine adds the node. */
export type StepEvent = SimEvent extends infer E ? (E extends SimEvent ? Omit<E, 'node_id'> : never) : never;

export const simChannels = ['voice', 'messaging', 'chatbot', 'whatsapp', 'workflow'] as const;
export type SimChannel = (typeof simChannels)[number];
export const sessionStatuses = ['waiting', 'ended'] as const;

const variableValues = z.record(z.string().max(100), z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]));

/** The simulator's debugging: breakpoints (node ids), web-service answers pinned per node id, and how far to run. */
export const simBreakpoints = z.array(z.number().int().positive()).max(500);
export const simPinnedAnswer = z.object({ status: z.number().int().min(100).max(599), body: z.string().max(100_000) });
export const simPins = z
  .record(z.string().regex(/^\d+$/, 'must be a node id'), simPinnedAnswer)
  .refine((p) => Object.keys(p).length <= 200, 'at most 200 pinned answers');
/** continue: until the flow waits, ends or reaches a breakpoint; step: stop before the next node. */
export const simRunModes = ['continue', 'step'] as const;
const debugFields = { breakpoints: simBreakpoints.optional(), pins: simPins.optional(), run: z.enum(simRunModes).optional() };

export const simSessionCreateBody = z
  .object({
    /** The task to run; or, instead, dialed_number: the task that has the number runs. */
    task_id: z.number().int().positive().optional(),
    /** A number of the account, in E.164 (+ and digits; spaces and dashes are ignored): a call to it starts the task that has it. */
    dialed_number: z
      .string()
      .trim()
      .regex(/^\+?[1-9](?:[\s().-]*[0-9]){1,14}$/, 'must be a phone number in E.164 form, such as +442079460000')
      .optional(),
    channel: z.enum(simChannels).optional(),
    start_node_id: z.number().int().positive().optional(),
    /** Initial values by variable id (or name). */
    variables: variableValues.optional(),
    /** The caller's number (ani): live monitoring of a caller number sends only its sessions. */
    ani: z
      .string()
      .trim()
      .regex(/^\+?[0-9]{1,20}$/, 'must be a phone number of up to 20 digits, optionally starting with +')
      .optional(),
    /**
     * Mock answers by node id: the outcome (branch key, e.g. success or failure) a step that needs an outside platform
     * (payment, biometrics, AI engines …) takes in place of the platform's answer. Without one it takes Otherwise.
     */
    mocks: z.record(z.string().regex(/^\d+$/, 'must be a node id'), z.string().trim().min(1).max(100)).optional(),
    ...debugFields,
  })
  .refine((b) => (b.task_id === undefined) !== (b.dialed_number === undefined), {
    message: 'Give task_id or dialed_number, one of them',
    path: ['task_id'],
  });
/** One of dtmf or text; neither is the caller saying nothing (what the no-input timer does). */
export const simInputBody = z
  .object({
    dtmf: z
      .string()
      .regex(/^[0-9*#]{1,32}$/, 'must be keys 0-9, * or #')
      .optional(),
    text: z.string().max(2000).optional(),
    ...debugFields,
  })
  .refine((b) => b.dtmf === undefined || b.text === undefined, { message: 'Give dtmf or text, not both', path: ['text'] });
export type SimInput = z.infer<typeof simInputBody>;
export const simSessionParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });

export const simSession = z.object({
  session_id: z.string(),
  status: z.enum(sessionStatuses),
  node_id: z.number().int().nullable(),
  events: z.array(simEvent),
  variables: z.record(z.string(), value),
  /** The node the session is paused before (a breakpoint or a step), else null. */
  paused_at: z.number().int().nullable(),
});
export const simSessionAnswer = z.object({ data: simSession });
