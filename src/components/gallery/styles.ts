/** `<pb-gallery>`'s shadow styles and its pre-upgrade document rules (no layout shift on upgrade). */
import { GALLERY } from '../../core/constants/portfolio.js';
import { lightRules } from '../paging/light.js';
import { pagingLook } from '../paging/styles.js';

const look = { prefix: 'gallery', columnMin: '10rem', gap: '1rem' };
const thumbs = 'padding-bottom: var(--pb-slider-thumbnail-height, 4rem);';

/**
 * Slider layout: until `<pb-slider>` is defined (its module loads after the gallery's), its slides stack in one
 * cell with the first one shown, as the slider lays them out; each slide is a grid, so an item is blockified
 * exactly as it was as a grid item of the gallery before the upgrade. Slides have no padding of their own: an
 * item's own styles apply the same before and after the upgrade.
 */
const slider = `
pb-slider {
  --pb-slide-padding: 0;
}
pb-slide {
  display: grid;
  min-width: 0;
}
pb-slider:not(:defined) {
  display: grid;
}
pb-slider:not(:defined) > pb-slide {
  grid-area: 1 / 1;
  align-self: start;
  visibility: hidden;
}
pb-slider:not(:defined) > :first-child {
  visibility: visible;
}
pb-slider[thumbnails]:not(:defined):has(> * + *) {
  ${thumbs}
}
`;

/** Its own sheet, after the shared paging sheet (`pagingStyles`): the look of its bars and grid, and the slider layout. */
export const styles: string = /* @__PURE__ */ `${pagingLook(look)}${slider}`;

/** The slider layout before the upgrade: the items stacked in one cell, the first one shown, as the slider will. */
const s = 'pb-gallery[layout=slider]:not(:defined)';
const withSlider = (grid: string): string => `${grid}
${s} {
  display: grid;
}
${s} > * {
  grid-area: 1 / 1;
  align-self: start;
  min-width: 0;
  visibility: hidden;
}
${s} > :first-child {
  visibility: visible;
}
${s}[thumbnails]:has(> * + *) {
  ${thumbs}
}
`;

// Both calls pure, so an element chunk that imports only `styles` carries none of this (pb.js does).
export const lightStyles: string = /* @__PURE__ */ withSlider(
  /* @__PURE__ */ lightRules('pb-gallery:not([layout=slider])', look, GALLERY.perPage, false),
);
