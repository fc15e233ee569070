import type { z } from 'zod';
import type { NodeCategory, TaskType } from '../api/flow';
import type { Locale } from '../limits';
import type { PaletteGroup } from './catalogue';
import type { DropRules } from './drop';
import type { EditorData } from './editor';
import type { StepContext, StepResult } from './run';

/** What a definition gives: English always (the fallback), and every other locale (the contract test asks for all). */
export type NodeLabels = Readonly<{ en: string } & Partial<Record<Locale, string>>>;

/**
 * Labels of settings that the central `fields` / `values` tables of the flow namespace do not have yet (a new node
 * type's own settings): `fields: { key: { en, de, … } }`, `values: { key: { value: { en, de, … } } }`. A setting
 * name the studio already words keeps its central text.
 */
export interface NodeTexts {
  fields?: Readonly<Record<string, NodeLabels>>;
  values?: Readonly<Record<string, Readonly<Record<string, NodeLabels>>>>;
}

/** The content a node can use. 'node' is an intra-task link (goto target), skipped by the content usage index. */
export const contentModels = [
  'prompt',
  'variable',
  'datastore',
  'javascript_function',
  'task',
  'form_type',
  'open_form_type',
  'dynamic_form_type',
  'holiday_schedule',
  'file',
  'intent',
  'campaign',
  'web_service_profile',
  'provider_web_service_profile',
  'node',
] as const;
export type ContentModel = (typeof contentModels)[number];

/**
 * Picker models: a setting that takes only some items of a content model picks from a narrower list, and stays a
 * reference of its content model everywhere else (references, existence checks, the usage index, export and import).
 * complex_variable: a variable that holds a structure — the default array variable (-1) and the account's array,
 * payment and xsip variables (GET /content/get_complex_variables, spec 2 §7).
 */
export const pickerModels = { complex_variable: 'variable' } as const satisfies Readonly<Record<string, ContentModel>>;
export type PickerModel = keyof typeof pickerModels;
export const isPickerModel = (model: string): model is PickerModel => Object.hasOwn(pickerModels, model);

export interface ContentRef {
  model: ContentModel;
  id: number;
}

export interface Diagnostic {
  /** Dotted path into the config ('keys.2.label'); '' for the node as a whole. */
  path: string;
  message: string;
  severity: 'error' | 'warning';
}

/** A condition child of a multiple-child node. `key` is stable across edits; the label is shown on the canvas. */
export interface Branch {
  key: string;
  label: string;
  removable: boolean;
}

/** An answer offered to a conversation that waits at a step (a quick reply in a chat): its text, and what it sends. */
export interface Choice {
  label: string;
  input: { dtmf: string } | { text: string };
}

/** An i18n key and its English text. */
export interface NodeLabel {
  key: string;
  default: string;
}

export interface Availability {
  hiddenForTaskTypes: readonly TaskType[];
  leafOnly: boolean;
  hiddenUnderLinkedDomain: boolean;
  needsDomain: boolean;
  /** A plan feature or feature-flag name the type needs (matched like the access engine's features). */
  requiresFeature: string | null;
  availableToAllPlans: boolean;
  /** false for system types: they are never created from the palette. */
  creatable: boolean;
}

/**
 * What validate() may look at. The server fills it from the database, the client from its caches;
 * `exists` is synchronous: collect references() first, load them in one go, then validate.
 */
export interface ValidateContext {
  taskType: TaskType;
  /** The task the node belongs to, when known. */
  taskId?: number;
  /** Enabled plan features and feature flags of the account. */
  features: readonly string[];
  /** Whether a referenced item exists (and is usable) in the account; undefined when it cannot be told. */
  exists(model: ContentModel, id: number): boolean | undefined;
}

/**
 * What a type's serverCheck may ask of the account: facts only the server holds (its plan), looked up when asked,
 * so a type that asks nothing costs nothing.
 */
export interface AccountFacts {
  /** Whether the account's plan includes the text-to-speech voice of this name. */
  voiceInPlan(voice: string): Promise<boolean>;
}

export interface NodeDefinition<C = Record<string, unknown>> {
  type: string;
  category: NodeCategory;
  /** Palette group; null only for types that are not creatable. */
  group: PaletteGroup | null;
  /** Its label's i18n key (`nodes.<type>.label` of the flow namespace) and English text. */
  label: NodeLabel;
  /** Its label in every locale, merged into the flow namespace at registry load (labels.ts). */
  labels: NodeLabels;
  /** The texts of its own settings that the central tables do not word (labels.ts). */
  texts: NodeTexts;
  /** A Blueprint icon name. */
  icon: string;
  keywords: readonly string[];
  config: z.ZodType<C>;
  defaults(): C;
  availability: Availability;
  validate(config: C, ctx: ValidateContext): Diagnostic[];
  /** The checks only the server can make, once validate() found no error (its first error refuses the write). */
  serverCheck?(config: C, account: AccountFacts): Promise<Diagnostic[]>;
  references(config: C): ContentRef[];
  branches(config: C): Branch[];
  /** The answers a conversation waiting at the step is offered (chat quick replies). */
  choices(config: C): Choice[];
  /** Where a node of the type may be dropped, pasted or moved, and which nodes it takes below it (drop.ts). */
  drop: DropRules;
  /** Its editor as data: the settings in titled sections, drawn by the default editor (editor.ts). */
  editor: EditorData;
  /** True when the type has no run() of its own: the engine only passes through it (simulatedNodeTypes says why). */
  simulated: boolean;
  /** Its step in the flow engine: what it does and where the session goes next. */
  run(config: C, ctx: StepContext): StepResult | Promise<StepResult>;
}

/** Any registered definition, whatever its config type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyNodeDefinition = NodeDefinition<any>;

export interface NodeRegistry {
  readonly all: readonly AnyNodeDefinition[];
  get(type: string): AnyNodeDefinition | undefined;
  /** Throws for an unknown type. */
  require(type: string): AnyNodeDefinition;
  has(type: string): boolean;
}
