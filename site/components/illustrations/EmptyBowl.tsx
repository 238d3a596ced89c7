import { Art } from './Art';

/** The empty cart's drawing: an empty bowl, a crumb or two beside it. */
export function EmptyBowl({ className }: { className?: string }) {
  return (
    <Art viewBox="0 0 120 84" className={className}>
      <ellipse className="m" cx="60" cy="74" rx="46" ry="5" opacity="0.15" />
      <path className="s" d="M14 40L24 68Q60 76 96 68L106 40Z" />
      <path className="a" d="M17 48L20 56Q60 64 100 56L103 48Q60 56 17 48Z" />
      <ellipse className="s" cx="60" cy="40" rx="47" ry="9" />
      <ellipse className="t" cx="60" cy="40" rx="40" ry="5.5" opacity="0.55" />
      <g className="a">
        <circle cx="104" cy="72" r="3.5" />
        <circle cx="16" cy="74" r="3" />
      </g>
      <path className="a" d="M40 14L44 24M60 8V22M80 14L76 24" fill="none" stroke="currentColor" strokeWidth="3" />
    </Art>
  );
}
