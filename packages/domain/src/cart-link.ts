/** The cart-link parameters of SPEC §2 and §5. */
export const CART_LINK_PARAMS = ['variantId', 'quantity', 'targetQuantity'] as const;

const VARIANT_CODE = /^\d{8}$/;

export interface CartLinkLine {
  variantCode: string;
  quantity: number;
}

export type CartLink =
  | { kind: 'none' }
  /** The whole action is ignored (SPEC §5: a variantId that is not 8 digits). */
  | { kind: 'ignored'; reason: 'invalid_variant' }
  | { kind: 'add'; lines: CartLinkLine[]; targetQuantity: boolean };

function parseQuantity(value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value.trim())) return 1;
  const quantity = Number(value.trim());
  return quantity >= 1 ? Math.min(quantity, 999) : 1;
}

/**
 * Reads a cart link (SPEC §5): `variantId` is an 8-digit string or a list of them (repeated or
 * comma-separated), else the whole action is ignored; a missing or non-numeric `quantity` is 1
 * (one quantity for all, or one per variant); `targetQuantity` switches to target mode.
 */
export function parseCartLink(params: URLSearchParams): CartLink {
  const raw = params.getAll('variantId').concat(params.getAll('variantId[]'));
  if (raw.length === 0) return { kind: 'none' };
  const codes = raw.flatMap((v) => v.split(',')).map((v) => v.trim());
  if (codes.length === 0 || codes.some((code) => !VARIANT_CODE.test(code))) {
    return { kind: 'ignored', reason: 'invalid_variant' };
  }
  const quantities = params.getAll('quantity').flatMap((q) => q.split(','));
  const lines = codes.map((variantCode, index) => ({
    variantCode,
    quantity: parseQuantity(quantities.length === codes.length ? quantities[index] : quantities[0]),
  }));
  const target = params.get('targetQuantity');
  return { kind: 'add', lines, targetQuantity: target !== null && !/^(0|false|non)$/i.test(target.trim()) };
}

export type CartLinkAction =
  | { kind: 'add'; variantCode: string; quantity: number }
  | { kind: 'set_quantity'; itemId: number; variantCode: string; quantity: number };

/**
 * What a cart link does to the current cart (SPEC §5): new variants are added; with
 * targetQuantity an existing line is raised to the quantity only if lower; without it existing
 * lines are untouched.
 */
export function planCartLink(
  link: CartLink,
  existing: readonly { id: number; variantCode: string; quantity: number }[],
): CartLinkAction[] {
  if (link.kind !== 'add') return [];
  const actions: CartLinkAction[] = [];
  for (const line of link.lines) {
    const current = existing.find((item) => item.variantCode === line.variantCode);
    if (!current) actions.push({ kind: 'add', variantCode: line.variantCode, quantity: line.quantity });
    else if (link.targetQuantity && current.quantity < line.quantity) {
      actions.push({
        kind: 'set_quantity',
        itemId: current.id,
        variantCode: line.variantCode,
        quantity: line.quantity,
      });
    }
  }
  return actions;
}

/** The URL once the link has been read: "The three parameters are then removed from the URL". */
export function stripCartLinkParams(url: URL): URL {
  const next = new URL(url.href);
  for (const name of CART_LINK_PARAMS) {
    next.searchParams.delete(name);
    next.searchParams.delete(`${name}[]`);
  }
  return next;
}
