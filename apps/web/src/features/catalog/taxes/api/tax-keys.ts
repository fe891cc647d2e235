/** Query keys of the taxes screen: one read (GET taxes) that every change invalidates. */
export const taxKeys = { all: ['catalog', 'taxes'] as const };
/** The venue settings the app holds (the profile section mirrors the defaults and the pricing mode). */
export const settingsReads = ['settings'] as const;
