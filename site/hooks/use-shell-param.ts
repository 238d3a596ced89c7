import { useEffect, useState } from 'react';
import { routePathname } from '../lib/i18n/locale';

/**
 * A parameter of a shell page's address (ARCHITECTURE "personal pages as shells": one prerendered
 * file serves every value, so the value is read in the browser once hydrated). `undefined` until
 * read, `null` when the address holds none (the shell's own `_`, another shape, undecodable).
 * `parse` is a module-level function of the path (`subscriptionCodeOfDetailPath`).
 */
export function useShellParam<T>(parse: (pathname: string) => T | null): T | null | undefined {
  const [value, setValue] = useState<T | null | undefined>(undefined);
  useEffect(() => setValue(parse(routePathname())), [parse]);
  return value;
}
