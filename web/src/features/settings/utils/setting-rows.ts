import { SETTING_DEFINITIONS, SETTING_KEYS, type Setting, type SettingKey } from '@pathwise/contract';

export const SETTING_GROUPS = ['ai', 'mail', 'payments', 'business', 'general'] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

export type SettingRow = {
  key: SettingKey;
  label: string;
  group: SettingGroup;
  isSecret: boolean;
  /** The stored setting, or null when the key was never set. */
  setting: Setting | null;
};

/** Every known key (set or not), grouped in a fixed order: AI, Mail, Payments, Business details, General. */
export function buildSettingGroups(settings: Setting[]): Array<{ group: SettingGroup; rows: SettingRow[] }> {
  const byKey = new Map(settings.map((setting) => [setting.key, setting]));
  const rows: SettingRow[] = SETTING_KEYS.map((key) => {
    const definition = SETTING_DEFINITIONS[key];
    return {
      key,
      label: definition.label,
      group: definition.group,
      isSecret: byKey.get(key)?.isSecret ?? definition.secret,
      setting: byKey.get(key) ?? null,
    };
  });
  return SETTING_GROUPS.map((group) => ({ group, rows: rows.filter((row) => row.group === group) }));
}

/** The switch settings (I18N_ENABLED, REFERRALS_ENABLED) are stored as the text "true"/"false". */
export function isSwitchSettingOn(setting: Setting | null): boolean {
  return Boolean(setting?.hasValue && setting.isActive && setting.value?.trim().toLowerCase() === 'true');
}

/** I18N_ENABLED is stored as the text "true"/"false". */
export const isI18nSwitchOn = isSwitchSettingOn;

/** Choices for keys that only accept a few values. */
export const SETTING_CHOICES: Partial<Record<SettingKey, readonly string[]>> = {
  MAIL_PROVIDER: ['outbox', 'resend', 'smtp'],
};
