import { pipeline, type Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { type SheetRow, UnreadableRowError } from './bulk-upload.table.ts';

/**
 * Rows of a CSV upload as they arrive: the body is piped into the parser and each record is handed
 * on before the next is read, so memory does not grow with the file. A UTF-8 byte-order mark (Excel's
 * "CSV UTF-8"), quoted fields holding commas or line breaks, CRLF endings and rows shorter or longer
 * than the header are all accepted. Each record is one row, as a spreadsheet shows the file.
 */
export async function* readCsvRows(input: Readable): AsyncGenerator<SheetRow> {
  const parser = parse({
    bom: true,
    // A blank line stays a (blank) record so row numbers match what a spreadsheet shows.
    skip_empty_lines: false,
    relax_column_count: true,
    // A stray quote inside an unquoted cell (He said "hi") is text, not a broken file.
    relax_quotes: true,
  });
  // pipeline, unlike pipe, destroys the parser when the body fails (too large, aborted), so the
  // loop below ends with that error; the error itself surfaces there, not in this callback.
  pipeline(input, parser, () => {});
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row += 1;
      yield { row, cells };
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // The parser counts the records it completed; rows already parsed but not yet read here are
    // dropped with the error, so its count, not ours, names the broken row.
    const failedRow = (typeof error.records === 'number' ? error.records : row) + 1;
    throw new UnreadableRowError(failedRow, `This row is not valid CSV: ${error.message}`);
  }
}
