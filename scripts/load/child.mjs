// A child process of `npm run load` (the editors' or the callers'), asked over IPC: ask(cmd, fields) answers its reply.
import { fork } from 'node:child_process';

export function startChild(file, name) {
  const child = fork(file, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map();
  let next = 0;
  child.on('message', (m) => {
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    if (m.ok) w.resolve({ ...m.answer, cpuMs: (m.cpu.user + m.cpu.system) / 1000 });
    else w.reject(new Error(`${name}: ${m.error}`));
  });
  child.on('exit', (code) => {
    for (const w of waiting.values()) w.reject(new Error(`${name} exited (${code})`));
    waiting.clear();
  });
  return {
    pid: child.pid,
    ask: (cmd, fields = {}) =>
      new Promise((resolve, reject) => {
        const id = next++;
        if (!child.connected) return reject(new Error(`${name} is gone`));
        waiting.set(id, { resolve, reject });
        child.send({ id, cmd, ...fields }, (err) => {
          if (!err) return;
          waiting.delete(id);
          reject(err);
        });
      }),
    kill: () => child.kill('SIGKILL'),
  };
}
