import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '@shared/messages';

/** An answer the client should see: status, the message, and optional detail lines. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: string[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors: string[] = []) => new HttpError(400, message, errors);
export const unauthorized = (message: string = messages.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string = messages.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message, [message]);
export const unprocessable = (message: string, errors: string[] = [message]) => new HttpError(422, message, errors);

/** Maps every failure to `{ message, errors }`; validation problems are 422 with one line per field; never a bare 500 text. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => {
        const field = String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replace(/\//g, '.');
        return field ? `${field}: ${v.message}` : String(v.message);
      });
      return reply.status(422).send({ message: errors[0] ?? messages.validationFailed, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: messages.operationFailed, errors: [] });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, errors: [] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: messages.operationFailed, errors: [] });
  });
}

/** A refusal whose answer carries more than { message, errors } (e.g. the usages that block a delete). */
export class RefusalError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(statusCode, message, [message]);
  }
}
