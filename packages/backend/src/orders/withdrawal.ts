import {
  isWithdrawalOpen,
  type Locale,
  MESSAGES_FR,
  MESSAGES_NL,
  parisDay,
  type WithdrawalInput,
  withdrawalStatement,
} from '@gamelle/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { orders, orderWithdrawals, subscriptionEvents, subscriptions } from '../db/schema.js';
import { languageOf } from '../mail/language.js';
import type { Outbox } from '../mail/outbox.js';
import { withdrawalReceivedMail } from '../mail/templates/withdrawal-received.js';
import { dayInWords } from '../mail/words.js';
import { loadParts, type OrderParts } from './store.js';
import { withdrawalRightOf } from './view.js';

/** `abortReason` of a subscription stopped because the customer withdrew from its first order. */
export const WITHDRAWN_FIRST_ORDER = 'withdrawal';

/** A withdrawal the shop refuses, said in the order's language: 404 (not the customer's) or 409. */
export class WithdrawalRefused extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

const WORDS = {
  fr: {
    notFound: MESSAGES_FR.resourceNotFound,
    already: (day: string) => `Votre rétractation de cette commande a déjà été reçue, le ${day}.`,
    cancelled: 'Cette commande est annulée : il n’y a plus de contrat dont se rétracter.',
    subscriptionOrder:
      'Cette commande fait partie d’un abonnement : la rétractation se fait sur sa première commande, dans les 14 jours qui suivent sa livraison. Pour ne plus recevoir de livraisons, arrêtez l’abonnement.',
    over: (day: string) => `Le délai de rétractation de cette commande a pris fin le ${day}.`,
  },
  nl: {
    notFound: MESSAGES_NL.resourceNotFound,
    already: (day: string) => `Uw herroeping van deze bestelling is al ontvangen, op ${day}.`,
    cancelled: 'Deze bestelling is geannuleerd: er is geen overeenkomst meer om te herroepen.',
    subscriptionOrder:
      'Deze bestelling maakt deel uit van een abonnement: u herroept het via de eerste bestelling, binnen 14 dagen na de levering ervan. Wilt u geen leveringen meer, stop dan het abonnement.',
    over: (day: string) => `De herroepingstermijn van deze bestelling is verstreken op ${day}.`,
  },
} as const satisfies Record<Locale, unknown>;

/**
 * The withdrawal function's confirmation (directive 2011/83/EU art. 11a, ADR 0028): the customer's
 * own placed order, while its period runs, withdrawn from once. In one transaction, the order
 * locked: the withdrawal recorded with the date and time it was received and the customer's
 * statement in the order's language, the subscriptions that began with the order stopped (the
 * minimum of SPEC §9 does not hold against the law), and the acknowledgment queued in the outbox
 * (ADR 0026), so that it exists exactly when the withdrawal does.
 */
export async function withdrawFromOrder(
  db: Database,
  {
    token,
    customerId,
    input,
    now,
    outbox,
    siteOrigin,
  }: {
    token: string;
    customerId: number;
    input: WithdrawalInput;
    now: Date;
    outbox: Outbox;
    siteOrigin: string;
  },
): Promise<OrderParts> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.tokenValue, token)).for('update').limit(1);
    // Another customer's order, a cart or no order at all: the same 404.
    if (!row || row.customerId !== customerId || (row.state !== 'completed' && row.state !== 'cancelled')) {
      throw new WithdrawalRefused(404, MESSAGES_FR.resourceNotFound);
    }
    const language = languageOf(row.localeCode);
    const say = WORDS[language];
    const parts = await loadParts(tx, row);
    const right = withdrawalRightOf(row, parts.shipment);
    if (!right) throw new WithdrawalRefused(404, say.notFound);
    if (row.withdrawnAt) throw new WithdrawalRefused(409, say.already(dayInWords(parisDay(row.withdrawnAt), language)));
    if (row.state === 'cancelled') throw new WithdrawalRefused(409, say.cancelled);
    if (!right.available) throw new WithdrawalRefused(409, say.subscriptionOrder);
    if (!isWithdrawalOpen(right, now))
      throw new WithdrawalRefused(409, say.over(dayInWords(right.lastDay ?? '', language)));

    const number = row.number ?? row.tokenValue;
    const statement = withdrawalStatement(language, { name: input.name, number });
    await tx.insert(orderWithdrawals).values({
      orderId: row.id,
      name: input.name,
      email: input.email.toLowerCase(),
      statement,
      language,
      receivedAt: now,
    });
    const [withdrawn] = await tx
      .update(orders)
      .set({ withdrawnAt: now, updatedAt: now })
      .where(eq(orders.id, row.id))
      .returning();
    const stopped = await tx
      .update(subscriptions)
      .set({
        status: 'stopped',
        stoppedAt: now,
        abortReason: WITHDRAWN_FIRST_ORDER,
        pausedUntil: null,
        pausedFrom: null,
      })
      .where(and(eq(subscriptions.originOrderId, row.id), inArray(subscriptions.status, ['active', 'paused', 'error'])))
      .returning({ id: subscriptions.id, code: subscriptions.code });
    if (stopped.length > 0) {
      await tx
        .insert(subscriptionEvents)
        .values(stopped.map((subscription) => ({ subscriptionId: subscription.id, kind: 'stopped', at: now })));
    }
    await outbox.send(
      await withdrawalReceivedMail(
        language,
        {
          number,
          tokenValue: row.tokenValue,
          placedAt: row.checkoutCompletedAt ?? row.createdAt,
          receivedAt: now,
          name: input.name,
          email: input.email.toLowerCase(),
          statement,
          items: parts.items.map((item) => ({
            productName: item.productName,
            variantName: item.variantName,
            quantity: item.quantity,
            unitPrice: item.unitPrice,
          })),
          total: row.total,
          shipped: parts.shipment?.state === 'shipped',
          subscriptions: stopped.map((subscription) => subscription.code),
        },
        siteOrigin,
      ),
      { tx },
    );
    return { ...parts, row: withdrawn ?? row };
  });
}
