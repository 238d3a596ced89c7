import { Art } from './Art';
import { CatFace } from './animals';

/** The orders list's drawing before a first order: a cat peeking out of a parcel. */
export function CatInParcel({ className }: { className?: string }) {
  return (
    <Art viewBox="644 186 252 262" className={className}>
      <ellipse className="m" cx="770" cy="438" rx="110" ry="7" opacity="0.15" />
      <path className="s" d="M680 340L660 306H880L860 340Z" />
      <g transform="translate(0 -14)">
        <CatFace />
      </g>
      <g className="c">
        <ellipse cx="746" cy="340" rx="15" ry="10" />
        <ellipse cx="794" cy="340" rx="15" ry="10" />
      </g>
      <rect className="a" x="680" y="340" width="180" height="96" rx="6" />
      <rect className="s" x="756" y="340" width="28" height="96" opacity="0.35" />
      <rect className="w" x="800" y="380" width="44" height="32" rx="4" />
      <path className="a" d="M808 392H836M808 402H826" fill="none" stroke="currentColor" strokeWidth="3" />
      <path className="s" d="M680 340L650 372L672 380L700 340ZM860 340L890 372L868 380L840 340Z" opacity="0.8" />
    </Art>
  );
}
