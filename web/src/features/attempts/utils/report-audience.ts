/**
 * Who reads a report: its owner ("Your traits") or a guest through a share link ("Traits"). The
 * components pass it to i18next as a context, so a `…_shared` text replaces the owner's where one
 * exists and every other text is shared by both.
 */
export type ReportAudience = 'owner' | 'shared';

export function audienceContext(audience: ReportAudience = 'owner'): { context?: string } {
  return audience === 'shared' ? { context: 'shared' } : {};
}
