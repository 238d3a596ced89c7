import { accountDeletionSchema, DEFAULT_LOCALE, LOCALES, type Locale, parisDay } from '@gamelle/domain';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { type AuthEnv, requireCustomer } from '../auth/bearer.js';
import { verifyPassword } from '../auth/passwords.js';
import { LIMITS, type Throttle } from '../auth/throttle.js';
import type { TokenKeys } from '../auth/tokens.js';
import { eraseAccount, ordersUnderWay } from '../customers/account-deletion.js';
import { customerDataExport } from '../customers/data-export.js';
import type { Database } from '../db/open.js';
import { customers } from '../db/schema.js';
import { hydraError, readBody, violationError } from '../http/problems.js';
import { readOptionalChoice } from '../http/query.js';

const WORDS = {
  fr: {
    notFound: 'Client introuvable.',
    file: 'gamelle-mes-donnees',
    wrongPassword: 'Votre mot de passe est incorrect.',
    underWay: (numbers: readonly string[]) =>
      `${numbers.length > 1 ? `Vos commandes ${numbers.join(', ')} ne sont pas encore expédiées` : `Votre commande ${numbers[0]} n’est pas encore expédiée`} : nous avons besoin de votre adresse pour la livrer. Supprimez votre compte une fois votre colis parti, ou rétractez-vous de la commande depuis « Mes commandes ».`,
  },
  nl: {
    notFound: 'Klant niet gevonden.',
    file: 'gamelle-mijn-gegevens',
    wrongPassword: 'Uw wachtwoord is onjuist.',
    underWay: (numbers: readonly string[]) =>
      `${numbers.length > 1 ? `Uw bestellingen ${numbers.join(', ')} zijn nog niet verzonden` : `Uw bestelling ${numbers[0]} is nog niet verzonden`}: we hebben uw adres nodig om te leveren. Verwijder uw account zodra uw pakket vertrokken is, of herroep de bestelling via « Mijn bestellingen ».`,
  },
} as const satisfies Record<Locale, unknown>;

/** The language of the page the call comes from (SPEC §7 `locale`), French without one. */
const languageOfCall = (c: Context) => readOptionalChoice(c, 'locale', LOCALES) ?? DEFAULT_LOCALE;

/**
 * The customer's rights over their data (ADR 0028), on their customer URI and nobody else's (404):
 * `GET {customer}/export` downloads everything the shop holds on them as one JSON file (GDPR art.
 * 15 and 20); `DELETE {customer}`, confirmed by their password, deletes the account (art. 17) —
 * the orders kept anonymised for the accounts, every session ended.
 */
export function customerRightsRoutes({
  db,
  now,
  keys,
  throttle,
}: {
  db: Database;
  now: () => Date;
  keys: TokenKeys;
  throttle: Throttle;
}) {
  const app = new Hono<AuthEnv>();
  const auth = requireCustomer(keys, now);

  /** The caller's own id from the URI; any other is a 404, as for a customer who does not exist. */
  const own = (c: Context<AuthEnv>) => {
    const id = c.get('customerId');
    if (Number(c.req.param('id')) !== id) throw hydraError(404, WORDS[languageOfCall(c)].notFound);
    return id;
  };

  app.get('/customers/:id{[0-9]{1,15}}/export', auth, async (c) => {
    const language = languageOfCall(c);
    const at = now();
    const data = await customerDataExport(db, own(c), at);
    if (!data) throw hydraError(404, WORDS[language].notFound);
    return c.body(JSON.stringify(data, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${WORDS[language].file}-${parisDay(at)}.json"`,
      'Cache-Control': 'private, no-store',
    });
  });

  app.delete('/customers/:id{[0-9]{1,15}}', auth, async (c) => {
    const language = languageOfCall(c);
    const id = own(c);
    const body = await readBody(c, accountDeletionSchema.strict(), 'accountDeletion');
    // Counted before it is checked, as every current-password check is (outside the transaction).
    await throttle.enforce(c, LIMITS.currentPassword, String(id));
    await db.transaction(async (tx) => {
      const [customer] = await tx.select().from(customers).where(eq(customers.id, id)).for('update').limit(1);
      if (!customer) throw hydraError(404, WORDS[language].notFound);
      if (!(await verifyPassword(body.currentPassword, customer.passwordHash))) {
        throw violationError([
          { propertyPath: 'currentPassword', code: 'wrong_password', message: WORDS[language].wrongPassword },
        ]);
      }
      const underWay = await ordersUnderWay(tx, id);
      if (underWay.length > 0) throw hydraError(409, WORDS[language].underWay(underWay));
      await eraseAccount(tx, customer, now());
    });
    return c.body(null, 204);
  });

  return app;
}
