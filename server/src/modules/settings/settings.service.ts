// PLACEHOLDER — replaced by the settings module author.
import type { SettingKey } from '@pathwise/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { SecretBox } from '../../platform/crypto.ts';

export function createSettingsService(deps: { db: Db; config: Config; secretBox: SecretBox; now: () => Date }) {
  return {
    async getEffective(key: SettingKey): Promise<string | undefined> {
      return (deps.config as unknown as Record<string, string | undefined>)[key];
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
