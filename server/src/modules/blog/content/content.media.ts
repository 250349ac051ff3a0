import { createHash } from 'node:crypto';
import { BLOG_IMAGE_TYPE_MESSAGE, BLOG_LIMITS } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import sharp, { type OutputInfo, type SharpOptions } from 'sharp';
import type { Db } from '../../../db/client.ts';
import { blogMedia } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors.ts';

/**
 * Article images (decision 020). An upload is trusted for nothing: its type is read from its bytes
 * by sharp (libvips sniffs the magic numbers; the client's file name and media type are never
 * looked at), then it is decoded, turned upright by its EXIF orientation, shrunk to fit the page
 * and re-encoded as WebP. Re-encoding is the safety: what we serve is pixels we wrote, with no
 * EXIF (GPS, camera serials), ICC or XMP left and no polyglot payload riding along.
 */

/** Wider than any column an article shows at 2x; larger originals only cost bytes. */
export const MAX_IMAGE_EDGE = 2000;
/** Decoding allocates width × height × 4 bytes: 40 MP is 160 MB, past that a small file is a bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;
/** Bounds the CPU one upload may take (a hostile file can be slow to decode without being large). */
const PROCESS_TIMEOUT_SECONDS = 30;
/** What sharp calls the formats BLOG_IMAGE_TYPES names. Not SVG: it is a document that can carry script. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
export const STORED_IMAGE_TYPE = 'image/webp';

const MEGABYTES = BLOG_LIMITS.imageBytes / (1024 * 1024);
export const IMAGE_TOO_LARGE_MESSAGE = `The image must be at most ${MEGABYTES} MB`;
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = `The image must be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;

export type ProcessedImage = {
  bytes: Buffer;
  contentType: typeof STORED_IMAGE_TYPE;
  width: number;
  height: number;
  byteSize: number;
  /** Hex SHA-256 of `bytes`: the ETag they are served with. */
  sha256: string;
};

const notAnImage = () => new AppError('BAD_REQUEST', BLOG_IMAGE_TYPE_MESSAGE);

/**
 * The upload as we store it, or a 400/413 naming what is wrong. An animated GIF or WebP keeps its
 * first frame only: an article image is a picture, and one frame keeps the output small and the
 * decode bounded (a many-frame file multiplies the pixels to decode).
 */
export async function processUpload(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw new AppError('BAD_REQUEST', 'The image file is empty');
  if (input.length > BLOG_LIMITS.imageBytes) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  const options: SharpOptions = {
    limitInputPixels: MAX_IMAGE_PIXELS,
    // A truncated or corrupt file is refused rather than half-decoded.
    failOn: 'error',
    animated: false,
    autoOrient: true,
  };
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // Reading the header decodes no pixels; the pixel limit is ours to check below, with its own message.
    ({
      format,
      width = 0,
      height = 0,
    } = await sharp(input, { ...options, limitInputPixels: false }).metadata());
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  // Checked from the header before decoding, so the answer names the real problem.
  if (width * height > MAX_IMAGE_PIXELS) throw new AppError('BAD_REQUEST', IMAGE_TOO_MANY_PIXELS_MESSAGE);

  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(input, options)
      .timeout({ seconds: PROCESS_TIMEOUT_SECONDS })
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
      // sharp writes no metadata unless asked (keepMetadata/withMetadata): none is asked for.
      .webp({ quality: WEBP_QUALITY, alphaQuality: 90 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('BAD_REQUEST', `The image could not be read. ${BLOG_IMAGE_TYPE_MESSAGE}`);
  }
  return {
    bytes: output.data,
    contentType: STORED_IMAGE_TYPE,
    width: output.info.width,
    height: output.info.height,
    byteSize: output.data.length,
    sha256: createHash('sha256').update(output.data).digest('hex'),
  };
}

export type MediaMeta = {
  contentType: string;
  width: number;
  height: number;
  sha256: string;
  uploadedBy: string | null;
};

export type StoredMedia = {
  bytes: Buffer;
  contentType: string;
  sha256: string;
  width: number;
  height: number;
  updatedAt: Date;
};

/**
 * Where image bytes live. Every server instance must see every upload, so the store is shared:
 * the database here (one backup, no second system to run); object storage (S3 and the like) fits
 * the same two calls when images outgrow it.
 */
export interface MediaStore {
  put(bytes: Buffer, meta: MediaMeta): Promise<string>;
  get(id: string): Promise<StoredMedia | null>;
}

export function createDatabaseMediaStore(db: Db): MediaStore {
  return {
    async put(bytes, meta) {
      const [row] = await db
        .insert(blogMedia)
        .values({
          contentType: meta.contentType,
          width: meta.width,
          height: meta.height,
          byteSize: bytes.length,
          sha256: meta.sha256,
          bytes,
          uploadedBy: meta.uploadedBy,
        })
        .returning({ id: blogMedia.id });
      if (!row) throw new Error('blog_media insert returned no row');
      return row.id;
    },
    async get(id) {
      const [row] = await db
        .select({
          bytes: blogMedia.bytes,
          contentType: blogMedia.contentType,
          sha256: blogMedia.sha256,
          width: blogMedia.width,
          height: blogMedia.height,
          updatedAt: blogMedia.updatedAt,
        })
        .from(blogMedia)
        .where(eq(blogMedia.id, id))
        .limit(1);
      return row ?? null;
    },
  };
}
