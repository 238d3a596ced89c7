/**
 * A request path as it may be logged: cart and order tokens, reset-password links and any other
 * long opaque segment are secrets (whoever holds them reaches the resource), so they become `…`.
 * Query strings are never logged.
 */
export function redactPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (/^[A-Za-z0-9_-]{16,}$/.test(segment) && !/^[a-z-]+$/.test(segment) ? '…' : segment))
    .join('/');
}
