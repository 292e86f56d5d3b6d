export const SETTINGS_TABS = ['profile', 'websites', 'preferences'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab named in the address (?tab=), Profile by default (part 2: "Profile (default)"). */
export function parseSettingsTab(value: string | null): SettingsTab {
  return SETTINGS_TABS.find((tab) => tab === value) ?? 'profile';
}
