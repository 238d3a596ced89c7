import type { MessageId } from '../../lib/i18n/i18n';

/** Title and message of the error page by status code, with a generic fallback (SPEC §2). */
const BY_STATUS: Record<number, { title: MessageId; message: MessageId }> = {
  401: { title: 'error.401.title', message: 'error.401.message' },
  403: { title: 'error.403.title', message: 'error.403.message' },
  404: { title: 'error.404.title', message: 'error.404.message' },
  410: { title: 'error.410.title', message: 'error.410.message' },
  503: { title: 'error.503.title', message: 'error.503.message' },
};

const GENERIC = { title: 'error.generic.title', message: 'error.generic.message' } as const;

export function errorMessages(status: number | undefined): { title: MessageId; message: MessageId } {
  return (status !== undefined ? BY_STATUS[status] : undefined) ?? GENERIC;
}

export function errorStatus(pageContext: { is404?: boolean | null; abortStatusCode?: number }): number {
  return pageContext.is404 ? 404 : (pageContext.abortStatusCode ?? 500);
}
