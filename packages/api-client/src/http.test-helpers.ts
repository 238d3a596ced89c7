export interface RecordedCall {
  url: string;
  init: RequestInit;
}

/** A fetch that answers from a queue of responses and records every call. */
export function queuedFetch(...responses: Array<() => Response>) {
  const calls: RecordedCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const next = responses.shift();
    if (!next) throw new Error('no response queued');
    return next();
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

export const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/ld+json' } });
