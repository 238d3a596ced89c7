import { type Pet, petAgeInMonths, petSchema } from '@gamelle/domain';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { type AuthEnv, requireCustomer } from '../auth/bearer.js';
import type { TokenKeys } from '../auth/tokens.js';
import type { Database } from '../db/open.js';
import { customers, images, pets } from '../db/schema.js';
import { hydraError, jsonLd, readBody, violationError } from '../http/problems.js';

type PetRow = typeof pets.$inferSelect;

/** How many pets one account holds at most: a household, a breeder's kennel, not a list to abuse. */
export const PETS_MAX = 30;

/** The image host's path of an uploaded photo, from what the form sends (`uploads/…` or `/images/uploads/…`). */
function photoPathOf(photo: string | null | undefined): string | null {
  if (!photo) return null;
  const path = photo.replace(/^\/images\//, '').replace(/^\//, '');
  return path.startsWith('uploads/') && !path.includes('..') ? path : '';
}

function serialize(row: PetRow, now: Date) {
  const pet = row.data as Pet;
  return {
    '@id': `/api/v2/shop/animals/${row.id}`,
    '@type': 'Animal',
    id: row.id,
    ...pet,
    photo: row.photoPath ? `/images/${row.photoPath}` : null,
    /** Whole months today, from the exact birthday or the age given (SPEC §3 `in_date`). */
    ageInMonths: petAgeInMonths(pet.birthday, now),
  };
}

/**
 * The customer's pets (SPEC §3 Pet), Sylius-shaped like the address book:
 * `GET/POST /shop/animals`, `GET/PUT/DELETE /shop/animals/{id}`. The pet rules of SPEC §5 through
 * the domain schema (French messages); every pet owned — another customer's is a 404; the photo
 * must be an image this customer uploaded through the backend-signed upload (`/images/auth`).
 */
export function petRoutes({ db, now, keys }: { db: Database; now: () => Date; keys: TokenKeys }) {
  const app = new Hono<AuthEnv>();
  app.use('*', requireCustomer(keys, now));

  async function owned(customerId: number, id: string) {
    const [row] = await db
      .select()
      .from(pets)
      .where(and(eq(pets.id, Number(id)), eq(pets.customerId, customerId)))
      .limit(1);
    if (!row) throw hydraError(404, 'Animal introuvable.');
    return row;
  }

  /** The pet as the form sent it, and its photo checked: an upload of this customer, or none. */
  async function read(c: Parameters<typeof readBody>[0], customerId: number) {
    const pet = await readBody(c, petSchema(now(), 'account'), 'pet');
    const photoPath = photoPathOf(pet.photo);
    if (photoPath !== null) {
      const [image] = photoPath
        ? await db
            .select({ path: images.path })
            .from(images)
            .where(and(eq(images.path, photoPath), eq(images.customerId, customerId)))
            .limit(1)
        : [];
      if (!image) {
        throw violationError([
          {
            propertyPath: 'photo',
            code: 'photo_unknown',
            message: 'Cette photo est introuvable : envoyez-la de nouveau.',
          },
        ]);
      }
    }
    const { photo: _photo, onlyUpd: _onlyUpd, ...data } = pet;
    return { data, photoPath };
  }

  /**
   * A photo no pet shows any more is deleted from the image host: a pet's photo leaves with the
   * pet, or when another photo or none replaces it (the image is served to whoever has its URL).
   */
  async function dropPhoto(customerId: number, path: string | null, petId: number) {
    if (!path) return;
    const [still] = await db
      .select({ id: pets.id })
      .from(pets)
      .where(and(eq(pets.customerId, customerId), eq(pets.photoPath, path), ne(pets.id, petId)))
      .limit(1);
    if (!still) await db.delete(images).where(and(eq(images.path, path), eq(images.customerId, customerId)));
  }

  app.get('/', async (c) => {
    const rows = await db
      .select()
      .from(pets)
      .where(eq(pets.customerId, c.get('customerId')))
      .orderBy(asc(pets.id));
    const at = now();
    return jsonLd(c, {
      '@context': '/api/v2/contexts/Animal',
      '@id': '/api/v2/shop/animals',
      '@type': 'hydra:Collection',
      'hydra:member': rows.map((row) => serialize(row, at)),
      'hydra:totalItems': rows.length,
    });
  });

  app.post('/', async (c) => {
    const customerId = c.get('customerId');
    const { data, photoPath } = await read(c, customerId);
    const at = now();
    // Counted and added under a lock on the customer: two tabs adding at once cannot pass the maximum.
    const row = await db.transaction(async (tx) => {
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
      const [held] = await tx.select({ n: count() }).from(pets).where(eq(pets.customerId, customerId));
      if ((held?.n ?? 0) >= PETS_MAX) {
        throw violationError([
          {
            propertyPath: '',
            code: 'too_many',
            message: `Vous avez déjà enregistré ${PETS_MAX} animaux, le maximum : supprimez-en un pour en ajouter un autre.`,
          },
        ]);
      }
      const [created] = await tx
        .insert(pets)
        .values({ customerId, data, photoPath, createdAt: at, updatedAt: at })
        .returning();
      return created;
    });
    if (!row) throw hydraError(500, 'Une erreur est survenue');
    return jsonLd(c, serialize(row, at), 201);
  });

  app.get('/:id{[0-9]{1,15}}', async (c) => {
    return jsonLd(c, serialize(await owned(c.get('customerId'), c.req.param('id')), now()));
  });

  app.put('/:id{[0-9]{1,15}}', async (c) => {
    const customerId = c.get('customerId');
    const row = await owned(customerId, c.req.param('id'));
    const { data, photoPath } = await read(c, customerId);
    const at = now();
    const [updated] = await db
      .update(pets)
      .set({ data, photoPath, updatedAt: at })
      .where(eq(pets.id, row.id))
      .returning();
    if (row.photoPath !== photoPath) await dropPhoto(customerId, row.photoPath, row.id);
    return jsonLd(c, serialize(updated ?? row, at));
  });

  app.delete('/:id{[0-9]{1,15}}', async (c) => {
    const customerId = c.get('customerId');
    const row = await owned(customerId, c.req.param('id'));
    await db.delete(pets).where(eq(pets.id, row.id));
    await dropPhoto(customerId, row.photoPath, row.id);
    return c.body(null, 204);
  });

  return app;
}
