import { controlCharacterProblem } from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Deeper than any request of ours nests (the deepest, a question with options, is four levels).
 * Bounding it here keeps hostile bodies from reaching code that recurses (serialisers, jsonb).
 */
export const MAX_INPUT_DEPTH = 32;
const DEPTH_MESSAGE = `Must not nest deeper than ${MAX_INPUT_DEPTH} levels`;
const FIELD_NAME_MESSAGE = 'Field names must not contain control characters, tabs or line breaks';

type InputProblem = { path: string; message: string };

function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  const name = /^[A-Za-z_$][\w$-]*$/.test(key) ? key : JSON.stringify(key);
  return parent ? `${parent}.${name}` : name;
}

/**
 * The first string or key in `input` that breaks the text rule of the contract (multi-line: tab
 * and line breaks pass; one-line fields add their own rule in their schemas), or a nesting deeper
 * than MAX_INPUT_DEPTH. Walks with its own stack: a hostile body may nest as deep as 1 MiB allows.
 * Buffers (uploaded files) are left to the code that reads them.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [
    { value: input, path: '', depth: 0 },
  ];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      const message = controlCharacterProblem(value, { multiline: true });
      if (message) return { path, message };
      continue;
    }
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) return { path, message: DEPTH_MESSAGE };
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        pending.push({ value: item, path: childPath(path, index), depth: depth + 1 });
      });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const keyPath = childPath(path, key);
      if (controlCharacterProblem(key, { multiline: false })) {
        return { path: keyPath, message: FIELD_NAME_MESSAGE };
      }
      pending.push({ value: item, path: keyPath, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * One input rule at the edge for every route, present and future: the path parameters, the query
 * and the body are checked before their schemas run, so a NUL byte answers 400 naming the field
 * instead of reaching PostgreSQL (which refuses it in text with a 500).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = findInputProblem(part);
      if (!problem) continue;
      const message = problem.path ? `${problem.path}: ${problem.message}` : problem.message;
      throw new AppError('VALIDATION_FAILED', message, { details: [problem] });
    }
  });
}
