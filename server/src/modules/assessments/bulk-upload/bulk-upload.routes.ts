import { Readable, Transform } from 'node:stream';
import {
  BULK_UPLOAD_MAX_BYTES,
  BulkUploadQuerySchema,
  BulkUploadResponseSchema,
  CSV_MEDIA_TYPE,
  XLSX_MEDIA_TYPE,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createBulkUploadService } from './bulk-upload.service.ts';
import { itemBankTemplateCsv, profilerTemplateCsv, profilerTemplateXlsx } from './bulk-upload.template.ts';

const tags = ['assessments'];
const security = [{ bearerAuth: [] }];
const admin = { auth: 'admin' } as const;

const MEDIA_TYPE_OF_FORMAT = { csv: CSV_MEDIA_TYPE, xlsx: XLSX_MEDIA_TYPE } as const;
const MAX_MEGABYTES = BULK_UPLOAD_MAX_BYTES / (1024 * 1024);
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${MAX_MEGABYTES} MB`);
const wrongMediaType = (format: keyof typeof MEDIA_TYPE_OF_FORMAT, got: string | undefined) =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `Send the ${format.toUpperCase()} file itself as the request body with Content-Type ${MEDIA_TYPE_OF_FORMAT[format]}${got ? ` (got ${got})` : ''}`,
  );

/** The body passed through as it arrives, failing once it grows past `maxBytes` (a stream has no body limit of its own). */
function limitBytes(body: Readable, maxBytes: number): Readable {
  let received = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      callback(received > maxBytes ? tooLarge() : null, chunk);
    },
  });
  // Not pipeline: on an error it would destroy the request itself, and with it the socket the
  // answer goes out on. A failing body (an aborted upload) is passed on to `limited` instead.
  body.once('error', (error) => limited.destroy(error));
  // Readers of `limited` see its error through their own listeners; this one only keeps an error
  // nobody reads (the handler refused the body) from crashing the process.
  limited.on('error', () => {});
  return body.pipe(limited);
}

const UPLOAD_DESCRIPTION = `The file is the raw request body: Content-Type ${CSV_MEDIA_TYPE} for format=csv, ${XLSX_MEDIA_TYPE} for format=xlsx (first worksheet), at most ${MAX_MEGABYTES} MB. Options travel in the query string.

kind=profilers: one row per question with the columns of the template (GET /admin/bulk-upload/template.csv or .xlsx). kind=item-bank: columns id,text,scale,keyed; every item becomes a RATING question with the chosen responseScale and scoring, grouped in one category or one per scale; title is required.

Every row is checked before anything is saved, and every bad row is reported with its row number (the header is row 1) and column. dryRun=true saves nothing and answers 200. Otherwise the whole file is imported in one transaction: 200 with ok:true and the created profilers, or 422 with the same body, ok:false and the errors, when any row is wrong — then nothing is saved. An empty file answers 400, a body of another media type 415, a file over the limit 413.`;

export async function bulkUploadRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const bulkUpload = createBulkUploadService(deps);

  // Only this plugin reads CSV and XLSX bodies, and it reads them as streams: nothing is buffered.
  app.addContentTypeParser([CSV_MEDIA_TYPE, XLSX_MEDIA_TYPE], (request, payload, done) => {
    if (Number(request.headers['content-length']) > BULK_UPLOAD_MAX_BYTES) return done(tooLarge());
    done(null, limitBytes(payload, BULK_UPLOAD_MAX_BYTES));
  });
  // Any other media type is left unread, so the handler can say which one the upload needs.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  api.post(
    '/admin/bulk-upload',
    {
      config: { ...admin, errors: [413, 415, 422] },
      bodyLimit: BULK_UPLOAD_MAX_BYTES,
      schema: {
        tags,
        summary:
          'Import profilers or a keyed item bank from a CSV or XLSX file (all or nothing), or check it',
        description: UPLOAD_DESCRIPTION,
        security,
        querystring: BulkUploadQuerySchema,
        response: { 200: BulkUploadResponseSchema, 422: BulkUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      try {
        if (!(request.body instanceof Readable) || mediaType !== MEDIA_TYPE_OF_FORMAT[format]) {
          throw wrongMediaType(format, mediaType);
        }
        const result = await bulkUpload.upload(request.body, request.query);
        return reply.status(result.ok || result.dryRun ? 200 : 422).send(result);
      } finally {
        // Reading may stop early (wrong media type, a bad header, too many rows): the rest of the
        // body is not wanted, and closing the connection is how the client learns to stop sending it.
        if (!request.raw.readableEnded) reply.header('connection', 'close');
      }
    },
  );

  const download = (
    path: string,
    summary: string,
    file: { name: string; mediaType: string; build: () => Promise<Buffer> },
  ) =>
    api.get(path, { config: admin, schema: { tags, summary, security } }, async (_request, reply) =>
      reply
        .header('content-type', file.mediaType)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(await file.build()),
    );

  download('/admin/bulk-upload/template.csv', 'Download the profiler template (CSV)', {
    name: 'pathwise-bulk-upload-template.csv',
    mediaType: `${CSV_MEDIA_TYPE}; charset=utf-8`,
    build: profilerTemplateCsv,
  });
  download('/admin/bulk-upload/template.xlsx', 'Download the profiler template (XLSX, with column notes)', {
    name: 'pathwise-bulk-upload-template.xlsx',
    mediaType: XLSX_MEDIA_TYPE,
    build: profilerTemplateXlsx,
  });
  download('/admin/bulk-upload/item-bank-template.csv', 'Download the keyed item bank template (CSV)', {
    name: 'pathwise-item-bank-template.csv',
    mediaType: `${CSV_MEDIA_TYPE}; charset=utf-8`,
    build: itemBankTemplateCsv,
  });
}
