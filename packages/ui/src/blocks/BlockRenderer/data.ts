/** Content from the CMS is untrusted: these read a field or give a safe empty value. */
export type Raw = Record<string, unknown>;

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
export const list = (value: unknown): Raw[] =>
  Array.isArray(value) ? value.filter((v): v is Raw => typeof v === 'object' && v !== null) : [];
export const record = (value: unknown): Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {};
