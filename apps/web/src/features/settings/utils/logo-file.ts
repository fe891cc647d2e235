/** The logo's upload limits, as the server checks them (apps/api/src/lib/images.ts). */
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 15 * 1024 * 1024;

/** A file the logo upload would refuse, as a phrase key; null when it may be sent. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'settings_screens.logo_wrong_type';
  if (file.size > LOGO_MAX_BYTES) return 'settings_screens.logo_too_large';
  return null;
}
