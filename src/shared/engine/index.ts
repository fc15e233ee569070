/** The flow engine (DESIGN §8): sessions advanced turn by turn through each node type's run(). */
export * from './session';
export * from './flow';
export { pickLanguage } from './context';
export { engineLimits, resumeTurn, startSession, takeTurn, type EngineDeps, type StartInput } from './engine';
export { FlowBuilder } from './builder';
export { pauseBefore, servicesFor, type PinnedAnswer, type RunMode } from './debug';
