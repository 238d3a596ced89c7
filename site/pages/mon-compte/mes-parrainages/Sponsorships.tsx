import { Alert, CopyButton, Price, Skeleton } from '@gamelle/ui';
import useSWR from 'swr';
import { formatDate } from '../../../components/account/OrderFacts';
import * as styles from '../../../components/pets/Pets.css';
import { useFeatureGuard } from '../../../hooks/use-feature-guard';
import { useSignedInCustomer } from '../../../hooks/use-signed-in';
import { customerClient } from '../../../lib/api/customer-api';
import { useI18n } from '../../../lib/i18n/i18n-context';

/**
 * The customer's sponsorships (SPEC §2 `/mon-compte/mes-parrainages/`, feature mention-me):
 * their code and the link to share, each with the kit's CopyButton (its 1.5 s
 * confirmation), and the friends who came with it, with the reward each first order gave.
 */
export function Sponsorships() {
  const { locale, t } = useI18n();

  useFeatureGuard('mention-me');
  const customerUri = useSignedInCustomer();
  const { data, error } = useSWR(customerUri ? ['sponsorship', customerUri] : null, () =>
    customerClient.sponsorship(customerUri ?? ''),
  );
  if (error && !data) return <Alert tone="critical">{t('account.sponsorships.error')}</Alert>;
  if (!data) return <Skeleton height="12rem" label={t('account.sponsorships.loading')} />;
  return (
    <div className={styles.stack}>
      <p>
        {t('account.sponsorships.intro')} <Price cents={data.reward.amount} tax="TTC" />{' '}
        {t('account.sponsorships.introEnd')}
      </p>
      <section aria-labelledby="parrainage-code" className={styles.stack}>
        <h2 id="parrainage-code">{t('account.sponsorships.codeTitle')}</h2>
        <p>
          <strong>{data.code}</strong> <CopyButton value={data.code} label={t('account.sponsorships.copyCode')} />
        </p>
        <p>
          {t('account.sponsorships.link')} <span>{data.link}</span>{' '}
          <CopyButton value={data.link} label={t('account.sponsorships.copyLink')} />
        </p>
      </section>
      <section aria-labelledby="parrainage-filleuls" className={styles.stack}>
        <h2 id="parrainage-filleuls">{t('account.sponsorships.friendsTitle')}</h2>
        {data.friends.length === 0 ? (
          <p>{t('account.sponsorships.none')}</p>
        ) : (
          <ul>
            {data.friends.map((friend) => (
              <li key={`${friend.name}-${friend.joinedAt}`}>
                {t('account.sponsorships.friend', { name: friend.name, date: formatDate(friend.joinedAt, locale) })}{' '}
                {friend.rewardCode ? (
                  <>
                    {t('account.sponsorships.rewarded')} <strong>{friend.rewardCode}</strong>
                  </>
                ) : friend.refusal ? (
                  t('account.sponsorships.refusedSameHome')
                ) : (
                  t('account.sponsorships.waiting')
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
