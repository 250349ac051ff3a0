import {
  type Currency,
  type CurrencyConfig,
  DEFAULT_CURRENCY,
  FALLBACK_CURRENCY_CONFIG,
  KNOWN_CURRENCIES,
  type UpdateCurrencyConfigBody,
} from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { currencies } from '../../db/schema/index.ts';
import { CACHES, type CacheInvalidation } from '../../platform/cache-invalidation.ts';

export type PricingServiceDeps = { db: Db; now: () => Date; cacheInvalidation: CacheInvalidation };

/** How long the currency config is reused before the table is read again (spec §9: 5 minutes). */
export const CURRENCY_CONFIG_TTL_MS = 300_000;

/**
 * Enabled currencies and the default. With no rows (a fresh install) INR alone is enabled and default.
 * Read often (every price shown, every profiler saved), changed rarely: cached in-process for 5 minutes,
 * and dropped on every instance when any of them changes it (decision 024): the change publishes
 * CACHES.currencyConfig in its transaction. While notices cannot arrive the table is read every time.
 */
export function createPricingService({ db, now, cacheInvalidation }: PricingServiceDeps) {
  let cached: { config: CurrencyConfig; at: number } | null = null;
  // Bumped on every drop: a read that started before a drop may hold the old rows and is not kept.
  let generation = 0;
  const forget = () => {
    cached = null;
    generation += 1;
  };
  cacheInvalidation.subscribe(CACHES.currencyConfig, forget);

  async function readConfig(): Promise<CurrencyConfig> {
    const rows = await db.select().from(currencies);
    const active = rows.filter((row) => row.isActive);
    if (active.length === 0) return FALLBACK_CURRENCY_CONFIG;
    const defaultCode = active.find((row) => row.isDefault)?.code ?? active[0]?.code ?? DEFAULT_CURRENCY;
    const enabledCurrencies = KNOWN_CURRENCIES.filter((known) =>
      active.some((row) => row.code === known.code),
    ).map((known) => ({
      code: known.code,
      name: known.name,
      symbol: known.symbol,
      isDefault: known.code === defaultCode,
      isActive: true,
    }));
    return { enabledCurrencies, defaultCurrency: defaultCode };
  }

  return {
    async getCurrencyConfig(): Promise<CurrencyConfig> {
      const time = now().getTime();
      const trusted = cacheInvalidation.isListening();
      if (trusted && cached && time - cached.at < CURRENCY_CONFIG_TTL_MS) return cached.config;
      const readAt = generation;
      const config = await readConfig();
      if (trusted && readAt === generation) cached = { config, at: time };
      return config;
    },

    async isEnabledCurrency(code: string): Promise<boolean> {
      const config = await this.getCurrencyConfig();
      return config.enabledCurrencies.some((currency) => currency.code === code);
    },

    /** Drops this instance's copy (others drop theirs on the notice a change publishes). */
    forgetCachedConfig(): void {
      forget();
    },

    /** Admin view: every known currency, read fresh (not from the cache) so the screen shows the truth. */
    async listCurrencies(): Promise<{ currencies: Currency[]; defaultCurrency: string }> {
      const config = await readConfig();
      const currencies = KNOWN_CURRENCIES.map((known) => ({
        code: known.code,
        name: known.name,
        symbol: known.symbol,
        isDefault: known.code === config.defaultCurrency,
        isActive: config.enabledCurrencies.some((enabled) => enabled.code === known.code),
      }));
      return { currencies, defaultCurrency: config.defaultCurrency };
    },

    /**
     * Replaces the enabled set in one transaction. Profilers and coupons priced in a currency that
     * gets disabled keep their price: only new prices are restricted to the enabled currencies.
     */
    async updateCurrencyConfig(body: UpdateCurrencyConfigBody): Promise<CurrencyConfig> {
      const at = now();
      await db.transaction(async (tx) => {
        // Two saves at once would each delete the old rows and both insert: one at a time instead.
        await tx.execute(sql`lock table ${currencies} in exclusive mode`);
        await tx.delete(currencies);
        await tx.insert(currencies).values(
          [...new Set(body.enabledCurrencies)].map((code) => ({
            code,
            isActive: true,
            isDefault: code === body.defaultCurrency,
            createdAt: at,
            updatedAt: at,
          })),
        );
        await cacheInvalidation.publish(CACHES.currencyConfig, tx);
      });
      this.forgetCachedConfig();
      return this.getCurrencyConfig();
    },
  };
}
export type PricingService = ReturnType<typeof createPricingService>;
