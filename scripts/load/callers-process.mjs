// The child process of `npm run load` that runs the simulator callers (scripts/load/callers.mjs), told over IPC when
// to start, to hand over a phase's figures, and to stop. Each answer carries the process's CPU time.
import { closeHttp } from './http.mjs';
import { runCallers } from './callers.mjs';

let running = null;
const handlers = {
  start: (m) => void (running = runCallers(m.base, m)),
  take: () => running.take(),
  cpu: () => ({}),
  async stop() {
    await running?.stop();
    closeHttp();
    setTimeout(() => process.exit(0), 50);
  },
};

process.on('message', async (message) => {
  try {
    const answer = (await handlers[message.cmd](message)) ?? {};
    process.send({ id: message.id, ok: true, answer, cpu: process.cpuUsage() });
  } catch (err) {
    process.send({ id: message.id, ok: false, error: String(err?.stack ?? err) });
  }
});
