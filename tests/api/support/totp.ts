import { afterAll, beforeAll, vi } from 'vitest';
import { startStudio, type TestStudio } from './studio';

/**
 * A one-time code is accepted once: before the next code is used the clock moves on one TOTP step.
 * Only Date is faked, and it stays fake (moving on from there) until the file's studio closes.
 */
export function nextTotpStep() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 30_000);
}

/** A studio for a file that moves the clock with nextTotpStep: started beforeAll; afterAll the real clock is back and it closes. */
export function totpStudio(): { s: TestStudio } {
  const f = {} as { s: TestStudio };
  beforeAll(async () => {
    f.s = await startStudio();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await f.s.close();
  });
  return f;
}
