// Query keys for the site's editorial settings (one row); saving invalidates `siteSettingsKeys.all`.
export const siteSettingsKeys = {
  all: ['site_settings'] as const,
  detail: () => [...siteSettingsKeys.all, 'detail'] as const,
}
