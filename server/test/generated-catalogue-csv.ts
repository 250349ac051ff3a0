import { Readable } from 'node:stream';
import { BULK_UPLOAD_COLUMNS } from '@pathwise/contract';

export type GeneratedCatalogueShape = {
  profilers: number;
  categoriesPerProfiler: number;
  questionsPerCategory: number;
};

const TYPES = ['MULTIPLE_CHOICE', 'RATING', 'YES_NO', 'TEXT'] as const;

/**
 * A valid bulk-upload CSV of the given shape: every question type in turn, four options on
 * multiple-choice rows, a trait on rating rows and results a and b on each category's first row.
 * Used by the scale test and by bench/bulk-upload.ts, so both measure the same file.
 */
export function generatedCatalogueCsv(shape: GeneratedCatalogueShape): string {
  const lines = [BULK_UPLOAD_COLUMNS.join(',')];
  const cell = (values: Partial<Record<(typeof BULK_UPLOAD_COLUMNS)[number], string>>) =>
    BULK_UPLOAD_COLUMNS.map((column) => values[column] ?? '').join(',');
  for (let p = 1; p <= shape.profilers; p += 1) {
    for (let c = 1; c <= shape.categoriesPerProfiler; c += 1) {
      for (let q = 1; q <= shape.questionsPerCategory; q += 1) {
        const type = TYPES[q % TYPES.length]!;
        const first = q === 1;
        lines.push(
          cell({
            profiler: `Profiler ${p}`,
            profiler_description: first && c === 1 ? `Generated profiler number ${p}` : '',
            category: `Section ${c}`,
            category_description: first ? `Section ${c} of profiler ${p}` : '',
            question: `Question ${q} of section ${c} in profiler ${p}`,
            type,
            options:
              type === 'MULTIPLE_CHOICE' ? 'First choice|Second choice|Third choice|Fourth choice' : '',
            trait: type === 'RATING' ? 'Analytical' : '',
            result_a: first ? 'Leaning a: Mostly first choices' : '',
            result_b: first ? 'Leaning b: Mostly second choices' : '',
          }),
        );
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The text as a stream of `size`-byte chunks, the way a browser upload arrives. */
export function inChunks(text: string, size = 64 * 1024): Readable {
  const buffer = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let start = 0; start < buffer.length; start += size) chunks.push(buffer.subarray(start, start + size));
  return Readable.from(chunks, { objectMode: false });
}
