import { branch, next, waitFor, type StepContext, type StepResult } from './run';

export interface Collect {
  input: 'dtmf' | 'text';
  promptId: number | null;
  timeoutMs: number;
  noInputAttempts: number;
  noMatchAttempts: number;
  noInputPromptId?: number | null;
  noMatchPromptId?: number | null;
  /** Where a given answer leads; null when it matches nothing. */
  match(answer: string): StepResult | null;
}

/**
 * The caller's turn at a step that asks (menus, keywords, grammars): say the prompt and wait; on an answer,
 * match it; on silence or an answer that matches nothing, ask again until the attempts are used up, then
 * leave by no-input / no-match (the task's no-input canvas, else Otherwise).
 */
export async function collect(ctx: StepContext, c: Collect): Promise<StepResult> {
  if (ctx.input === null) {
    await ctx.say(c.promptId);
    return waitFor(c.input, c.timeoutMs);
  }
  const answer = (c.input === 'dtmf' ? (ctx.input.dtmf ?? ctx.input.text) : (ctx.input.text ?? ctx.input.dtmf))?.trim() ?? '';
  if (answer === '') {
    ctx.attempts.noInput += 1;
    if (ctx.attempts.noInput > c.noInputAttempts) return { kind: 'no_input' };
    await ctx.say(c.noInputPromptId ?? c.promptId);
    return waitFor(c.input, c.timeoutMs);
  }
  const matched = c.match(answer);
  if (matched) return matched;
  ctx.attempts.noMatch += 1;
  if (ctx.attempts.noMatch > c.noMatchAttempts) return { kind: 'no_match' };
  await ctx.say(c.noMatchPromptId ?? c.promptId);
  return waitFor(c.input, c.timeoutMs);
}

/** The step of a node that only passes the session on (start, a condition, a comment). */
export const passThrough = () => next();
/** Leaves by Otherwise. */
export const otherwise = () => branch('otherwise');
