import { ANIMAL_TYPE_IRIS, type CheckoutOrder, orderStatus } from '@gamelle/domain';
import { Carousel, Price, Skeleton, StatusBadge } from '@gamelle/ui';
import useSWR from 'swr';
import { CatHead, DogHead } from '../../../components/illustrations/animals';
import { ProContact } from '../../../components/ProContact';
import { PetAvatar } from '../../../components/pets/PetAvatar';
import { useCustomer } from '../../../hooks/use-customer';
import { useFeatures } from '../../../hooks/use-feature-guard';
import { usePets } from '../../../hooks/use-pets';
import { useSignedInCustomer } from '../../../hooks/use-signed-in';
import { orderDetailPath } from '../../../lib/account/account-orders';
import { ENTRANCE_PATHS, menuGuidePath } from '../../../lib/account/bi-nutrition';
import { GUIDE_PATH, guidePath } from '../../../lib/account/guide';
import { ageLabel, kindLabel, PET_ADD_PATH, petPath } from '../../../lib/account/pets';
import { checkoutClient } from '../../../lib/api/checkout-api';
import { longDate } from '../../../lib/i18n/dates';
import { useI18n } from '../../../lib/i18n/i18n-context';
import * as styles from './AccountHome.css';

/**
 * The account dashboard (SPEC §2 "welcome, last order, pets carousel, guide entrance"): the
 * shopper's name, their last order with its status, their pets in the kit's Carousel (each to its
 * page and its guide) and the way into the dry-food guide; the menu beside it (`AccountFrame`)
 * leads to every other view and out.
 */
export function AccountHome() {
  const { locale, t } = useI18n();

  const isOn = useFeatures();
  const customerUri = useSignedInCustomer();
  const { data: customer } = useCustomer(customerUri);
  const { data: last } = useSWR<CheckoutOrder | null>(customerUri ? ['orders', 'last'] : null, () =>
    checkoutClient
      .orders({ itemsPerPage: 1 })
      .then((answer) => answer.orders[0] ?? null)
      .catch(() => null),
  );
  const { data: pets } = usePets(isOn('animals') ? customerUri : null);
  // Every section is drawn from the first paint, each placeholder the size of what replaces it:
  // nothing under them moves when the data comes (layout shift ≤ 0.05, e2e/layout-shift.spec.ts).
  return (
    <>
      <p className={styles.greeting}>
        {customer === undefined ? (
          <Skeleton className={styles.greetingSkeleton} label={t('account.loading')} />
        ) : customer?.firstName ? (
          t('account.hello', { name: customer.firstName })
        ) : (
          t('account.helloAnonymous')
        )}
      </p>
      {customer?.professional ? <ProContact /> : null}
      <section aria-labelledby="derniere-commande">
        <h2 id="derniere-commande">{t('account.lastOrder')}</h2>
        <p className={styles.lastOrder}>
          {last === undefined ? <Skeleton className={styles.lastOrderSkeleton} /> : null}
          {last === null ? t('account.noOrder') : null}
          {last ? (
            <>
              {t('account.orderLine', {
                number: last.number ?? '',
                date: last.checkoutCompletedAt ? longDate(last.checkoutCompletedAt, undefined, locale) : '',
              })}{' '}
              <Price cents={last.total} tax="TTC" /> <StatusBadge status={orderStatus(last)} />{' '}
              <a href={orderDetailPath(last.tokenValue)}>{t('account.orderDetail')}</a>
            </>
          ) : null}
        </p>
      </section>
      {isOn('animals') ? (
        <section aria-labelledby="mes-animaux">
          <h2 id="mes-animaux">{t('account.pets.title')}</h2>
          {pets === undefined ? <Skeleton className={styles.petsSkeleton} label={t('account.pets.loading')} /> : null}
          {pets?.length === 0 ? (
            <div className={styles.petsEmpty}>
              <DogHead className={styles.emptyArt} />
              <CatHead className={styles.emptyArt} />
              <p>
                <a href={PET_ADD_PATH}>{t('account.pets.emptyAction')}</a>
              </p>
            </div>
          ) : null}
          {pets && pets.length > 0 ? (
            // SPEC §2 dashboard "pets carousel", with the kit's timings (SPEC §9), as tall as a pet's card.
            <Carousel
              label={t('account.pets.title')}
              height="content"
              slides={pets.map((pet) => (
                <div key={pet.id} className={styles.pet}>
                  <PetAvatar pet={pet} decorative />
                  <div className={styles.petText}>
                    <p className={styles.petName}>
                      <a href={petPath(pet.id)}>{pet.name}</a>
                    </p>
                    <p>
                      {kindLabel(pet, locale)} · {ageLabel(pet.ageInMonths, locale)}
                    </p>
                    {isOn('guide-entrance') ? (
                      <p>
                        <a href={guidePath(pet.id)}>{t('account.guideFor', { name: pet.name })}</a>
                      </p>
                    ) : null}
                    {pet.type === ANIMAL_TYPE_IRIS.cat && isOn('guide-bi-nutrition-entrance') ? (
                      <p>
                        <a href={menuGuidePath('short', pet.id)}>{t('menu.composeFor', { name: pet.name })}</a>
                      </p>
                    ) : null}
                  </div>
                </div>
              ))}
            />
          ) : null}
        </section>
      ) : null}
      {isOn('guide-entrance') ? (
        <section aria-labelledby="guide-entree">
          <h2 id="guide-entree">{t('guide.title')}</h2>
          <p>{t('guide.intro')}</p>
          <p>
            <a href={GUIDE_PATH}>{t('account.guideStart')}</a>
          </p>
        </section>
      ) : null}
      {isOn('guide-bi-nutrition-entrance') ? (
        <section aria-labelledby="menu-entree">
          <h2 id="menu-entree">{t('menu.guideTitle')}</h2>
          <p>{t('menu.dashboardIntro')}</p>
          <p>
            <a href={ENTRANCE_PATHS.short}>{t('menu.entranceShortTitle')}</a>
          </p>
          <p>
            <a href={ENTRANCE_PATHS.full}>{t('menu.entranceFullTitle')}</a>
          </p>
        </section>
      ) : null}
    </>
  );
}
