import type { z } from 'zod';
import type { NodeCategory } from '../api/flow';
import { isSystemNodeType, type PaletteGroup } from './catalogue';
import { declaredRefs, existenceDiagnostics, requiredDiagnostics, uniqueRefs } from './content-fields';
import type { EditorData } from './editor';
import { nodeLabelKey, type NodeLabels, type NodeTexts } from './labels';
import { dropRulesOf, type DropNarrowing } from './drop';
import { simulatedStep, type StepContext, type StepResult } from './run';
import type {
  AccountFacts,
  AnyNodeDefinition,
  Availability,
  Branch,
  Choice,
  ContentRef,
  Diagnostic,
  NodeDefinition,
  NodeRegistry,
  ValidateContext,
} from './types';

export interface NodeDefinitionInput<S extends z.ZodType> {
  type: string;
  category: NodeCategory;
  group: PaletteGroup | null;
  /** The type's name in every locale of the studio: { en: 'Prompt', de: 'Ansage', … }. */
  label: NodeLabels;
  /** The labels of settings (and enum values) new to the studio, in every locale: merged into the flow namespace. */
  texts?: NodeTexts;
  /** A Blueprint icon name: the palette's and the canvas's icon of the type. */
  icon: string;
  keywords?: readonly string[];
  config: S;
  /** The editor's sections (every setting in exactly one); none for system types. Editor.tsx only for hand-built parts. */
  editor?: EditorData;
  /** Defaults to parsing {} with the schema (every field carries its default). */
  defaults?: () => z.output<S>;
  /**
   * Where the type is offered: hidden per task type, leaf-only, hidden under a linked domain, needs a domain, a plan
   * feature it requires, all plans. Anything not given is the default (offered everywhere its plan allows).
   */
  availability?: Partial<Availability>;
  /** The node's own rules. The existence of declared content (contentId, textWithVariables) is checked for it. */
  validate?: (config: z.output<S>, ctx: ValidateContext) => Diagnostic[];
  /**
   * Checks of what only the server knows (the account's plan), run when a node is written, after validate() found no
   * error: a set_voice's voice must be one its plan includes.
   */
  serverCheck?: (config: z.output<S>, account: AccountFacts) => Promise<Diagnostic[]>;
  /**
   * Content used other than through declared fields (the variables of an expression). The declared fields'
   * references are derived from the schema and come first.
   */
  references?: (config: z.output<S>) => ContentRef[];
  branches?: (config: z.output<S>) => Branch[];
  /**
   * The answers offered to a conversation that waits at the step (chat quick replies). Defaults to its branches,
   * each sent as its label as text; Otherwise and the outcome branches (success, failure) are never offered.
   */
  choices?: (config: z.output<S>) => Choice[];
  /** Narrows the drop rules the type inherits from its category (never widens them); the reason is required. */
  drop?: DropNarrowing;
  /** Defaults to simulatedStep(): a step the studio cannot perform says what a live call would do. */
  run?: (config: z.output<S>, ctx: StepContext) => StepResult | Promise<StepResult>;
}

const typeName = /^[a-z][a-z0-9_]*$/;

/** The availability of a type that declares nothing: offered everywhere its plan allows; never for system types. */
export function defaultAvailability(type: string, category: NodeCategory): Availability {
  const system = isSystemNodeType(type) || category === 'system' || category === 'dummy';
  return {
    hiddenForTaskTypes: [],
    leafOnly: false,
    hiddenUnderLinkedDomain: false,
    needsDomain: false,
    requiresFeature: null,
    availableToAllPlans: false,
    creatable: !system,
  };
}

/** Declares a node type. Fills the optional parts and refuses definitions that break the contract. */
export function defineNode<S extends z.ZodType>(input: NodeDefinitionInput<S>): NodeDefinition<z.output<S>> {
  if (!typeName.test(input.type)) throw new Error(`Node type '${input.type}' must be snake_case`);
  const availability = { ...defaultAvailability(input.type, input.category), ...input.availability };
  if (availability.creatable && (input.category === 'system' || input.category === 'dummy' || isSystemNodeType(input.type))) {
    throw new Error(`System node type '${input.type}' cannot be creatable`);
  }
  if (availability.creatable && input.group === null) throw new Error(`Node type '${input.type}' needs a palette group`);
  if (input.category === 'multiple_child' && !input.branches) throw new Error(`Multiple-child node type '${input.type}' needs branches()`);
  const schema = input.config;
  const branches = input.branches ?? (() => []);
  return {
    type: input.type,
    category: input.category,
    group: input.group,
    label: { key: nodeLabelKey(input.type), default: input.label.en },
    labels: input.label,
    texts: input.texts ?? {},
    icon: input.icon,
    keywords: input.keywords ?? [],
    config: schema as unknown as z.ZodType<z.output<S>>,
    defaults: input.defaults ?? (() => schema.parse({}) as z.output<S>),
    availability,
    // A required field left empty first (as a form says what is missing first), then the type's own checks, then
    // the existence of what the declared fields name.
    validate(config, ctx) {
      const own = input.validate?.(config, ctx) ?? [];
      const derived = existenceDiagnostics(schema, config, ctx).filter(
        (d) => !own.some((o) => o.path === d.path && o.message === d.message),
      );
      return [...requiredDiagnostics(schema, config), ...own, ...derived];
    },
    serverCheck: input.serverCheck,
    references: (config) => uniqueRefs(declaredRefs(schema, config), input.references?.(config) ?? []),
    branches,
    choices: input.choices ?? ((config) => branchChoices(branches(config))),
    editor: input.editor ?? { sections: [] },
    drop: dropRulesOf(input.type, input.category, availability.leafOnly, input.drop),
    simulated: input.run === undefined,
    run: input.run ?? simulatedStep(input.label.en, input.category),
  };
}

/** Branches as answers a conversation may give: by label, as text; never Otherwise or an outcome branch. */
const notOffered = new Set(['otherwise', 'success', 'failure']);
export const branchChoices = (branches: readonly Branch[]): Choice[] =>
  branches.filter((b) => !notOffered.has(b.key)).map((b) => ({ label: b.label, input: { text: b.label } }));

/** The lookup table over the explicit list of definitions. Refuses duplicate type names. */
export function createRegistry(definitions: readonly AnyNodeDefinition[]): NodeRegistry {
  const byType = new Map<string, AnyNodeDefinition>();
  for (const def of definitions) {
    if (byType.has(def.type)) throw new Error(`Node type '${def.type}' is registered twice`);
    byType.set(def.type, def);
  }
  return {
    all: definitions,
    get: (type) => byType.get(type),
    has: (type) => byType.has(type),
    require(type) {
      const def = byType.get(type);
      if (!def) throw new Error(`Unknown node type '${type}'`);
      return def;
    },
  };
}
