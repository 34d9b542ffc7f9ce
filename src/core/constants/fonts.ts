/**
 * Web and custom fonts (CCH §7). The spec names a fonts service, a family, styles and a character set, and the
 * custom font formats; the service URL, the display value and the consent category are this library's choices,
 * written down in README "Fonts".
 */
export const FONTS = {
  /** The fonts service's stylesheet endpoint (its CSS API v1 shape: `family=Name:styles&subset=...`). */
  serviceUrl: 'https://fonts.googleapis.com/css',
  /**
   * `swap`: the text shows at once in the fallback font and takes the web font when it arrives, the one
   * reflow a web font costs. `optional` would skip that swap but often never shows the font on a first visit.
   */
  display: 'swap',
  displays: ['auto', 'block', 'swap', 'fallback', 'optional'],
  /** A third-party fonts service is filed as marketing by default (the strictest); the page config can name another. */
  category: 'marketing',
  /** The styles asked for when none are given: the regular weight. */
  style: '400',
  /** The character set asked for when none is given. */
  subset: 'latin',
  /** Custom font files by extension, in the order a browser should try them; `eot` is left out on purpose. */
  formats: { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' },
  /** The legacy format the spec lists, ignored: no browser this library supports reads it. */
  ignored: ['eot'],
} as const;
