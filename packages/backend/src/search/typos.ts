import damerauLevenshtein from 'damerau-levenshtein';

/**
 * Typo tolerance of the search service: the words of a query that the index does
 * not know are corrected to the nearest word of its vocabulary, as Algolia and Meilisearch do.
 *
 * Distance: optimal string alignment (the restricted Damerau–Levenshtein distance): an insertion,
 * a deletion, a substitution or two neighbouring letters swapped each count as one typo, so
 * « chein » is one typo from « chien » (plain Levenshtein counts two).
 */
export function typoDistance(a: string, b: string): number {
  return damerauLevenshtein(a, b).steps;
}

/** Typos allowed in a word, by its length (Meilisearch's rule): none under 4 letters, 1 up to 7, 2 from 8. */
export function typoBudget(word: string): number {
  const length = [...word].length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/** A word with a digit (« 12kg », « 2 ») is a quantity or a reference: never corrected nor offered. */
const HAS_DIGIT = /\d/;

/**
 * The words of one language's index, built with the index: every word of the searched texts
 * (folded as the index folds them, unstemmed) with the number of products that have it, and the
 * stems the index holds (what a query word must meet to be found).
 */
export class Vocabulary {
  /** Word → number of products whose searched texts have it. */
  private readonly frequencies = new Map<string, number>();
  /** Words by length, so a correction only measures the words whose length is within its budget. */
  private readonly byLength = new Map<number, string[]>();
  private readonly stems = new Set<string>();
  private sortedStems: string[] = [];

  /** Adds one product's words (each counted once) and their stems. */
  addProduct(words: Iterable<{ word: string; stem: string }>): void {
    const seen = new Set<string>();
    for (const { word, stem } of words) {
      this.stems.add(stem);
      if (seen.has(word)) continue;
      seen.add(word);
      const count = this.frequencies.get(word) ?? 0;
      this.frequencies.set(word, count + 1);
      if (count === 0 && !HAS_DIGIT.test(word)) {
        const length = [...word].length;
        const list = this.byLength.get(length);
        if (list) list.push(word);
        else this.byLength.set(length, [word]);
      }
    }
    this.sortedStems = [];
  }

  get size(): number {
    return this.frequencies.size;
  }

  frequency(word: string): number {
    return this.frequencies.get(word) ?? 0;
  }

  /**
   * Whether the index finds a stem as it is: a stem of the index, or the start of one (the index
   * matches prefixes, so « croq » typed so far is not a typo).
   */
  knows(stem: string): boolean {
    if (this.stems.has(stem)) return true;
    if (this.sortedStems.length !== this.stems.size) this.sortedStems = [...this.stems].sort();
    let low = 0;
    let high = this.sortedStems.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.sortedStems[middle] as string) < stem) low = middle + 1;
      else high = middle;
    }
    return this.sortedStems[low]?.startsWith(stem) ?? false;
  }

  /**
   * The word of the vocabulary nearest to `word` within `maxTypos` (OSA distance), the most frequent
   * one on a tie (then the first in alphabetical order, so the answer never depends on the order
   * the products came in); undefined when none is that near, or for a word with a digit.
   */
  nearest(word: string, maxTypos: number): string | undefined {
    if (maxTypos <= 0 || HAS_DIGIT.test(word)) return undefined;
    const length = [...word].length;
    let best: string | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    let bestFrequency = 0;
    for (let candidateLength = length - maxTypos; candidateLength <= length + maxTypos; candidateLength++) {
      for (const candidate of this.byLength.get(candidateLength) ?? []) {
        const distance = typoDistance(word, candidate);
        if (distance > maxTypos || distance > bestDistance) continue;
        const frequency = this.frequencies.get(candidate) ?? 0;
        if (
          best === undefined ||
          distance < bestDistance ||
          frequency > bestFrequency ||
          (frequency === bestFrequency && candidate < best)
        ) {
          best = candidate;
          bestDistance = distance;
          bestFrequency = frequency;
        }
      }
    }
    return best;
  }
}
