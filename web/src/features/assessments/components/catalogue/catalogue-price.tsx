import { type CatalogueProfiler, formatPrice } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';

type CataloguePriceProps = {
  profiler: Pick<CatalogueProfiler, 'isFree' | 'price' | 'salePrice' | 'currency'>;
};

/** FREE, the price, or (ON SALE) the sale price beside the struck-through list price. */
export function CataloguePrice({ profiler }: CataloguePriceProps) {
  const { t } = useTranslation();
  if (profiler.isFree || profiler.price === null) {
    return (
      <span className="text-sm font-semibold tracking-wide text-emerald-700 uppercase">
        {t('catalogue.price.free')}
      </span>
    );
  }
  const list = formatPrice(profiler.price, profiler.currency);
  if (profiler.salePrice !== null) {
    const sale = formatPrice(profiler.salePrice, profiler.currency);
    return (
      <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
        <span className="sr-only">
          {t('catalogue.price.saleAccessible', { price: sale, listPrice: list })}
        </span>
        <span aria-hidden className="text-base font-semibold text-slate-900">
          {sale}
        </span>
        <s aria-hidden className="text-sm text-slate-400">
          {list}
        </s>
      </span>
    );
  }
  return <span className="text-base font-semibold text-slate-900">{list}</span>;
}
