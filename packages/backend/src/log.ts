/**
 * Server logs: what failed and where, never what it was about. An error's message
 * may quote a query and its parameters (drizzle writes « Failed query: … params: … »), a body, an
 * e-mail, a password hash or a token, so it is never written: only the error's class and those of
 * its causes, their codes (PostgreSQL's SQLSTATE, the constraint's name, Node's error codes) and
 * the places of the stack frames; anything still shaped like an e-mail address or a token is masked.
 */

const EMAIL = /[^\s@<>()[\]"'`,;:]+@[^\s@<>()[\]"'`,;:]+\.[^\s@<>()[\]"'`,;:]+/g;
/** A JSON Web Token, then any long run of letters and digits mixed (opaque tokens, hashes, keys). */
const JWT = /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;
const OPAQUE = /[A-Za-z0-9+_=$-]{20,}/g;
/** A code that names a kind of failure and cannot carry data: `23505`, `ECONNREFUSED`, `ERR_INVALID_ARG_VALUE`. */
const CODE = /^[A-Z0-9_]{2,40}$/;
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;
const FRAMES = 6;

/** Masks e-mail addresses and token-like strings (words and names stay). */
export function redactText(text: string): string {
  return text
    .replace(EMAIL, '[e-mail]')
    .replace(JWT, '[jeton]')
    .replace(OPAQUE, (run) =>
      // Words and names have no digit among their letters; tokens and hashes do.
      /[0-9]/.test(run) && /[A-Za-z]/.test(run) ? '…' : run,
    );
}

/** The places of an error's stack frames (file, line, column, shortened), never its message lines. */
function frames(stack: string | undefined): string[] {
  const out: string[] = [];
  for (const line of (stack ?? '').split('\n')) {
    const frame =
      /^\s+at (?:async )?(?:[\w$.<>[\] ]+ \()?((?:file:\/\/|node:|\/|[A-Za-z]:\\)[^\s()]+\.(?:[cm]?[jt]sx?):\d+:\d+)\)?$/.exec(
        line,
      );
    if (!frame?.[1]) continue;
    out.push(
      frame[1]
        .replace(/^file:\/\//, '')
        .replace(/^.*\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '')
        .replace(/^.*\/packages\/backend\/(?:src|dist)\//, ''),
    );
    if (out.length === FRAMES) break;
  }
  return out;
}

/** What may be said of one error of a chain: its class and its codes. */
function describeOne(error: unknown): string {
  if (!(error instanceof Error)) return `valeur ${typeof error}`;
  const record = error as unknown as Record<string, unknown>;
  const code = typeof record.code === 'string' && CODE.test(record.code) ? record.code : undefined;
  const sqlstate = code !== undefined && /^[0-9A-Z]{5}$/.test(code);
  const named = error.constructor?.name ?? '';
  // A bundled driver's class may be minified to a letter (PGlite's): it is a database error.
  const parts = [named.length > 2 ? named : sqlstate ? 'DatabaseError' : named || 'Error'];
  if (code) parts.push(sqlstate ? `SQLSTATE ${code}` : code);
  for (const field of ['constraint', 'table', 'column'] as const) {
    const value = record[field];
    if (typeof value === 'string' && IDENTIFIER.test(value)) parts.push(`${field} ${value}`);
  }
  return parts.join(' ');
}

/** The PostgreSQL SQLSTATE of an error or of one of its causes (drizzle wraps the driver's error). */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let i = 0; i < 5 && current instanceof Error; i += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

/** One log line for an error: the context, each error of its `cause` chain, then its stack frames. */
export function describeError(context: string, error: unknown): string {
  const chain: string[] = [];
  let current: unknown = error;
  for (let i = 0; i < 5 && current !== undefined && current !== null; i += 1) {
    chain.push(describeOne(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  // Frames are file places read by a strict pattern; only an e-mail could slip into one.
  const where = frames(error instanceof Error ? error.stack : undefined).map((frame) =>
    frame.replace(EMAIL, '[e-mail]'),
  );
  return `${redactText(`${context} : ${chain.join(' ← ')}`)}${where.length > 0 ? ` — pile : ${where.join(' < ')}` : ''}`;
}

/** Writes an error to the server log without its message (see the module's comment). */
export function logError(context: string, error: unknown): void {
  console.error(describeError(context, error));
}
