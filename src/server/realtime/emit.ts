import { roomOf, type JobProgress } from '@shared/realtime';
import type { Services } from '../services';

/** Tells the account's open screens how a background job is getting on (nothing when realtime is off). */
export function emitJobProgress(services: Services, progress: JobProgress): void {
  services.realtime?.to(roomOf.account(progress.ac_id)).emit('job:progress', progress);
}

/** At most one report per interval while running; the first and the last always go. */
export function throttled<T>(send: (value: T) => void, intervalMs = 250): (value: T, force?: boolean) => void {
  let last = 0;
  return (value, force = false) => {
    const now = Date.now();
    if (!force && now - last < intervalMs) return;
    last = now;
    send(value);
  };
}
