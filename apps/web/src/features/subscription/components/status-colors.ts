/** Badge and status colours dark enough for white text and for text on white (WCAG AA, 4.5:1). */
export const STATUS_COLORS = { positive: '#1e6b31', trial: '#a34700' } as const;
