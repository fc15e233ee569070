import type { MapGraph } from './analysis';

/** Where the keyboard is on the map: a box, and the link chosen among its links (null: none yet). */
export interface MapCursor {
  node: number;
  edge: number | null;
}

/** The links of a box in the order ↑/↓ walk them: the ones it makes, then the ones into it. */
export const linksOf = (g: MapGraph, node: number): number[] => [...g.out[node], ...g.in[node]];

/** ↑/↓: the previous or next link of the box (wrapping); the first or last when none is chosen. */
export function stepLink(g: MapGraph, cursor: MapCursor, direction: 1 | -1): MapCursor {
  const links = linksOf(g, cursor.node);
  if (links.length === 0) return cursor;
  const at = cursor.edge === null ? -1 : links.indexOf(cursor.edge);
  const next = at === -1 ? (direction === 1 ? 0 : links.length - 1) : (at + direction + links.length) % links.length;
  return { node: cursor.node, edge: links[next] };
}

/**
 * →: along the chosen link to the box it uses when the link leaves this box, else along its first outgoing link.
 * The link walked stays chosen, so ← walks it back and Shift+Enter opens its node. null when there is nowhere to go.
 */
export function followLink(g: MapGraph, cursor: MapCursor): MapCursor | null {
  const edge = cursor.edge !== null && g.from[cursor.edge] === cursor.node ? cursor.edge : (g.out[cursor.node][0] ?? null);
  return edge === null ? null : { node: g.to[edge], edge };
}

/** ←: back along the chosen link to the box that uses this one when it comes in, else along its first incoming link. */
export function backLink(g: MapGraph, cursor: MapCursor): MapCursor | null {
  const edge = cursor.edge !== null && g.to[cursor.edge] === cursor.node ? cursor.edge : (g.in[cursor.node][0] ?? null);
  return edge === null ? null : { node: g.from[edge], edge };
}
