import type { FlowNode, TaskType } from '../api/flow';
import type { SimChannel, StepEvent } from '../api/sim';
import type { Expr } from '../expr/types';
import type { Value } from '../expr/values';

/**
 * A node type's step in the flow engine (DESIGN §8): `run(config, ctx)` does what the step does through `ctx`
 * and answers where the session goes next. The shared half never touches Node APIs: what only the server can
 * do (the datastore, the JavaScript sandbox, HTTP, mail) reaches a step through `ctx.services`.
 */
export type StepResult =
  /** Continue with the node's child (or return from a linked task, or end when there is none). */
  | { kind: 'next' }
  /** Leave by a branch of branches(); a branch with no condition child follows Otherwise. */
  | { kind: 'branch'; key: string }
  | { kind: 'goto'; nodeId: number }
  /** Run another task from its start, then come back here and continue with the child. */
  | { kind: 'link'; taskId: number }
  /**
   * Wait for the caller; the engine calls run() again with ctx.input when it comes. A 'timer' wait (sleep, queue
   * callback) takes no input: its delayed job runs the step again with ctx.input {} after timeoutMs.
   */
  | { kind: 'wait'; input: WaitInput; timeoutMs: number; form?: FormWait }
  /** The caller gave nothing (no_input) or nothing expected (no_match) and the step has no attempts left. */
  | { kind: 'no_input' }
  | { kind: 'no_match' }
  | { kind: 'end'; outcome: string };

export const next = (): StepResult => ({ kind: 'next' });
export const branch = (key: string): StepResult => ({ kind: 'branch', key });
export const endWith = (outcome: string): StepResult => ({ kind: 'end', outcome });
/** recording: a record step waits for the caller's recording (or the finish key, or silence: no recording). */
export type WaitInput = 'dtmf' | 'text' | 'timer' | 'form' | 'recording';
export const waitFor = (input: WaitInput, timeoutMs: number): StepResult => ({ kind: 'wait', input, timeoutMs });

/** A visual form the session waits on: its public call uuid, the form type it shows, whether files may be attached. */
export interface FormWait {
  callUuid: string;
  formTypeId: number;
  allowUpload: boolean;
}

/** What the caller did on a visual form: submitted values by field name (and attachment ids), or closed it. */
export interface FormInput {
  event: 'submit' | 'close';
  values?: Record<string, Value>;
  attachments?: string[];
}

export interface StepInput {
  dtmf?: string;
  text?: string;
  form?: FormInput;
  /** The recording the caller made at a record step (stored by the server before the turn). */
  recording?: { recordingId: number };
}

/** The server's capabilities a step may use; missing ones make the step fail with a clear error. */
export interface EngineServices {
  /** The texts of a prompt by language ({{id}} marks a variable). */
  promptTexts(promptId: number): Promise<{ language: string; text: string }[] | null>;
  /** Runs a JavaScript function of the account: arguments in order, or by parameter name (a name it lacks is an error). */
  runFunction?(functionId: number, args: Value[] | Record<string, Value>): Promise<Value>;
  /**
   * An HTTP request; with authProfileId, it carries the Authorization of that auth profile of the account; with
   * webServiceProfile (a key, 'ac:12' or 'sp:3'), a relative url is joined to that profile's base URL and its headers apply.
   * The answer (and an error it throws, as its `url`) names the address really requested.
   */
  http?(request: {
    method: string;
    url: string;
    headers: Record<string, string>;
    body: string | null;
    timeoutMs: number;
    authProfileId?: number;
    webServiceProfile?: string;
  }): Promise<{ status: number; body: string; url?: string }>;
  mail?(mail: { to: string; cc: string; bcc: string; subject: string; text: string; html: boolean }): Promise<void>;
  /**
   * Sends a text message to a number through the account's SMS profile. Only a live run has it: in the simulator and
   * the chat preview a message is shown, never sent.
   */
  sms?(message: { to: string; text: string }): Promise<void>;
  /** The fields of one of the account's form types (text forms ask them one by one); null when it does not exist. */
  formType?(
    formTypeId: number,
  ): Promise<{ name: string; fields: { name: string; label: string; data_type: string; required: boolean }[] } | null>;
  /** Whether the day of an instant (in a time zone) is a holiday of the account's holiday schedule. */
  isHoliday?(scheduleId: number, instant: number, timeZone: string): Promise<boolean>;
  /** Reads or writes documents of one of the account's datastores (datastore steps). */
  datastore?(request: DatastoreRequest): Promise<DatastoreAnswer>;
  /** Acts on one of the account's QforMe queues (the queue steps). */
  qforme?(request: QueueRequest): Promise<QueueAnswer>;
  /** Starts or stops one of the account's campaigns, or adds a record to it (the trigger_campaign step); real runs only. */
  campaign?(request: CampaignRequest): Promise<{ status: string }>;
  /** The account's time zone (daytime and holiday schedules). */
  timeZone: string;
  now(): number;
  /** A number in [0, 1) (distribute); Math.random when absent. */
  random?(): number;
}

/** A trigger_campaign step's request: the campaign, the action, and the record's values by column (add_record). */
export interface CampaignRequest {
  campaignId: number;
  action: 'start' | 'stop' | 'add_record';
  values: Record<string, string>;
}

/**
 * A queue step's operation on a QforMe queue named in its settings: add the number as a waiter (add), find whether
 * it waits (check), take it out (remove), record that it was called back (callback).
 */
export interface QueueRequest {
  operation: 'add' | 'check' | 'remove' | 'callback';
  queueName: string;
  /** The waiter's number: the step's callback number, else the caller's. */
  number: string;
  taskId: number;
  priority?: number;
  /**
   * The skills of the step: add queues the waiter for them; check and callback find the number's waiter only when it
   * waits for one of them; remove takes it out of those skills only (out of the queue once none is left). None: any.
   */
  skills?: readonly string[];
}

/** The waiter the operation found or made (null: none waits), its place in the queue (1 = next) and how many wait. */
export interface QueueAnswer {
  waiterId: number | null;
  position: number | null;
  waiting: number;
  /** The expected wait in seconds (the queue's recent callbacks' average wait × the place); null without history. */
  waitSeconds: number | null;
}

/** One datastore operation of a step, with variables already filled in. */
export interface DatastoreRequest {
  dataStoreId: number;
  operation: 'find' | 'find_all' | 'insert' | 'update' | 'delete';
  /** Every condition must hold: column, operator and the value compared (as text). */
  conditions: { column: string; operator: 'equal' | 'not_equal' | 'contains' | 'greater' | 'less'; value: string }[];
  /** Column → value written (insert, update). */
  values: Record<string, string>;
}

/** The documents found (find: at most one; find_all: every match), and how many were written or deleted. */
export interface DatastoreAnswer {
  documents: Record<string, Value>[];
  changed: number;
}

/** What the flow set of the call so far: a live call hands it to the telephone network or the contact center. */
export interface CallData {
  /** The text-to-speech voice of the prompts that follow (set_voice). */
  voice?: { name: string; language: string; rate: number };
  disposition?: { name: string; notes: string };
  /** SIP headers sent with the BYE when the call ends, by name. */
  hangupHeaders?: Record<string, string>;
  /** The destination of a third-party transfer that is ringing (until it is cancelled). */
  thirdParty?: string;
}

export interface StepContext {
  node: FlowNode;
  taskType: TaskType;
  channel: SimChannel;
  language: string;
  /**
   * The outcome configured for this node when the session started (session option `mocks`): what a step that
   * needs an outside platform answers in place of the platform; null when none is configured.
   */
  mock: string | null;
  /** The caller's number (ani) when the session has one: QforMe steps queue and call back this number by default. */
  ani: string | null;
  /** What steps set of the call so far (voice, disposition, hang-up headers …); a step changes it in place. */
  call: CallData;
  /** What this step kept between its turns while the session waits at it (JSON); null when the step is entered. */
  readonly stepState: unknown;
  setStepState(state: unknown): void;
  /** What the caller gave since the step waited; null when the step is entered. */
  input: StepInput | null;
  /** How often the caller gave nothing / something unexpected at this step so far. */
  attempts: { noInput: number; noMatch: number };
  services: EngineServices;
  get(variableId: number): Value;
  set(variableId: number, value: Value): void;
  emit(event: StepEvent): void;
  /** Renders a prompt in the session's language with its variables filled in and says (or sends) it. */
  say(promptId: number | null): Promise<void>;
  /** Fills {{id}} variables in a text. */
  fill(text: string): string;
  evaluate(expr: Expr): Promise<Value>;
  /** Gives the event loop back when the turn has worked for a while: a step that loops over work awaits it. */
  pace(): Promise<void>;
}

/**
 * The step of a type that needs a telephone network or an outside platform: it says what a live call would do
 * and goes on as if it went well (the child, Otherwise, or the end of the call for a leaf-only type).
 */
export function simulatedStep(label: string, category: string, doing = `would run ${label} here`) {
  return (_config: unknown, ctx: StepContext): StepResult => {
    ctx.emit({ type: 'simulated', text: `${label}: a live call ${doing}.` });
    if (category === 'multiple_child' && ctx.mock !== null) {
      ctx.emit({ type: 'simulated', text: `${label}: the configured mock answer is '${ctx.mock}'.` });
      return branch(ctx.mock);
    }
    if (category === 'multiple_child') return branch('otherwise');
    if (category === 'no_child') return endWith('simulated');
    return next();
  };
}

/** A server capability a step needs; a clear error on the node when this engine has none. */
export function service<K extends keyof EngineServices>(ctx: StepContext, name: K, label: string): NonNullable<EngineServices[K]> {
  const found = ctx.services[name];
  if (found === undefined || found === null) throw new Error(`${label} is not available to the flow engine here.`);
  return found as NonNullable<EngineServices[K]>;
}

/** The value at a response path like data.items[0].name in a decoded JSON answer; null when it is not there. */
export function valueAtPath(json: unknown, path: string): Value {
  let current: unknown = json;
  for (const part of path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)) {
    if (current === null || typeof current !== 'object') return null;
    current = (current as Record<string, unknown>)[part];
  }
  return current === undefined ? null : (current as Value);
}

/** The weekday (mon … sun) and time of day (HH:mm) of an instant in a time zone. */
export function localTime(instant: number, timeZone: string): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('weekday').slice(0, 3).toLowerCase(), time: `${part('hour')}:${part('minute')}` };
}
