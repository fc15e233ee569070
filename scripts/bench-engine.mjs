#!/usr/bin/env node
// Flow-engine budgets, in one process: ≥ 5,000 node steps/s, and ≥ 220 complete sessions/s of a
// 20-step voice flow with DTMF input (start, prompts, a menu answered by a key, variables, decisions, hang-up).
// The engine runs on in-memory flows and prompts (what the server adds per turn is its database round trips).
// Prints the figures; `BENCH_JSON=1` prints them as JSON for npm run bench; exits 1 when a budget is missed.
import { importBundle } from './bench-bundle.mjs';

const m = await importBundle('engine-bench', [
  "export * from './src/shared/engine';",
  "export { registry } from './plugins/registry';",
  "export { lit, variable } from './src/shared/expr';",
]);

// start → 5 prompts → menu (waits for a key) → key 1: 6 × (variable, decision) … → prompt → hang-up: 20 steps.
const b = new m.FlowBuilder(m.registry, 1);
let at = b.canvas();
for (let i = 0; i < 5; i++) at = b.add(at, 'prompt', { prompt_id: 1 });
const menu = b.add(at, 'menu', {
  prompt_id: 2,
  keys: [
    { key: '1', label: 'Go' },
    { key: '2', label: 'Other' },
  ],
});
at = b.add(menu, 'variable', { variable_id: 10, value: m.lit('0') }, 'key_1');
for (let i = 0; i < 5; i++) {
  const decide = b.add(at, 'decision', {
    conditions: [{ key: 'set', label: 'Set', condition: { kind: 'compare', operator: 'equal', left: m.variable(10), right: m.lit('0') } }],
  });
  at = b.add(decide, 'variable', { variable_id: 11 + i, value: m.lit(`v${i}`) }, 'set');
}
at = b.add(at, 'prompt', { prompt_id: 1 });
b.add(at, 'hangup');
const flow = b.flow();
const prompts = { 1: [{ language: 'en-US', text: 'Hello {{10}}' }], 2: [{ language: 'en-US', text: 'Press 1' }] };
const deps = {
  registry: m.registry,
  load: async (id) => (id === 1 ? flow : null),
  services: { promptTexts: async (id) => prompts[id] ?? null, timeZone: 'UTC', now: () => Date.now() },
};

async function session() {
  const first = await m.startSession(deps, { taskId: 1, channel: 'voice' });
  if (first.session.status !== 'waiting') throw new Error('the bench flow did not wait at the menu');
  const last = await m.takeTurn(deps, first.session, { dtmf: '1' });
  if (last.session.outcome !== 'hangup') throw new Error(`the bench flow ended with ${last.session.outcome}`);
  return last.session.steps;
}

for (let i = 0; i < 300; i++) await session(); // warm-up
const runs = [];
for (let r = 0; r < 5; r++) {
  let steps = 0;
  let sessions = 0;
  const t = performance.now();
  while (performance.now() - t < 1000) {
    steps += await session();
    sessions += 1;
  }
  const seconds = (performance.now() - t) / 1000;
  runs.push({ stepsPerSecond: steps / seconds, sessionsPerSecond: sessions / seconds, stepsPerSession: steps / sessions });
}
const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
const steps = median('stepsPerSecond');
const sessions = median('sessionsPerSecond');
const results = [
  {
    name: 'Flow engine, node steps per second (one process)',
    budget: '≥ 5,000/s',
    value: `${Math.round(steps).toLocaleString('en-US')}/s`,
    runs: `median of ${runs.length} one-second runs`,
    ok: steps >= 5000,
  },
  {
    name: `Flow engine, complete sessions per second of a ${runs[0].stepsPerSession}-step voice flow with DTMF input`,
    budget: '≥ 220/s',
    value: `${Math.round(sessions).toLocaleString('en-US')}/s`,
    runs: `median of ${runs.length} one-second runs`,
    ok: sessions >= 220,
  },
];
if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results }));
else for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
