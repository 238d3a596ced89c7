import { Art } from './Art';

/** A dog's face, front on, floppy ears (the home page's hero dog), in the hero's coordinates. */
export function DogFace() {
  return (
    <>
      <ellipse className="a" cx="480" cy="212" rx="88" ry="80" />
      <path
        className="s"
        d="M408 150C366 150 344 196 350 252C354 288 384 292 396 266C406 240 414 196 428 162C432 154 420 150 408 150ZM552 150C594 150 616 196 610 252C606 288 576 292 564 266C554 240 546 196 532 162C528 154 540 150 552 150Z"
      />
      <path className="c" d="M472 138C476 134 484 134 488 138L500 222H460Z" />
      <ellipse className="c" cx="480" cy="252" rx="50" ry="36" />
      <g className="s">
        <ellipse cx="442" cy="186" rx="11" ry="5" transform="rotate(-12 442 186)" />
        <ellipse cx="518" cy="186" rx="11" ry="5" transform="rotate(12 518 186)" />
      </g>
      <g className="t">
        <circle cx="442" cy="206" r="10" />
        <circle cx="518" cy="206" r="10" />
        <path d="M461 234Q480 226 499 234Q497 250 480 256Q463 250 461 234Z" />
      </g>
      <g className="w">
        <circle cx="445" cy="202" r="3" />
        <circle cx="521" cy="202" r="3" />
      </g>
      <path
        className="t"
        d="M480 256V266M458 264Q469 278 480 266Q491 278 502 264"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
      />
    </>
  );
}

/** A tabby cat's face, front on, pointed ears and gold eyes (the hero's cat), in the hero's coordinates. */
export function CatFace() {
  return (
    <>
      <path
        className="m"
        d="M716 296L722 220Q724 210 732 216L768 254ZM824 296L818 220Q816 210 808 216L772 254Z"
        stroke="currentColor"
        strokeWidth="8"
      />
      <path
        className="a"
        d="M728 262L731 230L752 252ZM812 262L809 230L788 252Z"
        stroke="currentColor"
        strokeWidth="4"
      />
      <path
        className="m"
        d="M708 300C708 262 736 242 770 242C804 242 832 262 832 300C832 336 806 356 770 356C734 356 708 336 708 300Z"
      />
      <path
        className="t"
        d="M760 250L762 266M770 248V266M780 250L778 266"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        opacity="0.3"
      />
      <g className="a">
        <ellipse cx="747" cy="296" rx="13" ry="11" />
        <ellipse cx="793" cy="296" rx="13" ry="11" />
      </g>
      <g className="t">
        <ellipse cx="747" cy="296" rx="3.5" ry="9" />
        <ellipse cx="793" cy="296" rx="3.5" ry="9" />
      </g>
      <g className="c">
        <circle cx="761" cy="330" r="11" />
        <circle cx="779" cy="330" r="11" />
      </g>
      <path className="a" d="M763 316H777L770 325Z" stroke="currentColor" strokeWidth="3" />
      <path
        className="c"
        d="M748 326L716 320M748 334L718 338M792 326L824 320M792 334L822 338"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        opacity="0.85"
      />
    </>
  );
}

/** The dog category's drawing: a dog's head. */
export function DogHead({ className }: { className?: string }) {
  return (
    <Art viewBox="340 126 280 170" className={className}>
      <DogFace />
    </Art>
  );
}

/** The cat category's drawing: a cat's head. */
export function CatHead({ className }: { className?: string }) {
  return (
    <Art viewBox="700 206 140 156" className={className}>
      <CatFace />
    </Art>
  );
}
