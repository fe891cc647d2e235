import { isApiError } from '@/lib/api-client';

/**
 * Sign-in calls succeed with a 302 whose action the API client has already followed (spec §4
 * "Server-driven navigation"). This resolves once that happened and rethrows any real failure.
 */
export async function expectRedirect(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error) && error.status === 302) return;
    throw error;
  }
}
