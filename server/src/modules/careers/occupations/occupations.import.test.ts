import { readFileSync } from 'node:fs';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/app.ts';
import { onetJobZones, onetOccupations } from '../../../db/schema/index.ts';
import { loadOccupations } from './occupations.catalogue.ts';
import {
  OCCUPATIONS_CSV,
  ONET_RELEASE,
  type OnetFiles,
  readOnetFiles,
  toOccupationRow,
} from './occupations.files.ts';
import { importOnetData } from './occupations.import.ts';

const SOURCE_MD = OCCUPATIONS_CSV.replace('occupations.csv', 'SOURCE.md');

describe('the shipped O*NET files', () => {
  it('are release 29.3 as SOURCE.md says, with 923 occupations and five Job Zones', () => {
    expect(ONET_RELEASE).toBe('29.3');
    expect(readFileSync(SOURCE_MD, 'utf8')).toContain(`> O*NET ${ONET_RELEASE} Database`);
    const files = readOnetFiles();
    expect(files.occupations).toHaveLength(923);
    expect(files.jobZones.map((zone) => zone.jobZone)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuse a malformed line instead of storing half a profile', () => {
    const line = {
      onetsoc_code: '15-1252.00',
      title: 'Software Developers',
      description: 'Research, design, and develop computer and network software.',
      job_zone: '4',
      riasec_R: '3.93',
      riasec_I: '5.86',
      riasec_A: '2.26',
      riasec_S: '1.88',
      riasec_E: '1.87',
      riasec_C: '5.46',
      high_point_1: 'I',
      high_point_2: 'C',
      high_point_3: '',
    };
    expect(toOccupationRow(line, '29.3')).toMatchObject({
      jobZone: 4,
      investigative: 5.86,
      highPointCode: 'IC',
    });
    expect(() => toOccupationRow({ ...line, riasec_A: '' }, '29.3')).toThrow(/OI score/);
    expect(() => toOccupationRow({ ...line, riasec_A: '8.10' }, '29.3')).toThrow(/OI score/);
    expect(() => toOccupationRow({ ...line, job_zone: '6' }, '29.3')).toThrow(/Job Zone/);
    expect(() => toOccupationRow({ ...line, high_point_1: '' }, '29.3')).toThrow(/high-points/);
    expect(() => toOccupationRow({ ...line, high_point_2: 'X' }, '29.3')).toThrow(/high-points/);
    expect(() => toOccupationRow({ ...line, onetsoc_code: '15-1252' }, '29.3')).toThrow(/code/);
  });
});

describe('importOnetData', () => {
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await createTestDatabase();
  });
  afterEach(async () => {
    await testDb.drop();
  });
  const db = () => testDb.database.db;

  it('leaves a database that already holds this release alone', async () => {
    expect(await importOnetData(db())).toBe(false);
  });

  it('fills an empty database with the values of the source, as SOURCE.md hand-checks them', async () => {
    await db().delete(onetOccupations);
    await db().delete(onetJobZones);
    expect(await importOnetData(db())).toBe(true);
    expect(await importOnetData(db())).toBe(false);

    const [software] = await db()
      .select()
      .from(onetOccupations)
      .where(eq(onetOccupations.code, '15-1252.00'));
    expect(software).toMatchObject({
      title: 'Software Developers',
      jobZone: 4,
      realistic: 3.93,
      investigative: 5.86,
      artistic: 2.26,
      social: 1.88,
      enterprising: 1.87,
      conventional: 5.46,
      highPointCode: 'ICR',
      release: '29.3',
    });
    const [chief] = await db()
      .select({ highPointCode: onetOccupations.highPointCode, enterprising: onetOccupations.enterprising })
      .from(onetOccupations)
      .where(eq(onetOccupations.code, '11-1011.00'));
    expect(chief).toEqual({ highPointCode: 'EC', enterprising: 6.88 });

    const zones = await db()
      .select({ jobZone: onetOccupations.jobZone, n: count() })
      .from(onetOccupations)
      .groupBy(onetOccupations.jobZone)
      .orderBy(asc(onetOccupations.jobZone));
    expect(zones.map(({ jobZone, n }) => [jobZone, Number(n)])).toEqual([
      [1, 31],
      [2, 295],
      [3, 219],
      [4, 224],
      [5, 154],
    ]);
    const [zoneFour] = await db().select().from(onetJobZones).where(eq(onetJobZones.jobZone, 4));
    expect(zoneFour?.name).toBe('Job Zone Four: Considerable Preparation Needed');
  });

  it("replaces another release's rows: changed values updated, dropped occupations removed, in one go", async () => {
    const shipped = readOnetFiles();
    const [first, second] = shipped.occupations;
    const newer: OnetFiles = {
      release: '31.0',
      occupations: [
        {
          ...first!,
          title: 'Chief Executives (renamed)',
          realistic: 6.5,
          highPointCode: 'RE',
          release: '31.0',
        },
      ],
      jobZones: shipped.jobZones.map((zone) => ({ ...zone, release: '31.0' })),
    };
    const cached = await loadOccupations(db());
    expect(cached.occupations).toHaveLength(923);

    expect(await importOnetData(db(), newer)).toBe(true);
    const rows = await db().select().from(onetOccupations);
    expect(rows.map((row) => [row.code, row.title, row.realistic, row.highPointCode, row.release])).toEqual([
      [first!.code, 'Chief Executives (renamed)', 6.5, 'RE', '31.0'],
    ]);
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.createdAt.getTime());
    // The in-memory copy is read again after an import.
    expect((await loadOccupations(db())).occupations.map((o) => o.title)).toEqual([
      'Chief Executives (renamed)',
    ]);

    expect(await importOnetData(db())).toBe(true);
    const [{ n, releases }] = (await db()
      .select({ n: count(), releases: sql<string>`string_agg(distinct ${onetOccupations.release}, ',')` })
      .from(onetOccupations)) as [{ n: number; releases: string }];
    expect([Number(n), releases]).toEqual([923, '29.3']);
    const [restored] = await db()
      .select({ title: onetOccupations.title })
      .from(onetOccupations)
      .where(eq(onetOccupations.code, second!.code));
    expect(restored?.title).toBe(second!.title);
  });
});
