import { messages } from '../messages';
import { ExprError, toJson, type JsonValue, type Value } from './values';

/**
 * Paths of the JSON operations: 'customer.phones[0].number', 'customer.phones.0.number' or
 * 'items["first name"]'; a leading '$' or '$.' is the root. An empty path is the value itself.
 */
export function pathSegments(path: string): (string | number)[] {
  const text = path.trim().replace(/^\$\.?/, '');
  const segments: (string | number)[] = [];
  for (const match of text.matchAll(/\[(\d+)\]|\[(?:"([^"]*)"|'([^']*)')\]|([^.[\]]+)/g)) {
    if (match[1] !== undefined) segments.push(Number(match[1]));
    else if (match[2] !== undefined || match[3] !== undefined) segments.push(match[2] ?? match[3]);
    else segments.push(/^\d+$/.test(match[4]) ? Number(match[4]) : match[4]);
  }
  return segments;
}

/** The element at the path, null when any step is missing. Text is decoded first. */
export function getElement(value: Value, path: string): JsonValue {
  let current: JsonValue = toJson(value);
  for (const segment of pathSegments(path)) {
    if (Array.isArray(current) && typeof segment === 'number') current = current[segment] ?? null;
    else if (current !== null && typeof current === 'object' && !Array.isArray(current)) current = current[String(segment)] ?? null;
    else return null;
  }
  return current;
}

/** The length of the list at the path; a missing element counts 0, anything else that is not a list is an error. */
export function arrayLength(value: Value, path: string): number {
  const element = getElement(value, path);
  if (element === null) return 0;
  if (!Array.isArray(element)) throw new ExprError(messages.expr.notAnArray);
  return element.length;
}

const localName = (name: string) => name.replace(/^[^:]*:/, '');

function searchJson(value: JsonValue, name: string): JsonValue | undefined {
  const queue: JsonValue[] = [value];
  for (let next = 0; next < queue.length; next += 1) {
    const item = queue[next];
    if (item === null || typeof item !== 'object') continue;
    if (!Array.isArray(item)) for (const [key, child] of Object.entries(item)) if (localName(key) === name) return child;
    for (const child of Array.isArray(item) ? item : Object.values(item)) queue.push(child);
  }
  return undefined;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Whether the text holds a tag (a '<', then at least one character, then a '>'), in one pass. */
function hasTag(text: string): boolean {
  for (let open = text.indexOf('<'); open >= 0; ) {
    const close = text.indexOf('>', open + 1);
    if (close < 0) return false;
    if (close > open + 1) return true;
    open = text.indexOf('<', close);
  }
  return false;
}

/**
 * The inner text of the first element named `name` (any namespace prefix; '' when it is empty or self-closing),
 * null when there is none: what <(?:[\w.-]+:)?name(?:\s[^>]*)?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?name\s*>) finds,
 * read in one pass (that pattern backtracks quadratically on long events without a closing tag). The last
 * '>' and closing tag looked up are remembered, because the candidates come in order.
 */
function xmlElement(xml: string, name: string): string | null {
  const escaped = name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  const opening = new RegExp(`<(?:[\\w.-]+:)?${escaped}(?=[\\s/>])`, 'g');
  const closing = new RegExp(`</(?:[\\w.-]+:)?${escaped}\\s*>`, 'g');
  let gt = -1;
  let close: { from: number; at: number; length: number } | null = null;
  const closingFrom = (from: number) => {
    if (close && from >= close.from && (close.at < 0 || from <= close.at)) return close.at < 0 ? null : close;
    closing.lastIndex = from;
    const found = closing.exec(xml);
    close = { from, at: found ? found.index : -1, length: found ? found[0].length : 0 };
    return found ? close : null;
  };
  for (let m = opening.exec(xml); m; m = opening.exec(xml)) {
    const after = m.index + m[0].length;
    if (xml[after] === '/') {
      if (xml[after + 1] === '>') return '';
      continue;
    }
    if (xml[after] !== '>') {
      if (gt < after) gt = xml.indexOf('>', after);
      if (gt < 0) return null;
    }
    const contentStart = (xml[after] === '>' ? after : gt) + 1;
    const end = closingFrom(contentStart);
    if (end) return xml.slice(contentStart, end.at);
    if (xml[after] !== '>' && xml[gt - 1] === '/') return '';
  }
  return null;
}

/**
 * A property of a BroadWorks XSI event, by its element name without namespace prefix ('remoteParty',
 * 'address', 'callId'). The event may be the XML the XSI channel delivers or that XML converted to JSON;
 * the first element of that name (breadth first in JSON, in document order in XML) is returned, as text
 * when it holds only text. '' when the event has no such property.
 */
export function xsiEventProperty(event: Value, name: string): JsonValue {
  const wanted = localName(name.trim());
  if (typeof event === 'string' && event.trim().startsWith('<')) {
    const inner = xmlElement(event, wanted);
    if (inner === null) return '';
    return hasTag(inner) ? inner.trim() : decodeEntities(inner.trim());
  }
  const found = searchJson(toJson(event), wanted);
  return found === undefined ? '' : found;
}
