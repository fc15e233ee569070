// The table of docs/benchmarks.md: npm run bench writes it whole; a bench script run on its own (BENCH_WRITE=1)
// puts its rows into it in place, by their names, leaving the other rows as they are.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** A script marks a figure `answer: 'cached'` or `'computed'` where a server-side cache could stand in between. */
const answerOf = (r) => (r.answer === 'cached' ? 'cached' : r.answer === 'computed' ? 'computed' : '—');

export const tableRow = (r) => `| ${r.name} | ${r.budget} | ${r.value} | ${r.runs} | ${answerOf(r)} | ${r.ok ? 'yes' : '**no**'} |`;

/** Replaces the rows of `results` (same name) in the file's table, or adds them after its last row. */
export function writeTableRows(file, results) {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  const nameOf = (line) => (line.startsWith('| ') ? line.slice(2, line.indexOf(' | ')) : null);
  // The table's last row: the rows follow its '|---|' line without a break.
  let last = lines.findIndex((line) => line.startsWith('|---'));
  if (last < 0) throw new Error(`${file} has no table`);
  while (lines[last + 1]?.startsWith('|')) last++;
  for (const r of results) {
    const at = lines.findIndex((line) => nameOf(line) === r.name);
    if (at >= 0) lines[at] = tableRow(r);
    else lines.splice(++last, 0, tableRow(r));
  }
  writeFileSync(file, lines.join('\n'));
}
