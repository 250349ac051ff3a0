/**
 * `npm run bench:input-guard`: what the edge input rule (server/src/platform/input-guard.ts) costs
 * per request. It walks every string and key of each request's path, query and body, so its cost
 * grows with the body: a typical write, a 100-question answer sheet, and a body at the 1 MiB limit.
 */
import { performance } from 'node:perf_hooks';
import { findInputProblem } from '../server/src/platform/input-guard.ts';

const typical = {
  title: 'Career interests',
  description: 'Which work fits you.\nTwo lines.',
  isFree: true,
  price: null,
};
const answerSheet = {
  answers: Array.from({ length: 100 }, (_, i) => ({
    questionId: crypto.randomUUID(),
    answer: i % 2 ? 'b' : `text answer ${i}`,
  })),
};
const oneMiB = { rows: Array.from({ length: 10_000 }, (_, i) => ({ id: i, text: 'x'.repeat(90) })) };

function measure(name: string, body: unknown, runs: number) {
  for (let i = 0; i < Math.min(runs, 1000); i += 1) findInputProblem(body); // warm-up
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) {
    if (findInputProblem(body) !== null) throw new Error(`${name}: the clean body was refused`);
  }
  const perCall = (performance.now() - started) / runs;
  const size = Buffer.byteLength(JSON.stringify(body));
  console.info(
    `${name.padEnd(26)} ${String(size).padStart(9)} B  ${(perCall * 1000).toFixed(1).padStart(9)} µs per walk`,
  );
}

console.info('body                           JSON size        time');
measure('typical admin write', typical, 200_000);
measure('100 answers', answerSheet, 20_000);
measure('1 MiB of rows (the limit)', oneMiB, 50);
