/**
 * The canvas's Traffic overlay: what callers did per node over a date range, from the node traffic rollups.
 * Shared by the server (the rollup and the answer) and the client (the overlay's marks).
 */

/** The longest date range the overlay reads, in days (both ends counted). */
export const trafficSpanDays = 31;
/** The default range: the last 7 days. */
export const trafficDefaultDays = 7;
/** How many nodes that lose the most callers stand out. */
export const trafficLosingCount = 5;

/** The histogram of time spent in a node: the upper bound of each bucket in seconds, and its column. */
export const timeBuckets = [
  { column: 't_1', upTo: 1 },
  { column: 't_3', upTo: 3 },
  { column: 't_10', upTo: 10 },
  { column: 't_30', upTo: 30 },
  { column: 't_60', upTo: 60 },
  { column: 't_120', upTo: 120 },
  { column: 't_300', upTo: 300 },
  { column: 't_more', upTo: 600 },
] as const;
export type TimeColumn = (typeof timeBuckets)[number]['column'];

/** The bucket of a time in seconds. */
export const timeBucketOf = (seconds: number): TimeColumn =>
  (timeBuckets.find((b) => seconds < b.upTo) ?? timeBuckets[timeBuckets.length - 1]).column;

/** The median of a histogram (counts per bucket, in bucket order), interpolated within its bucket; null without samples. */
export function histogramMedian(counts: readonly number[]): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const half = total / 2;
  let below = 0;
  for (let i = 0; i < timeBuckets.length; i++) {
    const n = counts[i] ?? 0;
    if (n > 0 && below + n >= half) {
      const low = i === 0 ? 0 : timeBuckets[i - 1].upTo;
      return Math.round((low + ((half - below) / n) * (timeBuckets[i].upTo - low)) * 10) / 10;
    }
    below += n;
  }
  return null;
}

/** How a session ended: lost to a hang-up, an error or no input, or completed. */
export type TrafficExit = 'hang_up' | 'errors' | 'no_input' | 'completed';

/** Outcomes that mean the caller hung up: a hang-up step, the caller disconnecting, the simulator's caller ending it. */
const hangUpOutcomes = new Set(['hangup', 'disconnected', 'stopped', 'hung_up']);

export function exitOf(outcome: string | null, noInput: boolean): TrafficExit {
  if (outcome === 'error') return 'errors';
  if (noInput) return 'no_input';
  if (outcome !== null && hangUpOutcomes.has(outcome)) return 'hang_up';
  return 'completed';
}
