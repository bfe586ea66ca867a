import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/app-error.ts';

/**
 * How deeply a request's values may nest (arrays and objects inside each other). Every contract
 * nests three levels at most; 32 leaves room for new ones while a `[[[[…]]]]` body, which
 * costs an attacker nothing, is refused before anything walks it.
 */
export const MAX_INPUT_DEPTH = 32;

/** What is wrong with a parsed value, if anything: a NUL character, or nesting too deep. */
export type InputProblem = 'nul' | 'too-deep';

/**
 * Walks a parsed value (strings, arrays, objects' keys and values) with its own stack, not the
 * call stack: a recursive walk over a deeply nested body overflowed the stack and answered 500
 * (issue 9). Stops at the first problem.
 */
export function inputProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'nul';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return 'too-deep';
    if (Array.isArray(current)) {
      for (const inner of current) stack.push([inner, depth + 1]);
      continue;
    }
    for (const key of Object.keys(current)) {
      if (key.includes('\u0000')) return 'nul';
      stack.push([(current as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return undefined;
}

/**
 * Bad shapes are refused at the door, for every route, before any schema, sign-in check or
 * handler sees them (400 MALFORMED_REQUEST, in the reader's language):
 * - a NUL character: PostgreSQL text cannot hold one, and a query with one fails with an error
 *   the handler can only call a 500;
 * - nesting deeper than MAX_INPUT_DEPTH: schemas and code walk values recursively.
 * Prototype keys (`__proto__`, `constructor.prototype`) are refused by Fastify's JSON parser
 * already (`onProtoPoisoning`/`onConstructorPoisoning: 'error'` in app.ts).
 */
export function registerInputBounds(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (inputProblem(request.params) || inputProblem(request.query) || inputProblem(request.body))
      throw new AppError('MALFORMED_REQUEST');
  });
}
