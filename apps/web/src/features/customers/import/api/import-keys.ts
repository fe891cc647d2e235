/** Query keys of customer import: one import's status (polled while it runs). */
export const importKeys = { status: (id: number) => ['customers', 'import', id] as const };
/** What an import changes: every customer read. */
export const customerReads = ['customers'] as const;
