import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import {
  ADMIN_REQUIRED_MESSAGE,
  BLOG_IMAGE_TYPE_MESSAGE,
  BLOG_LIMITS,
  type BlogMedia,
  BlogMediaSchema,
} from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testPasswordHasher } from '../../../../test/app.ts';
import { insertUserWithToken } from '../../../../test/factories.ts';
import { buildApp } from '../../../app.ts';
import { blogMedia } from '../../../db/schema/index.ts';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TOO_MANY_PIXELS_MESSAGE, MAX_IMAGE_EDGE } from './content.media.ts';

/** POST /api/blog-media and GET /api/blog-media/:id (decision 020), through HTTP on a real database. */

type Headers = Record<string, string>;
const MISSING = '00000000-0000-4000-8000-000000000000';
const BOUNDARY = '----pathwise-image';

/** A multipart body as a browser sends it; the file name and type are the client's claims. */
function multipart(
  parts: Array<{ field: string; bytes: Buffer | string; filename?: string; type?: string }>,
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.bytes) ? part.bytes : Buffer.from(part.bytes));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const picture = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } });

/** A JPEG as a phone writes it: EXIF with GPS and camera, turned by Orientation 6, an ICC profile, XMP. */
async function phoneJpeg(): Promise<Buffer> {
  const tagged = await picture(400, 200)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'P1', Copyright: 'Ada Lovelace' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Ada</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
  return tagged;
}

/** A tiny PNG whose header claims `width` × `height`: what a decompression bomb looks like to a reader. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(1, 1).png().toBuffer());
  // IHDR is the first chunk: length (4) at 8, type (4) at 12, data at 16 (width, height), CRC after 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('blog media routes', () => {
  let t: TestApp;
  let admin: { headers: Headers };
  let person: { headers: Headers };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await insertUserWithToken(t, { role: 'admin' });
    person = await insertUserWithToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (
    bytes: Buffer | string,
    headers: Headers = admin.headers,
    filename = 'photo.png',
    type = 'image/png',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/blog-media',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart([{ field: 'file', bytes, filename, type }]),
    });
  const fetchImage = (id: string, headers: Headers = {}) =>
    t.app.inject({ method: 'GET', url: `/api/blog-media/${id}`, headers });
  const uploaded = async (bytes: Buffer, filename?: string, type?: string): Promise<BlogMedia> => {
    const res = await upload(bytes, admin.headers, filename, type);
    expect(res.statusCode, res.body).toBe(201);
    return BlogMediaSchema.parse(res.json());
  };

  it('answers 401 without a token and 403 to a person, storing nothing', async () => {
    const png = await picture(20, 20).png().toBuffer();
    const anonymous = await upload(png, {});
    expect(anonymous.statusCode).toBe(401);
    const asPerson = await upload(png, person.headers);
    expect(asPerson.statusCode).toBe(403);
    expect(asPerson.json().message).toBe(ADMIN_REQUIRED_MESSAGE);
    expect(await t.database.db.select({ id: blogMedia.id }).from(blogMedia)).toEqual([]);
  });

  it('stores a PNG as WebP with its alpha, and serves the same bytes with cache headers and 304', async () => {
    const png = await picture(300, 200, 4).png().toBuffer();
    const media = await uploaded(png);
    expect(media).toMatchObject({
      url: `/api/blog-media/${media.id}`,
      contentType: 'image/webp',
      width: 300,
      height: 200,
    });

    const res = await fetchImage(media.id);
    expect(res.statusCode).toBe(200);
    const bytes = res.rawPayload;
    expect(bytes.length).toBe(media.byteSize);
    const [row] = await t.database.db.select().from(blogMedia).where(eq(blogMedia.id, media.id));
    expect(Buffer.compare(bytes, row!.bytes)).toBe(0);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${sha256}"`,
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    const decoded = await sharp(bytes).metadata();
    expect(decoded).toMatchObject({ format: 'webp', width: 300, height: 200, hasAlpha: true });

    const again = await fetchImage(media.id, { 'if-none-match': `"${sha256}"` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(`"${sha256}"`);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await fetchImage(media.id, { 'if-none-match': `W/"${sha256}", "other"` })).statusCode).toBe(304);
    expect((await fetchImage(media.id, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('turns a phone JPEG upright and strips its EXIF (GPS), ICC profile and XMP', async () => {
    const jpeg = await phoneJpeg();
    const before = await sharp(jpeg).metadata();
    expect(before).toMatchObject({ orientation: 6, width: 400, height: 200 });
    expect(before.exif && before.icc && before.xmp).toBeTruthy();

    // Sent under a misleading name and type: neither is read.
    const media = await uploaded(jpeg, 'notes.txt', 'text/plain');
    // Orientation 6 is a quarter turn: the stored picture is portrait.
    expect(media).toMatchObject({ contentType: 'image/webp', width: 200, height: 400 });
    const after = await sharp((await fetchImage(media.id)).rawPayload).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
  });

  it('shrinks a large picture to fit 2000 px without enlarging a small one', async () => {
    const wide = await uploaded(await picture(3000, 1500).jpeg().toBuffer(), 'wide.jpg', 'image/jpeg');
    expect([wide.width, wide.height]).toEqual([MAX_IMAGE_EDGE, 1000]);
    const small = await uploaded(await picture(40, 30).webp().toBuffer(), 'small.webp', 'image/webp');
    expect([small.width, small.height]).toEqual([40, 30]);
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frames = await Promise.all(
      ['red', 'blue', 'green'].map((background) =>
        sharp({ create: { width: 30, height: 20, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const media = await uploaded(gif, 'anim.gif', 'image/gif');
    expect([media.width, media.height]).toEqual([30, 20]);
    const stored = await sharp((await fetchImage(media.id)).rawPayload).metadata();
    expect(stored.pages ?? 1).toBe(1);
  });

  it('refuses what is not a JPEG, PNG, WebP or GIF, whatever it is called', async () => {
    const cases: Array<[string, Buffer | string, string, string]> = [
      ['text renamed .png', 'just some notes, not a picture', 'photo.png', 'image/png'],
      [
        'SVG',
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>',
        'logo.svg',
        'image/svg+xml',
      ],
      ['HTML', '<!doctype html><script>alert(1)</script>', 'x.jpg', 'image/jpeg'],
      ['a TIFF', await picture(10, 10).tiff().toBuffer(), 'scan.png', 'image/png'],
      ['a truncated PNG', (await picture(50, 50).png().toBuffer()).subarray(0, 60), 'cut.png', 'image/png'],
      ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
    ];
    for (const [name, bytes, filename, type] of cases) {
      const res = await upload(bytes, admin.headers, filename, type);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().error, name).toBe('BAD_REQUEST');
      if (name !== 'an empty file') expect(res.json().message, name).toContain(BLOG_IMAGE_TYPE_MESSAGE);
    }
  });

  it('refuses a file over the size limit with 413 and a decompression bomb with 400', async () => {
    const tooLarge = Buffer.alloc(BLOG_LIMITS.imageBytes + 1, 0xff);
    const res = await upload(tooLarge, admin.headers, 'huge.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', message: IMAGE_TOO_LARGE_MESSAGE });

    const bomb = await pngClaiming(10_000, 10_000);
    expect(bomb.length).toBeLessThan(200);
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 10_000, height: 10_000 });
    const refused = await upload(bomb);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(IMAGE_TOO_MANY_PIXELS_MESSAGE);
  });

  it('says how to send the file when the form is wrong', async () => {
    const png = await picture(10, 10).png().toBuffer();
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/blog-media',
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart([{ field: 'image', bytes: png, filename: 'a.png' }]),
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toContain('one file field named "file"');
    const twoFiles = await t.app.inject({
      method: 'POST',
      url: '/api/blog-media',
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart([
        { field: 'file', bytes: png, filename: 'a.png' },
        { field: 'file', bytes: png, filename: 'b.png' },
      ]),
    });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().message).toContain('one image per upload');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/blog-media',
      headers: admin.headers,
      payload: { file: 'aGVsbG8=' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 404 for an unknown id, 400 for a malformed one, without caching either', async () => {
    const missing = await fetchImage(MISSING);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'NOT_FOUND', message: 'Image not found' });
    expect(missing.headers['cache-control']).toBe('no-store');
    expect((await fetchImage('not-a-uuid')).statusCode).toBe(400);
  });

  it('is served by a second server instance over the same database', async () => {
    const media = await uploaded(await picture(64, 48).png().toBuffer());
    const other = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      startJobs: false,
      passwordHasher: testPasswordHasher,
      webDist: null,
    });
    try {
      const first = await fetchImage(media.id);
      const res = await other.inject({ method: 'GET', url: `/api/blog-media/${media.id}` });
      expect(res.statusCode).toBe(200);
      expect(Buffer.compare(res.rawPayload, first.rawPayload)).toBe(0);
      expect(res.headers.etag).toBe(first.headers.etag);
    } finally {
      await other.close();
    }
  });
});
