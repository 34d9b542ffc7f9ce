/**
 * `<pb-parallax>`'s rules, the same before and after the upgrade (pb.css and pb.js's pending rules, and adopted by
 * the element itself for a page without them), so the image's box never moves when the script arrives.
 *
 * The band clips its image (`overflow: clip`, which makes no scroll container: `position: sticky` inside still
 * works) and stacks it under its content. The image is `1 + 0.3 x travel` tall: 130 % of the band plus 30 % of the
 * viewport, bottom-aligned, so moving from 0 to 0.3 x (band + viewport) over the travel it covers the band at every
 * scroll position. Where the browser has scroll-driven animations the band's view timeline moves it from the first
 * paint (the compositor path; `data-pb-parallax="frame"` hands it to the frame scheduler instead); before that and
 * elsewhere it rests half way. Reduced motion: the image is the band's size and still.
 * Every selector is in `:where()`, so any rule of the page wins.
 */
import { PARALLAX } from '../../core/constants/entrance.js';

const f = PARALLAX.factor;
const pct = (n: number): string => `${Math.round(n * 1e4) / 1e4}`;
/** 0.3 x (band + viewport), in % of the image's own height (1.3 band + 0.3 viewport) plus vh. */
const share = pct((100 * f) / (1 + f));
const end = `translate3d(0, calc(${share}% + ${share}vh), 0)`;
const rest = `translate3d(0, calc(${pct(+share / 2)}% + ${pct(+share / 2)}vh), 0)`;
const band = ':where(pb-parallax)';
const image = `${band} > :where(img:first-child)`;
const moving =
  ':where(pb-parallax:not([data-pb-parallax="frame"], [data-pb-parallax="still"])) > :where(img:first-child)';

export const lightStyles = `
${band} {
  display: block;
  position: relative;
  isolation: isolate;
  overflow: clip;
  view-timeline: --pb-parallax block;
}
${image} {
  position: absolute;
  left: 0;
  bottom: 0;
  z-index: -1;
  width: 100%;
  max-width: none;
  height: calc(${pct(100 * (1 + f))}% + ${pct(100 * f)}vh);
  object-fit: cover;
  pointer-events: none;
  user-select: none;
  transform: ${rest};
}
@media (prefers-reduced-motion: reduce) {
  ${image} {
    height: 100%;
    transform: none;
  }
}
@supports (animation-timeline: view()) {
  @media (prefers-reduced-motion: no-preference) {
    ${moving} {
      animation: pb-parallax linear both;
      animation-timeline: --pb-parallax;
      animation-range: cover 0% cover 100%;
    }
  }
}
@keyframes pb-parallax {
  from { transform: translate3d(0, 0, 0); }
  to { transform: ${end}; }
}
`;
