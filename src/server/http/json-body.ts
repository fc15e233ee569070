import type { FastifyInstance } from 'fastify';
import { limits } from '@shared/limits';
import { fill, messages } from '@shared/messages';
import { badRequest } from './errors';

/** The deepest nesting of objects and arrays in a JSON text, in one pass (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/**
 * The one JSON body parser of the API: Fastify's own (with its prototype-poisoning protection),
 * after a bound on nesting depth — a deeper body would overflow the stack of whatever walks it
 * (schema validation, the sandbox, node configs) and end in a 500.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonDepth(text) > limits.jsonMaxDepth) {
      const message = fill(messages.jsonTooDeep, { max: limits.jsonMaxDepth });
      return done(badRequest(message, [message]), undefined);
    }
    parse(request, text, done);
  });
}
