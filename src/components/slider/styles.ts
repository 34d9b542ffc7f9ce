/**
 * Shadow styles for `<pb-slider>` and `<pb-carousel>`, and the document styles
 * that make a not-yet-defined slider take the same box. Slides stack in one grid
 * cell (fade) or sit in a row (slide), so the element is as tall as its tallest
 * slide before, during and after the upgrade, and a move never changes the
 * height. Controls float over the slides; only the thumbnails strip takes room,
 * a fixed height that the pre-upgrade styles reserve. Moves run on the
 * compositor: opacity for the fade, transform for the slide.
 */
import { SLIDE_TAG, SLIDER_TAG } from './types.js';

const v = {
  padding: 'var(--pb-slide-padding, 4rem 8%)',
  background: 'var(--pb-slider-background, #2c3e50)',
  lightBackground: 'var(--pb-slider-light-background, #f4f4f4)',
  thumbHeight: 'var(--pb-slider-thumbnail-height, 4rem)',
};

export const styles = `
:host{position:relative}
::slotted(*){display:block}
.region{position:relative}
.viewport{overflow:hidden;touch-action:pan-y}
.track{--pb-sign:-1;display:flex}
:host(:dir(rtl)) .track{--pb-sign:1}
.fade .track{display:grid}
.fade .slide{grid-area:1/1;visibility:hidden}
.fade .slide[data-shown],.fade .slide[data-leaving]{visibility:visible}
.fade .slide[data-shown]{z-index:1;animation:pb-fade var(--pb-duration) ease-in-out}
.moves .track{transform:translateX(calc(var(--pb-sign)*100%*var(--pb-first)/var(--pb-columns,1)));transition:transform var(--pb-duration) ease-in-out}
.slide{box-sizing:border-box;flex:0 0 calc(100%/var(--pb-columns,1));min-width:0;background:center/cover no-repeat}
@keyframes pb-fade{from{opacity:0}}
@media (prefers-reduced-motion:reduce){.track,.slide{transition:none!important;animation:none!important}}
button{display:grid;place-items:center;margin:0;padding:0;border:0;font:inherit;color:inherit;background:none;cursor:pointer}
button:focus-visible{outline:var(--pb-slider-focus-ring,2px solid #0c71c3);outline-offset:2px}
svg{width:1.5rem;height:1.5rem;fill:none;stroke:currentColor;stroke-width:2}
.rotation svg{fill:currentColor;stroke:none}
.rotation,.arrow{position:absolute;z-index:2;width:2.75rem;height:2.75rem;border-radius:50%;color:var(--pb-slider-control-color,#fff);background:var(--pb-slider-control-background,rgb(0 0 0 / .35))}
[data-layout=light]>.rotation,[data-layout=light]>.arrow,[data-layout=light]>.dots{--pb-slider-control-color:#222;--pb-slider-control-background:rgb(255 255 255 / .6)}
.rotation{top:.5rem;inset-inline-end:.5rem}
.arrow{top:calc(50% - 1.375rem)}
.prev{inset-inline-start:.5rem}
.next{inset-inline-end:.5rem}
:host(:dir(rtl)) .arrow svg{transform:scaleX(-1)}
.dots{position:absolute;z-index:2;inset-inline:0;bottom:.5rem;display:flex;justify-content:center;gap:.25rem;color:var(--pb-slider-control-color,#fff)}
.dot{width:1.5rem;height:1.5rem}
.dot::before{content:'';width:.6rem;height:.6rem;border-radius:50%;border:2px solid;box-sizing:border-box}
.dot[aria-current]::before{background:currentColor}
.thumbnails{display:flex;gap:2px;height:${v.thumbHeight};overflow-x:auto}
.thumbnail{flex:0 0 calc(${v.thumbHeight}*16/9);height:100%;opacity:.6;background:#000}
.thumbnail[aria-current]{opacity:1}
.thumbnail img{width:100%;height:100%;object-fit:cover}
`;

/** The slider's own look: each slide a padded box in its layout's colours. */
export const sliderStyles = `${styles}
.slide{padding:${v.padding};background-color:${v.background};color:#fff}
.slide[data-layout=light]{background-color:${v.lightBackground};color:#222}
`;

const pending = `${SLIDER_TAG}:not(:defined)`;

/**
 * For the document, before the script has defined `<pb-slider>`: every slide
 * in one grid cell, as after the upgrade, and only the first one visible.
 */
export const lightStyles = `
${pending}{display:grid}
${pending}>*{display:none}
${pending}>${SLIDE_TAG}{display:block;grid-area:1/1;visibility:hidden;padding:${v.padding};background:${v.background};color:#fff}
${pending}>${SLIDE_TAG}[layout=light]{background:${v.lightBackground};color:#222}
${pending}>${SLIDE_TAG}:first-of-type{visibility:visible}
${pending}:is([thumbnails],:has(>${SLIDE_TAG} video)):has(>${SLIDE_TAG}+${SLIDE_TAG}){padding-bottom:${v.thumbHeight}}
`;
