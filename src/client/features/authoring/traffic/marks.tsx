import './traffic.css';
export { useTrafficMark } from './store';

/** The words of the marks in the user's language, set by the Traffic panel (nodes read them without a hook each). */
let words = {
  sessions: ':n sessions',
  lost: ':n lost',
  losing: 'loses the most callers',
  median: 'median :seconds s',
  branch: ':percent% took this branch',
};
export const setTrafficWords = (next: typeof words) => {
  words = next;
};
const fillIn = (text: string, values: Record<string, string | number>) =>
  text.replace(/:(\w+)/g, (m, k: string) => (k in values ? String(values[k]) : m));

interface Parsed {
  branch: number | null;
  sessions: number;
  lost: number;
  losing: boolean;
  median: string;
}
function parse(mark: string): Parsed | null {
  if (!mark) return null;
  const [kind, a, b, c, d] = mark.split(' ');
  if (kind === 'b') return { branch: Number(a), sessions: 0, lost: 0, losing: false, median: '-' };
  return { branch: null, sessions: Number(a), lost: Number(b), losing: c === '1', median: d };
}

export const trafficClasses = (mark: string) => (parse(mark)?.losing ? ' cf-traffic-losing' : '');

/** The mark in words, for the node's accessible name and tooltip: " (12 sessions, 3 lost, loses the most callers)". */
export function trafficWords(mark: string): string {
  const p = parse(mark);
  if (!p) return '';
  if (p.branch !== null) return ` (${fillIn(words.branch, { percent: p.branch })})`;
  const parts = [fillIn(words.sessions, { n: p.sessions })];
  if (p.lost > 0) parts.push(fillIn(words.lost, { n: p.lost }));
  if (p.median !== '-') parts.push(fillIn(words.median, { seconds: p.median }));
  if (p.losing) parts.push(words.losing);
  return ` (${parts.join(', ')})`;
}

/** The overlay's pill above a node: its sessions, and for the nodes losing the most callers a red pill with ▼ and the lost count (shape and text, not colour alone). */
export function TrafficBadge({ mark, w }: { mark: string; w: number }) {
  const p = parse(mark);
  if (!p) return null;
  const text =
    p.branch !== null
      ? `${p.branch}%`
      : p.losing
        ? `${p.sessions} · ▼ ${p.lost}`
        : p.lost > 0
          ? `${p.sessions} · ${p.lost}↓`
          : `${p.sessions}`;
  const width = 14 + text.length * 7;
  return (
    <g
      className={`cf-traffic-badge${p.losing ? ' cf-traffic-badge-losing' : ''}${p.branch !== null ? ' cf-traffic-badge-branch' : ''}`}
      transform={`translate(${w - width} -24)`}
      data-traffic={text}
    >
      <title>{trafficWords(mark).slice(2, -1)}</title>
      <rect width={width} height={18} rx={9} />
      <text x={width / 2} y={13} textAnchor="middle">
        {text}
      </text>
    </g>
  );
}
