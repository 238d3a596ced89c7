import { KNOWN_STATUSES, PHONE_COUNTRIES, reviewCountLabel, statusBadge } from '@gamelle/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../Dialog/Dialog';
import { Link } from '../Link/Link';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { KitLocaleProvider, useKitLocale, useKitMessages } from './KitLocale';
import { type KitMessagesOverride, kitMessagesFr, mergeKitWords } from './messages';
import { KIT_MESSAGES_NL } from './nl';

const KIT_MESSAGES = { fr: kitMessagesFr(), nl: KIT_MESSAGES_NL };

function Words() {
  const messages = useKitMessages();
  return (
    <p data-testid="words">
      {useKitLocale()} {messages.close} {messages.slideOf(2, 4)} {messages.countries.BE}
    </p>
  );
}

describe('KIT_MESSAGES — the kit’s default words (SPEC §1 languages fr and nl)', () => {
  it('has the same words in French and Dutch, none of them empty', () => {
    expect(Object.keys(KIT_MESSAGES.nl).sort()).toEqual(Object.keys(KIT_MESSAGES.fr).sort());
    for (const locale of ['fr', 'nl'] as const) {
      for (const [key, value] of Object.entries(KIT_MESSAGES[locale])) {
        if (typeof value === 'string') expect(value.trim(), `${locale}.${key}`).not.toBe('');
      }
    }
  });

  it('writes « Sluiten », « Kopiëren », « (nieuw tabblad) », « in plaats van » and the slide « 2 van 4 » in Dutch', () => {
    const nl = KIT_MESSAGES.nl;
    expect([nl.close, nl.copy, nl.copied, nl.newTab, nl.insteadOf, nl.slideOf(2, 4)]).toEqual([
      'Sluiten',
      'Kopiëren',
      'Gekopieerd!',
      '(nieuw tabblad)',
      'in plaats van',
      '2 van 4',
    ]);
    expect(KIT_MESSAGES.fr.slideOf(2, 4)).toBe('2 sur 4');
  });

  it('counts reviews as the domain does (SPEC §9 wording none, one, many)', () => {
    for (const locale of ['fr', 'nl'] as const) {
      for (const count of [0, 1, 2, 221]) {
        expect(KIT_MESSAGES[locale].reviewCount(count)).toBe(reviewCountLabel(count, locale));
      }
    }
  });

  it('names every phone country and, in Dutch, every known status', () => {
    for (const locale of ['fr', 'nl'] as const) {
      expect(PHONE_COUNTRIES.filter((code) => !KIT_MESSAGES[locale].countries[code])).toEqual([]);
    }
    expect(KNOWN_STATUSES.filter((status) => !KIT_MESSAGES.nl.statuses[status])).toEqual([]);
    // French statuses are the domain's own labels (SPEC §4).
    expect(KIT_MESSAGES.fr.statuses).toEqual({});
    expect(statusBadge('cancelled').label).toBe('Annulée');
  });

  it('sizes files in Ko / Mo in French and kB / MB in Dutch', () => {
    expect(KIT_MESSAGES.fr.fileSize(2000)).toBe('2 Ko');
    expect(KIT_MESSAGES.fr.fileSize(1.5 * 1024 * 1024)).toBe('1,5 Mo');
    expect(KIT_MESSAGES.nl.fileSize(2000)).toBe('2 kB');
    expect(KIT_MESSAGES.nl.fileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});

describe('KitLocaleProvider and useKitMessages', () => {
  it('gives French words without a provider and Dutch ones under locale="nl" messages={KIT_MESSAGES_NL}', () => {
    render(
      <>
        <Words />
        <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
          <Words />
        </KitLocaleProvider>
      </>,
    );
    expect(screen.getAllByTestId('words').map((p) => p.textContent)).toEqual([
      'fr Fermer 2 sur 4 Belgique',
      'nl Sluiten 2 van 4 België',
    ]);
  });

  it('lets a brand put its own words in place of the defaults, tables merged entry by entry', () => {
    const brand: KitMessagesOverride = {
      close: 'Venster sluiten',
      newTab: '(opent in een nieuw venster)',
      slideOf: (position, total) => `Dia ${position}/${total}`,
      statuses: { cancelled: 'Afgelast' },
      countries: { BE: 'België en Luxemburg' },
    };
    render(
      <KitLocaleProvider locale="nl" messages={mergeKitWords(KIT_MESSAGES_NL, brand, false)}>
        <Words />
        <Dialog open title="Winkelmandje" />
        <Link href="https://blog.gamelle.example/" external>
          Blog
        </Link>
        <StatusBadge status="cancelled" />
        <StatusBadge status="paid" />
      </KitLocaleProvider>,
    );
    expect(screen.getByTestId('words').textContent).toBe('nl Venster sluiten Dia 2/4 België en Luxemburg');
    expect(screen.getByRole('button', { name: 'Venster sluiten' })).toBeTruthy();
    expect(screen.getByText('(opent in een nieuw venster)')).toBeTruthy();
    expect(screen.getByText('Afgelast')).toBeTruthy();
    // The other statuses keep the kit's Dutch.
    expect(screen.getByText('Betaald')).toBeTruthy();
  });

  it('keeps an outer provider’s words in an inner one of the same locale, not in another locale', () => {
    render(
      <KitLocaleProvider locale="nl" messages={mergeKitWords(KIT_MESSAGES_NL, { close: 'Toe' }, false)}>
        <KitLocaleProvider locale="nl" messages={{ slideOf: (position) => `Dia ${position}` }}>
          <Words />
        </KitLocaleProvider>
        <KitLocaleProvider locale="fr">
          <Words />
        </KitLocaleProvider>
      </KitLocaleProvider>,
    );
    expect(screen.getAllByTestId('words').map((p) => p.textContent)).toEqual([
      'nl Toe Dia 2 België',
      'fr Fermer 2 sur 4 Belgique',
    ]);
  });
});
