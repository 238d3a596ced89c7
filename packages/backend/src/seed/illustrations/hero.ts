/** The hero dog's head, front on, floppy ears (centre about 480 210, 270 wide): also on the dog food packshots. */
export const DOG_HEAD = `<ellipse cx="480" cy="212" rx="88" ry="80" fill="#AE9973"/>
<path d="M408 150C366 150 344 196 350 252C354 288 384 292 396 266C406 240 414 196 428 162C432 154 420 150 408 150Z" fill="#6B5530"/>
<path d="M552 150C594 150 616 196 610 252C606 288 576 292 564 266C554 240 546 196 532 162C528 154 540 150 552 150Z" fill="#6B5530"/>
<path d="M472 138C476 134 484 134 488 138L500 222H460Z" fill="#F7F3EE"/>
<ellipse cx="480" cy="252" rx="50" ry="36" fill="#F7F3EE"/>
<ellipse cx="442" cy="186" rx="11" ry="5" fill="#6B5530" transform="rotate(-12 442 186)"/>
<ellipse cx="518" cy="186" rx="11" ry="5" fill="#6B5530" transform="rotate(12 518 186)"/>
<circle cx="442" cy="206" r="10" fill="#1F1A14"/>
<circle cx="518" cy="206" r="10" fill="#1F1A14"/>
<circle cx="445" cy="202" r="3" fill="#FFFFFF"/>
<circle cx="521" cy="202" r="3" fill="#FFFFFF"/>
<path d="M461 234Q480 226 499 234Q497 250 480 256Q463 250 461 234Z" fill="#1F1A14"/>
<path d="M480 256V266M458 264Q469 278 480 266Q491 278 502 264" fill="none" stroke="#1F1A14" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;

/** The hero cat's head, ears included (centre about 770 290, 130 wide): also on the cat food packshots. */
export const CAT_HEAD = `<path d="M716 296L722 220Q724 210 732 216L768 254Z" fill="#5C5349" stroke="#5C5349" stroke-width="8" stroke-linejoin="round"/>
<path d="M824 296L818 220Q816 210 808 216L772 254Z" fill="#5C5349" stroke="#5C5349" stroke-width="8" stroke-linejoin="round"/>
<path d="M728 262L731 230L752 252Z" fill="#AE9973" stroke="#AE9973" stroke-width="4" stroke-linejoin="round"/>
<path d="M812 262L809 230L788 252Z" fill="#AE9973" stroke="#AE9973" stroke-width="4" stroke-linejoin="round"/>
<path d="M708 300C708 262 736 242 770 242C804 242 832 262 832 300C832 336 806 356 770 356C734 356 708 336 708 300Z" fill="#5C5349"/>
<path d="M760 250L762 266M770 248V266M780 250L778 266" fill="none" stroke="#1F1A14" stroke-opacity="0.3" stroke-width="4" stroke-linecap="round"/>
<ellipse cx="747" cy="296" rx="13" ry="11" fill="#AE9973"/>
<ellipse cx="793" cy="296" rx="13" ry="11" fill="#AE9973"/>
<ellipse cx="747" cy="296" rx="3.5" ry="9" fill="#1F1A14"/>
<ellipse cx="793" cy="296" rx="3.5" ry="9" fill="#1F1A14"/>
<circle cx="761" cy="330" r="11" fill="#F7F3EE"/>
<circle cx="779" cy="330" r="11" fill="#F7F3EE"/>
<path d="M763 316H777L770 325Z" fill="#AE9973" stroke="#AE9973" stroke-width="3" stroke-linejoin="round"/>
<path d="M748 326L706 318M748 334L708 340M792 326L834 318M792 334L832 340" fill="none" stroke="#F7F3EE" stroke-opacity="0.85" stroke-width="2.5" stroke-linecap="round"/>`;

/**
 * The home page's hero, drawn for the brand: « Un chien et un chat devant leurs gamelles », drawn by hand in
 * the brand's palette (gamelleTokens: #AE9973, #6B5530, #1F1A14, #5C5349, #F7F3EE, #2E6B34) — flat
 * shapes, soft shadows, leaves and a paw motif, no text and no font. `db/seed.ts` renders it to
 * `content/hero.webp` (1200 × 600). Kept as a string in a module, not a `.svg` file, so that the
 * seed reads it the same way from `src` (tests) and from the compiled `dist` (no file to copy).
 * Paste it into a `.svg` file to view or edit it.
 */
export const heroSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
  <defs>
    <filter id="soft" x="-20%" y="-100%" width="140%" height="300%"><feGaussianBlur stdDeviation="6"/></filter>
    <path id="leaf" d="M0 0C14-16 42-18 60 0C42 18 14 16 0 0Z"/>
    <g id="paw"><ellipse cx="0" cy="10" rx="15" ry="12"/><ellipse cx="-16" cy="-8" rx="6" ry="8"/><ellipse cx="-6" cy="-18" rx="6" ry="8"/><ellipse cx="6" cy="-18" rx="6" ry="8"/><ellipse cx="16" cy="-8" rx="6" ry="8"/></g>
  </defs>
  <rect width="1200" height="600" fill="#F7F3EE"/>
  <!-- floor -->
  <rect y="430" width="1200" height="170" fill="#AE9973" fill-opacity="0.14"/>
  <!-- backdrop arch -->
  <path d="M320 430V370A300 300 0 0 1 920 370V430Z" fill="#AE9973" fill-opacity="0.22"/>
  <!-- faint paw motif -->
  <g fill="#AE9973" fill-opacity="0.3">
    <use href="#paw" transform="translate(990 90) rotate(20)"/>
    <use href="#paw" transform="translate(1060 150) rotate(30)"/>
    <use href="#paw" transform="translate(1000 215) rotate(15)"/>
    <use href="#paw" transform="translate(200 120) rotate(-20)"/>
    <use href="#paw" transform="translate(140 200) rotate(-30)"/>
  </g>
  <!-- left sprig -->
  <g fill="#2E6B34">
    <path d="M210 456C196 400 200 330 232 262" fill="none" stroke="#2E6B34" stroke-width="5" stroke-linecap="round"/>
    <use href="#leaf" transform="translate(203 430) rotate(-150)"/>
    <use href="#leaf" transform="translate(202 400) rotate(-30)" fill-opacity="0.8"/>
    <use href="#leaf" transform="translate(204 360) rotate(-155)" fill-opacity="0.8"/>
    <use href="#leaf" transform="translate(210 325) rotate(-35)"/>
    <use href="#leaf" transform="translate(218 298) rotate(-140)" fill-opacity="0.8"/>
    <use href="#leaf" transform="translate(231 264) rotate(-70) scale(0.8)"/>
  </g>
  <!-- right sprig -->
  <g fill="#2E6B34">
    <path d="M1012 456C1022 410 1016 360 994 310" fill="none" stroke="#2E6B34" stroke-width="5" stroke-linecap="round"/>
    <use href="#leaf" transform="translate(1016 440) rotate(-25)" fill-opacity="0.8"/>
    <use href="#leaf" transform="translate(1017 405) rotate(-160)"/>
    <use href="#leaf" transform="translate(1012 370) rotate(-40)"/>
    <use href="#leaf" transform="translate(1003 338) rotate(-150)" fill-opacity="0.8"/>
    <use href="#leaf" transform="translate(995 312) rotate(-105) scale(0.8)"/>
  </g>
  <!-- pots -->
  <g filter="url(#soft)" fill="#1F1A14" fill-opacity="0.14"><ellipse cx="210" cy="518" rx="46" ry="7"/><ellipse cx="1012" cy="518" rx="46" ry="7"/></g>
  <g>
    <path d="M174 462H246L236 514Q210 520 184 514Z" fill="#FFFFFF"/>
    <rect x="168" y="452" width="84" height="18" rx="6" fill="#AE9973"/>
    <path d="M976 462H1048L1038 514Q1012 520 986 514Z" fill="#FFFFFF"/>
    <rect x="970" y="452" width="84" height="18" rx="6" fill="#AE9973"/>
  </g>
  <!-- shadows -->
  <g fill="#1F1A14" fill-opacity="0.14" filter="url(#soft)">
    <ellipse cx="480" cy="474" rx="150" ry="12"/>
    <ellipse cx="770" cy="474" rx="110" ry="10"/>
    <ellipse cx="480" cy="562" rx="120" ry="10"/>
    <ellipse cx="770" cy="556" rx="85" ry="9"/>
  </g>

  <!-- DOG -->
  <g>
    <path d="M590 462C640 456 662 404 642 362" fill="none" stroke="#AE9973" stroke-width="22" stroke-linecap="round"/>
    <path d="M420 284C394 300 370 352 361 410C355 446 358 466 370 472H590C602 466 605 446 599 410C590 352 566 300 540 284Z" fill="#AE9973"/>
    <path d="M366 400C376 372 410 372 424 404C434 430 426 462 404 472H370C356 462 356 428 366 400Z" fill="#6B5530" fill-opacity="0.14"/>
    <path d="M594 400C584 372 550 372 536 404C526 430 534 462 556 472H590C604 462 604 428 594 400Z" fill="#6B5530" fill-opacity="0.14"/>
    <ellipse cx="366" cy="466" rx="30" ry="11" fill="#AE9973"/>
    <ellipse cx="594" cy="466" rx="30" ry="11" fill="#AE9973"/>
    <path d="M480 296C461 296 450 322 454 352C458 378 469 394 480 402C491 394 502 378 506 352C510 322 499 296 480 296Z" fill="#F7F3EE"/>
    <path d="M474 404Q480 398 486 404V470H474Z" fill="#6B5530" fill-opacity="0.3"/>
    <path d="M432 392V456M528 392V456" stroke="#6B5530" stroke-opacity="0.3" stroke-width="4" stroke-linecap="round"/>
    <ellipse cx="450" cy="466" rx="22" ry="10" fill="#F7F3EE"/>
    <ellipse cx="510" cy="466" rx="22" ry="10" fill="#F7F3EE"/>
    <rect x="423" y="278" width="114" height="18" rx="9" fill="#2E6B34"/>
    <circle cx="480" cy="308" r="11" fill="#AE9973" stroke="#6B5530" stroke-width="3"/>
    <!-- head -->
    ${DOG_HEAD}
  </g>

  <!-- CAT -->
  <g>
    <path d="M830 464C900 474 936 432 918 394C908 374 888 376 886 392" fill="none" stroke="#5C5349" stroke-width="18" stroke-linecap="round"/>
    <path d="M742 342C722 362 707 408 703 448C701 462 704 470 712 472H828C836 470 839 462 837 448C833 408 818 362 798 342Z" fill="#5C5349"/>
    <path d="M707 424C713 400 738 398 748 420C756 440 748 462 732 472H712C702 462 702 442 707 424Z" fill="#1F1A14" fill-opacity="0.16"/>
    <path d="M833 424C827 400 802 398 792 420C784 440 792 462 808 472H828C838 462 838 442 833 424Z" fill="#1F1A14" fill-opacity="0.16"/>
    <ellipse cx="710" cy="467" rx="20" ry="8" fill="#5C5349"/>
    <ellipse cx="830" cy="467" rx="20" ry="8" fill="#5C5349"/>
    <path d="M770 352C754 352 748 378 751 408C753 428 762 436 770 440C778 436 787 428 789 408C792 378 786 352 770 352Z" fill="#F7F3EE"/>
    <path d="M767 444Q770 440 773 444V470H767Z" fill="#1F1A14" fill-opacity="0.3"/>
    <path d="M743 424V458M797 424V458" stroke="#1F1A14" stroke-opacity="0.3" stroke-width="3.5" stroke-linecap="round"/>
    <ellipse cx="756" cy="467" rx="15" ry="8" fill="#F7F3EE"/>
    <ellipse cx="784" cy="467" rx="15" ry="8" fill="#F7F3EE"/>
    <!-- ears -->
    ${CAT_HEAD}
  </g>

  <!-- dog bowl -->
  <g transform="translate(0 30)">
    <path d="M368 478L390 526Q480 540 570 526L592 478Z" fill="#6B5530"/>
    <path d="M375 494L382 508Q480 522 578 508L585 494Q480 506 375 494Z" fill="#AE9973"/>
    <ellipse cx="480" cy="478" rx="112" ry="16" fill="#6B5530"/>
    <ellipse cx="480" cy="477" rx="100" ry="11" fill="#1F1A14" fill-opacity="0.55"/>
    <g fill="#AE9973">
      <circle cx="420" cy="472" r="9"/><circle cx="440" cy="466" r="9"/><circle cx="462" cy="462" r="9"/><circle cx="484" cy="460" r="9"/>
      <circle cx="506" cy="462" r="9"/><circle cx="527" cy="466" r="9"/><circle cx="545" cy="472" r="9"/>
      <circle cx="452" cy="474" r="9"/><circle cx="474" cy="472" r="9"/><circle cx="496" cy="472" r="9"/><circle cx="518" cy="475" r="9"/>
    </g>
    <g fill="#6B5530">
      <circle cx="450" cy="457" r="8"/><circle cx="473" cy="452" r="8"/><circle cx="495" cy="453" r="8"/><circle cx="516" cy="458" r="8"/>
      <circle cx="432" cy="470" r="7"/><circle cx="537" cy="470" r="7"/>
    </g>
  </g>
  <!-- cat bowl -->
  <g transform="translate(0 28)">
    <path d="M705 484L722 522Q770 534 818 522L835 484Z" fill="#FFFFFF"/>
    <path d="M710 496L715 506Q770 516 825 506L830 496Q770 505 710 496Z" fill="#AE9973"/>
    <ellipse cx="770" cy="484" rx="65" ry="11" fill="#FFFFFF"/>
    <ellipse cx="770" cy="483" rx="56" ry="7" fill="#6B5530" fill-opacity="0.5"/>
    <g fill="#6B5530">
      <circle cx="742" cy="478" r="6"/><circle cx="756" cy="474" r="6"/><circle cx="770" cy="472" r="6"/><circle cx="784" cy="474" r="6"/><circle cx="798" cy="478" r="6"/>
    </g>
    <g fill="#AE9973"><circle cx="763" cy="467" r="5.5"/><circle cx="777" cy="467" r="5.5"/></g>
  </g>
  <!-- scattered kibble -->
  <g fill="#6B5530">
    <circle cx="622" cy="548" r="6"/><circle cx="642" cy="560" r="5"/><circle cx="606" cy="566" r="5"/>
    <circle cx="318" cy="556" r="5"/><circle cx="890" cy="548" r="5"/>
  </g>
  <g fill="#AE9973"><circle cx="628" cy="576" r="5"/><circle cx="333" cy="570" r="5"/><circle cx="905" cy="560" r="4.5"/></g>
</svg>
`;
