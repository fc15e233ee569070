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
  while (queue.length) {
    const item = queue.shift()!;
    if (item === null || typeof item !== 'object') continue;
    if (!Array.isArray(item)) for (const [key, child] of Object.entries(item)) if (localName(key) === name) return child;
    queue.push(...(Array.isArray(item) ? item : Object.values(item)));
  }
  return undefined;
}

const decodeEntities = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/**
 * A property of a BroadWorks XSI event, by its element name without namespace prefix ('remoteParty',
 * 'address', 'callId'). The event may be the XML the XSI channel delivers or that XML converted to JSON;
 * the first element of that name (breadth first in JSON, in document order in XML) is returned, as text
 * when it holds only text. '' when the event has no such property.
 */
export function xsiEventProperty(event: Value, name: string): JsonValue {
  const wanted = localName(name.trim());
  if (typeof event === 'string' && event.trim().startsWith('<')) {
    const escaped = wanted.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
    const match = new RegExp(`<(?:[\\w.-]+:)?${escaped}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</(?:[\\w.-]+:)?${escaped}\\s*>)`).exec(event);
    if (!match) return '';
    const inner = match[1] ?? '';
    return /<[^>]+>/.test(inner) ? inner.trim() : decodeEntities(inner.trim());
  }
  const found = searchJson(toJson(event), wanted);
  return found === undefined ? '' : found;
}
