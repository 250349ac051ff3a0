import { PriceSchema, type ResponseScale, type ScoringConvention } from '@pathwise/contract';
import type { ItemBankQuery } from '../../api/bulk-upload';

export type ItemBankGrouping = ItemBankQuery['grouping'];

/** The item bank's profiler settings as the form holds them. */
export type ItemBankDraft = {
  title: string;
  description: string;
  responseScale: ResponseScale;
  scoring: ScoringConvention;
  grouping: ItemBankGrouping;
  isFree: boolean;
  price: string;
  currency: string;
};

export type ItemBankDraftErrors = Partial<Record<'title' | 'price', string>>;

export function emptyItemBankDraft(currency: string): ItemBankDraft {
  return {
    title: '',
    description: '',
    responseScale: 'agreement',
    scoring: 'one-to-five',
    grouping: 'single',
    isFree: true,
    price: '',
    currency,
  };
}

type Messages = { titleRequired: string; priceRequired: string };

/**
 * The query options the draft stands for, or what is wrong with it. A free profiler sends no
 * price or currency (the server refuses a price on a free one).
 */
export function itemBankQuery(
  draft: ItemBankDraft,
  messages: Messages,
): { ok: true; query: ItemBankQuery } | { ok: false; errors: ItemBankDraftErrors } {
  const errors: ItemBankDraftErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = messages.titleRequired;
  let price: number | undefined;
  if (!draft.isFree && draft.price.trim() === '') errors.price = messages.priceRequired;
  else if (!draft.isFree) {
    const parsed = PriceSchema.safeParse(draft.price);
    if (parsed.success) price = parsed.data;
    else errors.price = parsed.error.issues[0]?.message;
  }
  if (errors.title || errors.price) return { ok: false, errors };
  return {
    ok: true,
    query: {
      title,
      description: draft.description.trim() || undefined,
      responseScale: draft.responseScale,
      scoring: draft.scoring,
      grouping: draft.grouping,
      isFree: draft.isFree,
      ...(draft.isFree ? {} : { price, currency: draft.currency }),
    },
  };
}
