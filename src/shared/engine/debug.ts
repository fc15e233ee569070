import type { EngineServices } from '../plugin-api/run';
import type { SessionState } from './session';

export type { PinnedAnswer } from './session';

/**
 * How far a turn runs (the simulator's step and continue): `step` pauses before the next node once one step
 * ran (or before the first node, with `pauseFirst`); `resumeAt` is the node a paused session resumes at, whose
 * breakpoint must not stop it again.
 */
export interface RunMode {
  step: boolean;
  pauseFirst?: boolean;
  resumeAt?: number | null;
}

export const continueMode: RunMode = { step: false };

/** Why a turn stops before entering a node, or null to go on. `ran` counts the steps this turn has run. */
export function pauseBefore(s: SessionState, nodeId: number, mode: RunMode, ran: number): 'breakpoint' | 'step' | null {
  if (mode.step && (ran >= 1 || mode.pauseFirst)) return 'step';
  const resuming = ran === 0 && mode.resumeAt === nodeId;
  if (!resuming && s.breakpoints?.includes(nodeId)) return 'breakpoint';
  return null;
}

/** The services a node's step runs with: a pinned answer stands in for the HTTP call of that node. */
export function servicesFor(services: EngineServices, s: SessionState, nodeId: number): EngineServices {
  const pin = s.pins?.[String(nodeId)];
  if (!pin) return services;
  return { ...services, http: async () => ({ status: pin.status, body: pin.body }) };
}
