// The section `npm run load` keeps in docs/benchmarks.md (between its markers; npm run bench keeps it as it is).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const loadMarkers = ['<!-- load:start -->', '<!-- load:end -->'];

/** The load section of a benchmarks file's text, markers included, or ''. */
export function loadSection(text) {
  const from = text.indexOf(loadMarkers[0]);
  const to = text.indexOf(loadMarkers[1]);
  return from >= 0 && to > from ? text.slice(from, to + loadMarkers[1].length) : '';
}

export function writeLoadSection(file, lines) {
  const section = [loadMarkers[0], ...lines, loadMarkers[1]].join('\n');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const old = loadSection(text);
  const next = old ? text.replace(old, section) : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}

export const percentile = (values, p) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
