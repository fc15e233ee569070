import { messages } from '../messages';
import { allowed, refuse, type RuleResult } from './result';

/** A canvas rename fails when the name is empty, unchanged or already used in the task (spec 2 §4). */
export function checkCanvasRename(name: string, current: string, otherNames: readonly string[]): RuleResult {
  const next = name.trim();
  const title = messages.canvas.updateFailed;
  if (next === '') return refuse(messages.canvas.canvasNameRequired, title);
  if (next === current.trim()) return refuse(messages.canvas.canvasNameUnchanged, title);
  if (otherNames.some((other) => other.trim().toLowerCase() === next.toLowerCase())) return refuse(messages.canvas.canvasNameTaken, title);
  return allowed;
}
