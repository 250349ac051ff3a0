import {
  BLOG_IMAGE_TYPE_MESSAGE,
  BLOG_LIMITS,
  type BlogMedia,
  BlogMediaSchema,
  IdParamsSchema,
} from '@pathwise/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../../platform/auth-guard.ts';
import { toErrorBody } from '../../../platform/error-handler.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createDatabaseMediaStore, IMAGE_TOO_LARGE_MESSAGE, processUpload } from './content.media.ts';
import { BLOG_MEDIA_PATH } from './content.sanitize.ts';

const tags = ['blog'];
const security = [{ bearerAuth: [] }];
const FILE_FIELD = 'file';
const SEND_ONE_FILE = `Send the image as multipart/form-data with one file field named "${FILE_FIELD}"`;
/** A stored image never changes (a new upload gets a new id), so browsers and CDNs may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** @fastify/multipart's limit errors, answered in words an editor can act on. */
const MULTIPART_LIMIT_ERRORS: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () => new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE),
  FST_FILES_LIMIT: () => new AppError('BAD_REQUEST', `${SEND_ONE_FILE}: one image per upload`),
  FST_FIELDS_LIMIT: () => new AppError('BAD_REQUEST', SEND_ONE_FILE),
  FST_PARTS_LIMIT: () => new AppError('BAD_REQUEST', SEND_ONE_FILE),
};

/** True when one of the client's If-None-Match tags is ours (weak or strong, as RFC 9110 compares for GET). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Image uploads for articles and their public, cacheable reads (decision 020). */
export async function contentRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const media = createDatabaseMediaStore(deps.db);

  // The multipart plugin reads the file before the handler runs, so its limit errors land here.
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const mapped = (error.code && MULTIPART_LIMIT_ERRORS[error.code]?.()) || error;
    const body = toErrorBody(mapped as FastifyError, request, reply);
    return reply.status(body.statusCode).send(body);
  });

  api.post(
    '/blog-media',
    {
      config: {
        auth: 'admin',
        errors: [413, 415],
        // The app-wide multipart limit (1 MB) is for forms; images get the contract's limit.
        multipartOptions: { limits: { fileSize: BLOG_LIMITS.imageBytes, files: 1, fields: 0 } },
      },
      schema: {
        tags,
        summary: 'Upload an article image (re-encoded as WebP, at most 2000 px a side, metadata removed)',
        description: `multipart/form-data with one file field "${FILE_FIELD}": a JPEG, PNG, WebP or GIF of at most ${BLOG_LIMITS.imageBytes / (1024 * 1024)} MB and 40 megapixels. The type is read from the file's content, never from its name or declared type; SVG is refused. An animated GIF or WebP keeps its first frame. 400 for anything that is not one of those images, 413 over the size limit, 415 for a body that is not multipart.`,
        security,
        consumes: ['multipart/form-data'],
        response: { 201: BlogMediaSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', SEND_ONE_FILE);
      const file = (request.body as Record<string, unknown> | undefined)?.[FILE_FIELD];
      if (!Buffer.isBuffer(file))
        throw new AppError('BAD_REQUEST', `${SEND_ONE_FILE}. ${BLOG_IMAGE_TYPE_MESSAGE}`);
      const image = await processUpload(file);
      const id = await media.put(image.bytes, {
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        sha256: image.sha256,
        uploadedBy: requireUser(request).id,
      });
      const created: BlogMedia = {
        id,
        url: `${BLOG_MEDIA_PATH}${id}`,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        byteSize: image.byteSize,
      };
      return reply.status(201).send(created);
    },
  );

  api.get(
    '/blog-media/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'An article image (cached for a year: a stored image never changes)',
        description:
          'The image bytes with their Content-Type, an ETag (the SHA-256 of the bytes; 304 on If-None-Match) and Cache-Control: public, max-age=31536000, immutable.',
        params: IdParamsSchema,
      },
      // The app marks every /api answer no-store in an onSend hook; a route's own onSend runs after it.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200 || reply.statusCode === 304) reply.header('cache-control', IMMUTABLE);
        return payload;
      },
    },
    async (request, reply) => {
      const image = await media.get(request.params.id);
      if (!image) throw notFound('Image');
      const etag = `"${image.sha256}"`;
      reply
        .header('etag', etag)
        .header('last-modified', image.updatedAt.toUTCString())
        // Served from our origin, the bytes must never be read as anything but the image they are.
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'; sandbox")
        // Feed readers and other sites may show our article images; helmet's same-origin would block them.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.header('content-type', image.contentType).send(image.bytes);
    },
  );
}
