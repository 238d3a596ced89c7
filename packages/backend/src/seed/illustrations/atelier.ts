/**
 * The home page's workshop, drawn for the brand: bags of kibble and tins on shelves in a bright warehouse,
 * drawn by hand in the brand's palette (gamelleTokens), the bags those of the product pictures
 * (`images.ts`), no text and no font. `db/seed.ts` renders it to `content/atelier.webp`
 * (1200 × 600). A string in a module for the same reason as `hero.ts`.
 */
export const atelierSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
  <defs>
    <filter id="soft" x="-20%" y="-100%" width="140%" height="300%"><feGaussianBlur stdDeviation="6"/></filter>
    <path id="leaf" d="M0 0C14-16 42-18 60 0C42 18 14 16 0 0Z"/>
    <g id="paw"><ellipse cx="0" cy="10" rx="15" ry="12"/><ellipse cx="-16" cy="-8" rx="6" ry="8"/><ellipse cx="-6" cy="-18" rx="6" ry="8"/><ellipse cx="6" cy="-18" rx="6" ry="8"/><ellipse cx="16" cy="-8" rx="6" ry="8"/></g>
    <g id="bag">
      <path d="M5 0H57L62 72Q31 78 0 72Z"/>
      <rect x="5" width="52" height="10" rx="3" fill="#1F1A14" fill-opacity="0.22"/>
      <rect x="15" y="28" width="32" height="28" rx="5" fill="#FFFFFF" fill-opacity="0.9"/>
      <use href="#paw" transform="translate(31 43) scale(0.42)" fill="#1F1A14" fill-opacity="0.35"/>
    </g>
    <g id="tin">
      <rect width="40" height="46" rx="6"/>
      <rect y="14" width="40" height="18" fill="#FFFFFF" fill-opacity="0.85"/>
      <rect width="40" height="6" rx="3" fill="#1F1A14" fill-opacity="0.2"/>
    </g>
    <g id="window">
      <rect width="200" height="110" rx="8" fill="#FFFFFF"/>
      <path d="M67 0V110M133 0V110M0 55H200" stroke="#AE9973" stroke-width="5"/>
      <rect width="200" height="110" rx="8" fill="none" stroke="#AE9973" stroke-width="8"/>
    </g>
    <g id="unit">
      <rect x="0" y="0" width="12" height="304" rx="4" fill="#6B5530"/>
      <rect x="388" y="0" width="12" height="304" rx="4" fill="#6B5530"/>
      <rect x="-6" y="80" width="412" height="12" rx="4" fill="#6B5530"/>
      <rect x="-6" y="190" width="412" height="12" rx="4" fill="#6B5530"/>
      <rect x="-6" y="292" width="412" height="12" rx="4" fill="#6B5530"/>
      <rect x="-6" y="0" width="412" height="10" rx="4" fill="#6B5530"/>
    </g>
  </defs>
  <rect width="1200" height="600" fill="#F7F3EE"/>
  <!-- windows and light -->
  <use href="#window" x="140" y="36"/>
  <use href="#window" x="380" y="36"/>
  <use href="#window" x="620" y="36"/>
  <use href="#window" x="860" y="36"/>
  <!-- floor -->
  <rect y="474" width="1200" height="126" fill="#AE9973" fill-opacity="0.2"/>
  <g fill="#FFFFFF" fill-opacity="0.45">
    <path d="M150 146H330L470 600H260Z"/>
    <path d="M390 146H570L710 600H500Z"/>
    <path d="M630 146H810L950 600H740Z"/>
    <path d="M870 146H1050L1190 600H980Z"/>
  </g>
  <!-- brand emblem on the wall -->
  <circle cx="600" cy="300" r="52" fill="#AE9973"/>
  <circle cx="600" cy="300" r="42" fill="none" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="3"/>
  <use href="#paw" transform="translate(600 300) scale(1.1)" fill="#FFFFFF"/>
  <!-- shadows -->
  <g fill="#1F1A14" fill-opacity="0.14" filter="url(#soft)">
    <ellipse cx="300" cy="478" rx="220" ry="10"/>
    <ellipse cx="900" cy="478" rx="220" ry="10"/>
    <ellipse cx="600" cy="560" rx="130" ry="10"/>
  </g>

  <!-- left shelving unit -->
  <g transform="translate(100 172)">
    <g transform="translate(28 8)">
      <use href="#bag" fill="#AE9973"/>
      <use href="#bag" x="74" fill="#2E6B34"/>
      <use href="#bag" x="148" fill="#6B5530"/>
      <use href="#bag" x="222" fill="#AE9973"/>
      <use href="#bag" x="296" fill="#5C5349"/>
    </g>
    <g transform="translate(30 144)">
      <use href="#tin" fill="#2E6B34"/><use href="#tin" x="48" fill="#2E6B34"/><use href="#tin" x="96" fill="#AE9973"/>
      <use href="#tin" x="24" y="-46" fill="#AE9973"/><use href="#tin" x="72" y="-46" fill="#6B5530"/>
      <use href="#tin" x="196" fill="#6B5530"/><use href="#tin" x="244" fill="#5C5349"/><use href="#tin" x="292" fill="#AE9973"/>
      <use href="#tin" x="220" y="-46" fill="#2E6B34"/><use href="#tin" x="268" y="-46" fill="#AE9973"/>
    </g>
    <g transform="translate(40 220)">
      <use href="#bag" fill="#6B5530"/>
      <use href="#bag" x="80" fill="#AE9973"/>
      <use href="#bag" x="160" fill="#2E6B34"/>
      <use href="#bag" x="240" fill="#6B5530"/>
    </g>
    <use href="#unit"/>
  </g>

  <!-- right shelving unit -->
  <g transform="translate(700 172)">
    <g transform="translate(40 8)">
      <use href="#bag" fill="#2E6B34"/>
      <use href="#bag" x="80" fill="#6B5530"/>
      <use href="#bag" x="160" fill="#AE9973"/>
      <use href="#bag" x="240" fill="#2E6B34"/>
    </g>
    <g transform="translate(28 118)">
      <use href="#bag" fill="#AE9973"/>
      <use href="#bag" x="74" fill="#5C5349"/>
      <use href="#bag" x="148" fill="#AE9973"/>
      <use href="#bag" x="222" fill="#6B5530"/>
      <use href="#bag" x="296" fill="#2E6B34"/>
    </g>
    <g transform="translate(40 246)">
      <use href="#tin" fill="#AE9973"/><use href="#tin" x="48" fill="#6B5530"/>
      <use href="#tin" x="24" y="-46" fill="#2E6B34"/>
      <use href="#tin" x="230" fill="#5C5349"/><use href="#tin" x="278" fill="#AE9973"/>
      <use href="#tin" x="254" y="-46" fill="#6B5530"/>
    </g>
    <use href="#unit"/>
  </g>

  <!-- plant on the left unit -->
  <g>
    <g fill="#2E6B34">
      <use href="#leaf" transform="translate(175 128) rotate(-160) scale(0.75)" fill-opacity="0.75"/>
      <use href="#leaf" transform="translate(175 128) rotate(-90) scale(0.85)" fill-opacity="0.75"/>
      <use href="#leaf" transform="translate(175 128) rotate(-20) scale(0.75)" fill-opacity="0.75"/>
      <use href="#leaf" transform="translate(175 128) rotate(-125) scale(0.9)"/>
      <use href="#leaf" transform="translate(175 128) rotate(-55) scale(0.9)"/>
    </g>
    <path d="M153 132H197L191 170H159Z" fill="#AE9973"/>
    <rect x="148" y="124" width="54" height="12" rx="4" fill="#6B5530"/>
  </g>
  <!-- bag on the right unit -->
  <use href="#bag" x="1000" y="100" fill="#AE9973"/>

  <!-- pallet with bags -->
  <g>
    <rect x="476" y="532" width="248" height="12" rx="3" fill="#AE9973"/>
    <rect x="486" y="544" width="24" height="12" fill="#6B5530"/>
    <rect x="588" y="544" width="24" height="12" fill="#6B5530"/>
    <rect x="690" y="544" width="24" height="12" fill="#6B5530"/>
    <rect x="476" y="554" width="248" height="10" rx="3" fill="#AE9973"/>
    <rect x="490" y="494" width="220" height="38" rx="16" fill="#6B5530"/>
    <rect x="500" y="458" width="200" height="38" rx="16" fill="#2E6B34"/>
    <rect x="516" y="422" width="168" height="38" rx="16" fill="#AE9973"/>
    <path d="M510 513H690M524 477H676M540 441H660" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="4" stroke-linecap="round"/>
  </g>
  <!-- kibble on the floor -->
  <g fill="#6B5530"><circle cx="770" cy="560" r="5"/><circle cx="786" cy="570" r="5"/><circle cx="430" cy="566" r="5"/></g>
  <g fill="#AE9973"><circle cx="760" cy="574" r="4.5"/><circle cx="444" cy="576" r="4.5"/></g>
</svg>
`;
