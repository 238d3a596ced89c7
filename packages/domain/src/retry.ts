/**
 * Retry rule of the fetch client (SPEC §7, §9): GET is retried once by default; POST, PUT, PATCH
 * and DELETE never are. Only these statuses are retried.
 */
export const RETRIED_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const DEFAULT_GET_RETRIES = 1;

export function shouldRetry(
  method: string,
  status: number,
  attempt: number,
  maxRetries: number = DEFAULT_GET_RETRIES,
): boolean {
  if (method.toUpperCase() !== 'GET') return false;
  if (attempt >= maxRetries) return false;
  return (RETRIED_STATUSES as readonly number[]).includes(status);
}
