import { describe, expect, it } from 'vitest';
import { readerLanguage } from './language.js';
import { carrierName, countryName, dateInWords, dayInWords, frequencyInWords, siteUrl, wholePrice } from './words.js';

describe('the words the e-mails and the invoice share (SPEC §1 languages fr and nl)', () => {
  it('SPEC §1 Dutch: a day in French as the shop always wrote it, in Dutch with its weekday', () => {
    expect(dayInWords('2026-12-22', 'fr')).toBe('22 décembre 2026');
    expect(dayInWords('2026-12-22', 'nl')).toBe('dinsdag 22 december 2026');
    // A calendar day is no instant: the same day whatever the machine's time zone.
    expect(dayInWords('2027-03-31', 'nl')).toBe('woensdag 31 maart 2027');
  });

  it('SPEC §1 Dutch: a document’s date is its day in Paris, in each language', () => {
    // 23:30 UTC on 10 November is already the 11th in Paris.
    expect(dateInWords(new Date('2026-11-10T23:30:00Z'), 'fr')).toBe('11 novembre 2026');
    expect(dateInWords(new Date('2026-11-10T23:30:00Z'), 'nl')).toBe('11 november 2026');
  });

  it('SPEC §1 Dutch: carriers, frequencies and countries in Dutch', () => {
    expect(carrierName('colissimo', 'fr')).toBe('Colissimo à domicile');
    expect(carrierName('colissimo', 'nl')).toBe('Colissimo aan huis');
    expect(carrierName('chronopost', 'nl')).toBe('Chronopost express aan huis');
    expect(carrierName('mondial_relay', 'nl')).toBe('Mondial Relay-afhaalpunt');
    expect(carrierName('pigeon', 'nl')).toBeUndefined();
    expect(frequencyInWords(42, 'fr')).toBe('6 semaines');
    expect(frequencyInWords(42, 'nl')).toBe('om de 6 weken');
    expect(frequencyInWords(31, 'nl')).toBe('elke maand');
    expect(frequencyInWords(93, 'nl')).toBe('om de 3 maanden');
    expect(frequencyInWords(30, 'nl')).toBe('om de 30 dagen');
    expect(frequencyInWords(30, 'fr')).toBe('30 jours');
    expect(countryName('BE', 'nl')).toBe('België');
    expect(countryName('BE', 'fr')).toBe('Belgique');
    expect(countryName('LU', 'nl')).toBe('Luxemburg');
  });

  it('SPEC §1 Dutch: round offers without their zero cents, as the site writes them; links under /nl/ for a Dutch reader', () => {
    expect(wholePrice(500, 'nl')).toBe('€\u00a05');
    expect(wholePrice(3000, 'fr')).toBe('30\u00a0€');
    expect(wholePrice(5000000, 'nl')).toBe('€\u00a050.000');
    expect(wholePrice(1250, 'nl')).toBe('€\u00a012,50');
    expect(siteUrl('https://gamelle.example', '/panier/', 'nl')).toBe('https://gamelle.example/nl/panier/');
    expect(siteUrl('https://gamelle.example', '/panier/', 'fr')).toBe('https://gamelle.example/panier/');
  });

  it('SPEC §1 Dutch: a customer who chose Dutch reads Dutch; French, the default, defers to the page or the order', () => {
    expect(readerLanguage('nl')).toBe('nl');
    expect(readerLanguage('nl', 'fr')).toBe('nl');
    expect(readerLanguage('fr', 'nl')).toBe('nl');
    expect(readerLanguage('fr')).toBe('fr');
    expect(readerLanguage(undefined, 'nl')).toBe('nl');
    expect(readerLanguage('de')).toBe('fr');
  });
});
