import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { onetJobZones, onetOccupations } from '../../../db/schema/index.ts';

/**
 * The O*NET® extract shipped in `server/reference-data/onet/` (its SOURCE.md says where it came
 * from): occupations.csv and job_zone_reference.csv read into table rows, with every value checked
 * so a damaged file stops the import instead of storing half a profile.
 */

/** The O*NET database release of the files; change it together with the files and SOURCE.md. */
export const ONET_RELEASE = '29.3';

const DATA_DIR = fileURLToPath(new URL('../../../../reference-data/onet/', import.meta.url));
export const OCCUPATIONS_CSV = `${DATA_DIR}occupations.csv`;
export const JOB_ZONE_REFERENCE_CSV = `${DATA_DIR}job_zone_reference.csv`;

type OccupationRow = typeof onetOccupations.$inferInsert;
type JobZoneRow = typeof onetJobZones.$inferInsert;

const HIGH_POINT = /^[RIASEC]?$/;

function readCsv(file: string): Record<string, string>[] {
  return parse(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true });
}

function oiScore(value: string | undefined, code: string): number {
  const score = Number(value);
  if (!value || !Number.isFinite(score) || score < 1 || score > 7) {
    throw new Error(`O*NET occupation ${code}: OI score "${value}" is not between 1 and 7`);
  }
  return score;
}

/** One line of occupations.csv as a row; a malformed line stops the import rather than store half a profile. */
export function toOccupationRow(line: Record<string, string>, release: string): OccupationRow {
  const code = line.onetsoc_code ?? '';
  const jobZone = Number(line.job_zone);
  if (!/^\d{2}-\d{4}\.\d{2}$/.test(code)) throw new Error(`O*NET occupation code "${code}" is malformed`);
  if (!Number.isInteger(jobZone) || jobZone < 1 || jobZone > 5) {
    throw new Error(`O*NET occupation ${code}: Job Zone "${line.job_zone}" is not 1-5`);
  }
  const highPoints = [line.high_point_1, line.high_point_2, line.high_point_3].map((letter) =>
    (letter ?? '').trim(),
  );
  if (!highPoints.every((letter) => HIGH_POINT.test(letter)) || !highPoints[0]) {
    throw new Error(`O*NET occupation ${code}: high-points "${highPoints.join(',')}" are not RIASEC letters`);
  }
  return {
    code,
    title: (line.title ?? '').trim(),
    description: (line.description ?? '').trim(),
    jobZone,
    realistic: oiScore(line.riasec_R, code),
    investigative: oiScore(line.riasec_I, code),
    artistic: oiScore(line.riasec_A, code),
    social: oiScore(line.riasec_S, code),
    enterprising: oiScore(line.riasec_E, code),
    conventional: oiScore(line.riasec_C, code),
    highPointCode: highPoints.join(''),
    release,
  };
}

export function toJobZoneRow(line: Record<string, string>, release: string): JobZoneRow {
  return {
    jobZone: Number(line.job_zone),
    name: line.name ?? '',
    experience: line.experience ?? '',
    education: line.education ?? '',
    jobTraining: line.job_training ?? '',
    examples: line.examples ?? '',
    svpRange: line.svp_range ?? '',
    release,
  };
}

export type OnetFiles = { release: string; occupations: OccupationRow[]; jobZones: JobZoneRow[] };

/** The shipped files, parsed once per process (about 280 KB). */
let shipped: OnetFiles | undefined;
export function readOnetFiles(): OnetFiles {
  shipped ??= {
    release: ONET_RELEASE,
    occupations: readCsv(OCCUPATIONS_CSV).map((line) => toOccupationRow(line, ONET_RELEASE)),
    jobZones: readCsv(JOB_ZONE_REFERENCE_CSV).map((line) => toJobZoneRow(line, ONET_RELEASE)),
  };
  return shipped;
}
