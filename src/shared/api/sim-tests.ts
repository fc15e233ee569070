import { z } from 'zod';
import { simChannels, simPins } from './sim';

/**
 * Flow tests: a named list of inputs and expectations, saved with a task, run through the flow
 * engine by the simulator panel, the API and the command line.
 */
/** The longest pause a flow test step may express: a day. */
export const maxWaitSeconds = 86_400;
export const flowTestStep = z.discriminatedUnion('kind', [
  /** What the caller gives: keys, words, or neither (silence: the no-input timer ran out). */
  z.object({
    kind: z.literal('input'),
    dtmf: z
      .string()
      .regex(/^[0-9*#]{1,32}$/, 'must be keys 0-9, * or #')
      .optional(),
    text: z.string().max(2000).optional(),
  }),
  /** A prompt said (or a message sent) since the last input contains this text (case is ignored). */
  z.object({ kind: z.literal('said'), text: z.string().trim().min(1).max(500) }),
  /** The variable (by name) has this value now (compared as text). */
  z.object({ kind: z.literal('variable'), name: z.string().trim().min(1).max(100), value: z.string().max(10_000) }),
  /** The flow entered this node since the last input. */
  z.object({ kind: z.literal('reached'), node_id: z.number().int().positive() }),
  /** The session has ended, by this outcome when one is given (hangup, completed, error, transferred …). */
  z.object({ kind: z.literal('ended'), outcome: z.string().trim().max(40).optional() }),
  /**
   * A pause of this many seconds of simulated time: a timer of the waiting session (a no-input timeout, a sleep, a
   * queue callback) that runs out within it fires, at once; the test does not sleep.
   */
  z.object({ kind: z.literal('wait'), seconds: z.number().int().min(1).max(maxWaitSeconds) }),
]);
export type FlowTestStep = z.infer<typeof flowTestStep>;
export const flowTestStepKinds = ['input', 'said', 'variable', 'reached', 'ended', 'wait'] as const;

const testFields = {
  test_name: z.string().trim().min(1).max(100),
  channel: z.enum(simChannels).nullable().optional(),
  /** Start here instead of the task's start. */
  start_node_id: z.number().int().positive().nullable().optional(),
  /** Initial values by variable name. */
  variables: z.record(z.string().max(100), z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()])).optional(),
  /** Web-service answers pinned per node id. */
  pins: simPins.optional(),
  steps: z.array(flowTestStep).min(1).max(200),
};

export const flowTestCreateBody = z.object({ task_id: z.number().int().positive(), ...testFields });
export const flowTestUpdateBody = z.object(testFields);
export const flowTestParams = z.object({ id: z.coerce.number().int().positive() });
export const flowTestListQuery = z.object({ task_id: z.coerce.number().int().positive() });

export const flowTest = z.object({
  test_id: z.number().int(),
  task_id: z.number().int(),
  test_name: z.string(),
  channel: z.enum(simChannels).nullable(),
  start_node_id: z.number().int().nullable(),
  variables: z.record(z.string(), z.unknown()),
  pins: z.record(z.string(), z.object({ status: z.number().int(), body: z.string() })),
  steps: z.array(flowTestStep),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FlowTest = z.infer<typeof flowTest>;
export const flowTestAnswer = z.object({ data: flowTest });
export const flowTestListAnswer = z.object({ data: z.array(flowTest) });

/** How one step of a test went: a failing step names the node it failed at (marked on the canvas). */
export const flowTestStepResult = z.object({
  index: z.number().int(),
  passed: z.boolean(),
  message: z.string().nullable(),
  node_id: z.number().int().nullable(),
});
export const flowTestResult = z.object({
  test_id: z.number().int(),
  test_name: z.string(),
  passed: z.boolean(),
  steps: z.array(flowTestStepResult),
  /** The first failing step and its node, or null when the test passed. */
  failed_step: z.number().int().nullable(),
  failed_node_id: z.number().int().nullable(),
  /** Every node the session entered, in order. */
  path: z.array(z.number().int()),
});
export type FlowTestResult = z.infer<typeof flowTestResult>;

export const flowTestRunBody = z.object({
  task_id: z.number().int().positive(),
  /** Only these tests (all of the task's when left out). */
  test_ids: z.array(z.number().int().positive()).max(500).optional(),
});
export const flowTestRunAnswer = z.object({
  data: z.object({ task_id: z.number().int(), passed: z.number().int(), failed: z.number().int(), results: z.array(flowTestResult) }),
});
export type FlowTestRun = z.infer<typeof flowTestRunAnswer>['data'];
