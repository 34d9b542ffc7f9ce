// React-free: the element renders nothing, so it loads only the element base and the fonts core.
import { define } from '../src/base/index.js';
import { FONTS_TAG, FontsElement } from '../src/components/fonts/element.js';

/**
 * Loads a web font for the page: from a fonts service as a stylesheet link
 * built from the `family`, its `styles` and its character sets (`subset`), or,
 * with `src`, from custom font files through the `FontFace` API (never an
 * injected `<style>@font-face`, which a `style-src 'self'` policy refuses).
 * The element renders nothing and takes no box; the page's own CSS names the
 * family, with fallbacks (`font-family: "Lora", Georgia, serif`).
 *
 * A request to another origin waits for consent: the fonts service is a third
 * party (a German court fined a site over this request, LG München I,
 * 3 O 17493/20), so the link is added only once the visitor allows the page
 * config's `fonts.category` (default marketing) or its `fonts.service`. Without
 * the consent manager on the page it is never added. Fonts on the page's own
 * origin (a self-hosted service at `fonts.url`, or custom files) load at once,
 * as does `"category": "functional"`. When consent is withdrawn the link (or
 * font) goes and the fallback font shows again.
 *
 * The page config's `fonts` object: `url` (the service's stylesheet endpoint,
 * default `https://fonts.googleapis.com/css`; a path means self-hosted),
 * `category` and `service`. The URL has the shape
 * `{url}?family=Open+Sans:400,700italic&subset=latin,latin-ext&display=swap`.
 *
 * `display` is the `font-display` value, default `swap`: the text shows at
 * once in the fallback font and takes the web font when it arrives, the only
 * reflow a web font costs (the element itself has no box, so it moves
 * nothing). `optional` avoids that swap at the cost of often not showing the
 * font on a first visit.
 *
 * @summary Web fonts from a fonts service after consent, or custom font files through FontFace.
 * @tag pb-fonts
 * @attr {string} family - A family name ("Open Sans"), or a font settings string ("Open Sans|700|on") whose weight and italic add a style. Missing or not a name: a warning, and nothing loads.
 * @attr {string} styles - Comma-separated styles: a weight 100-900 ("regular" 400, "bold" 700) and/or "italic" ("700italic"). Default 400. Other tokens: a warning, and they are left out. With `src`, the first is the file's weight and style.
 * @attr {string} subset - Comma-separated character sets asked of the service ("latin,latin-ext"). Default latin. Other tokens: a warning, and they are left out.
 * @attr {string} display - The `font-display` value: auto, block, swap (default), fallback or optional. Another value: a warning and swap.
 * @attr {string} src - Custom font files, separated by spaces: woff2, woff, ttf or otf URLs, tried in that order. eot files are ignored with a warning, as are other URLs. When set, the service is not asked.
 * @fires {CustomEvent} pb-fonts-load - The stylesheet or font has loaded. Detail `{ family, urls }`; bubbles and is composed, not cancelable.
 * @fires {CustomEvent} pb-fonts-error - It could not be loaded (a warning too); the fallback font stays. Detail `{ family, urls }`.
 */
export class PbFonts extends FontsElement {}

define(FONTS_TAG, PbFonts);

declare global {
  interface HTMLElementTagNameMap {
    'pb-fonts': PbFonts;
  }
}
