// The benches' handling of a started server: stop it, and wait until it answers /api/health.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const stop = (child) => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM'))));

export async function healthy(base, timeoutMs = 30000) {
  for (let waited = 0; waited < timeoutMs; waited += 50) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(50);
  }
  throw new Error('the server did not answer in time');
}
