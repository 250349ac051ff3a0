import { z } from 'zod';

export const IdSchema = z.uuid();
export const IdParamsSchema = z.object({ id: IdSchema });
export const IsoDateSchema = z.string();

export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/** page/limit query with the spec's defaults (page 1, limit 20) and a hard cap so nobody can ask for everything. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type Pagination = z.infer<typeof PaginationSchema>;
