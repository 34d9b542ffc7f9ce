import { define } from '../src/base/index.js';
import { PbParallax as ParallaxElement } from '../src/components/parallax/index.js';

/**
 * A parallax band (MFT §1, §9): a background image that moves at 0.3 of the scroll behind the band's content.
 * The image is the band's first child `<img>` (its `alt` kept: write `alt=""` for a decorative one), or, without
 * one, an `<img alt="" loading="lazy">` the element adds for the `image` attribute. It is cropped to the band
 * (`object-fit: cover`) and stacked under the content; the band clips it (`overflow: clip`, never `hidden`, so
 * `position: sticky` inside keeps working).
 *
 * Over the band's travel through the viewport (from its top at the viewport's bottom to its bottom at the
 * viewport's top) the image moves down by 0.3 of the scroll, so it rises at 0.7 of the page's speed. It is
 * 1 + 0.3 x travel tall (130 % of the band plus 30 % of the viewport, bottom-aligned), so it covers the band at
 * every scroll position. Paths, from pb-motion's runtime: where the browser has scroll-driven animations the band's
 * view timeline moves it on the compositor, from the first paint (the rules are in pb.css); elsewhere, under an
 * ancestor with `overflow: hidden/auto`, or with the page config's `"motion": { "compositor": false }`, the one
 * frame scheduler's scroll task moves it (no scroll listener of its own). `data-pb-parallax` on the band names the
 * path: `compositor`, `frame` or `still`. Reduced motion: the image is the band's size and does not move.
 *
 * No layout shift: the band is a block with its own content's height before and after the upgrade, and the image
 * is positioned out of the flow with the same box throughout.
 *
 * @summary A band whose background image moves at 0.3 of the scroll behind its content.
 * @tag pb-parallax
 * @attr {string} [image] - The image's URL, when the band has no `<img>` as its first child (which then wins, with a warning).
 * @slot - The band's content, over the image; its first child `<img>` is the image.
 */
export class PbParallax extends ParallaxElement {}

define('pb-parallax', PbParallax);

declare global {
  interface HTMLElementTagNameMap {
    'pb-parallax': PbParallax;
  }
}
