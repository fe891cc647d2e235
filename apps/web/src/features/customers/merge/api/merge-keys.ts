/** Query keys of the merge screen; a merge or an undo refreshes them and every customer read. */
export const mergeKeys = {
  duplicates: ['customers', 'duplicates'] as const,
  merges: ['customers', 'merges'] as const,
};
export const customerReads = ['customers'] as const;
