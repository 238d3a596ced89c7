import { Art } from './Art';
import { DogFace } from './animals';

/** The search's drawing when nothing is found: a dog, head tilted, behind a magnifying glass. */
export function SearchingDog({ className }: { className?: string }) {
  return (
    <Art viewBox="334 116 350 210" className={className}>
      <g transform="rotate(-10 480 212)">
        <DogFace />
      </g>
      <circle className="w" cx="612" cy="262" r="34" opacity="0.7" />
      <path className="t" d="M637 287L672 318" fill="none" stroke="currentColor" strokeWidth="16" />
      <circle className="s" cx="612" cy="262" r="34" fill="none" stroke="currentColor" strokeWidth="10" />
      <path className="w" d="M592 252Q596 240 608 237" fill="none" stroke="currentColor" strokeWidth="5" />
    </Art>
  );
}
