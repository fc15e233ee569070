// The top costs of a V8 CPU profile (node --cpu-prof): self time by function and by package, as lines of text.
import { readFileSync } from 'node:fs';

/** Where a frame's code lives: a package of node_modules, node's own, or the studio's bundle. */
function placeOf(url) {
  if (!url) return '(native/V8)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node core';
  return 'studio';
}

export function topCosts(file, count = 20) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let k = 0; k < profile.samples.length; k++)
    self.set(profile.samples[k], (self.get(profile.samples[k]) ?? 0) + (profile.timeDeltas[k] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0) || 1;
  const byFunction = new Map();
  const byPlace = new Map();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*\/(node_modules|dist)\//, '$1/')}:${lineNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    const place =
      functionName === '(idle)' || functionName === '(program)' || functionName === '(garbage collector)' ? functionName : placeOf(url);
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  }
  const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  return [
    `${(total / 1e6).toFixed(1)} s sampled; by place:`,
    ...top(byPlace, 10).map(([k, us]) => `${pct(us)}  ${k}`),
    'by function (self time):',
    ...top(byFunction, count).map(([k, us]) => `${pct(us)}  ${k}`),
  ];
}
