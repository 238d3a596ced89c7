import { describe, expect, it } from 'vitest';
import {
  menuChoiceOfSearch,
  menuGuidePath,
  menuPetOfPath,
  menuResultsPath,
  reasonMessages,
  reasonsOfViolations,
} from './bi-nutrition';

describe('SPEC §2 bi-nutrition addresses: /guide-bi-nutrition/{animal}/, /mini-guide-bi-nutrition/{animal}/ and their results', () => {
  it('reads the cat of either guide’s steps and results, never the shell’s `_` or another shape', () => {
    expect(menuPetOfPath(menuGuidePath('full', 12))).toBe(12);
    expect(menuPetOfPath('/mini-guide-bi-nutrition/7/recommandations/')).toBe(7);
    expect(menuPetOfPath('/guide-bi-nutrition/_/')).toBeNull();
    expect(menuPetOfPath('/guide-bi-nutrition/12/autre/')).toBeNull();
    expect(menuPetOfPath('/guide-croquettes/12/')).toBeNull();
  });

  it('keeps the chosen menu in the results address, read back whole', () => {
    const choice = { kibble: 'CROQ-1', recipes: ['PAT-1', 'PAT-2'], frequency: 'three_per_week' as const, meals: 3 };
    const path = menuResultsPath('short', 7, choice);
    expect(path).toBe(
      '/mini-guide-bi-nutrition/7/recommandations/?croquettes=CROQ-1&patees=PAT-1%2CPAT-2&rythme=3-par-semaine&repas=3',
    );
    expect(menuChoiceOfSearch(path.slice(path.indexOf('?')))).toEqual(choice);
  });

  it('a hand-made address missing a part, or with a rhythm or meals it does not know, names no menu', () => {
    expect(menuChoiceOfSearch('?croquettes=A&rythme=tous-les-jours')).toBeNull();
    expect(menuChoiceOfSearch('?croquettes=A&patees=B&rythme=chaque-heure')).toBeNull();
    expect(menuChoiceOfSearch('?croquettes=A&patees=B&rythme=tous-les-jours&repas=9')).toBeNull();
    expect(menuChoiceOfSearch('?croquettes=A&patees=B&rythme=tous-les-jours')).toMatchObject({ meals: 2 });
  });
});

describe('SPEC §8 bi-nutrition incompatibilities: the server’s codes become their French messages', () => {
  it('keeps the codes SPEC §8 knows, once each', () => {
    const reasons = reasonsOfViolations([{ code: 'overweight' }, { code: 'technical' }, { code: 'weird' }, {}]);
    expect(reasons).toEqual(['overweight']);
    expect(reasonMessages(['overweight', 'overweight'])).toEqual([
      'Votre chat est en surpoids : nous ne pouvons pas lui proposer de menu bi-nutrition. Demandez conseil à votre vétérinaire.',
    ]);
  });
});
