import { useMutation } from '@tanstack/react-query';
import type { PreviewBody, PreviewResponse } from '@chairside/shared/subscription';
import { api } from '@/lib/api-client';

/** POST subscription/preview: the current and the new plan, priced by the server (§9). */
export function usePreviewPlan() {
  return useMutation({ mutationFn: (body: PreviewBody) => api.post<PreviewResponse>('subscription/preview', body) });
}
