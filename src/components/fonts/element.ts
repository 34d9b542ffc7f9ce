/**
 * `<pb-fonts>`: web fonts from a fonts service, or custom font files, for the page (CCH §7). Plain mode: it
 * renders nothing and takes no box. A request to another origin (the service, or custom files elsewhere) waits
 * for consent for the page config's fonts category; a font on the page's own origin loads at once.
 */
import { PbElement } from '../../base/element.js';
import type { PropDefs } from '../../core/attributes/index.js';
import { getBus } from '../../core/bus/index.js';
import { CONSENT_TOPIC, consentGrants } from '../../core/consent/topic.js';
import { FONTS } from '../../core/constants/fonts.js';
import { addCustomFont, addFontStylesheet, isOwnOrigin, pageFontsSettings } from '../../core/fonts/load.js';
import {
  customFontSources,
  type FontDisplay,
  familyOf,
  fontServiceUrl,
  parseFontStyles,
  parseSubsets,
} from '../../core/fonts/url.js';

export const FONTS_TAG = 'pb-fonts';

export const fontsProps = {
  /** A family name, or a font settings string ('Open Sans|700|on') whose weight and italic add a style. */
  family: { type: 'string', default: '' },
  /** Comma-separated styles: '400', '700', '400italic', 'bold'. For custom files, the first is the file's. */
  styles: { type: 'string', default: '' },
  /** Comma-separated character sets for the service ('latin,latin-ext'). */
  subset: { type: 'string', default: '' },
  /** The `font-display` value: how text shows while the font loads. */
  display: { type: 'string', default: FONTS.display, values: FONTS.displays },
  /** Custom font files (woff2, woff, ttf, otf; eot is ignored), separated by spaces. Set: no service. */
  src: { type: 'string', default: '' },
} satisfies PropDefs;

export interface FontsLoadDetail {
  family: string;
  /** The service's stylesheet URL, or the custom files' URLs. */
  urls: string[];
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-fonts-load': FontsLoadDetail;
    'pb-fonts-error': FontsLoadDetail;
  }
}

export class FontsElement extends PbElement {
  static override readonly props = fontsProps;

  declare family: string;
  declare styles: string;
  declare subset: string;
  declare display: FontDisplay;
  declare src: string;

  #consentOff: (() => void) | undefined;
  #remove: (() => void) | undefined;
  /** Bumped on every reset, so a load that finishes after it is not reported. */
  #run = 0;

  protected override connected(): void {
    this.#apply();
  }

  protected override disconnected(): void {
    this.#reset();
  }

  protected override changed(): void {
    this.#reset();
    this.#apply();
  }

  #reset(): void {
    this.#run += 1;
    this.#consentOff?.();
    this.#consentOff = undefined;
    this.#unload();
  }

  #unload(): void {
    this.#remove?.();
    this.#remove = undefined;
  }

  #apply(): void {
    const { name, style } = familyOf(this.family);
    if (!name) {
      this.warn(
        'family',
        this.family ? `"${this.family}" is not a font family name; nothing loads` : 'missing; nothing loads',
      );
      return;
    }
    const { styles, bad } = parseFontStyles(`${this.styles},${style}`);
    if (bad.length)
      this.warn(
        'styles',
        `${bad.map((b) => `"${b}"`).join(', ')} ignored: a style is a weight (100-900) and/or "italic"`,
      );
    const doc = this.ownerDocument;
    if (this.src) {
      const { sources, ignored, bad: badFiles } = customFontSources(this.src, doc.baseURI);
      if (badFiles.length)
        this.warn('src', `${badFiles.join(', ')} ignored: a font file is a woff2, woff, ttf or otf URL`);
      if (ignored.length) this.warn('src', `${ignored.join(', ')} ignored: no supported browser reads eot`);
      if (!sources.length) return;
      const urls = sources.map((s) => s.url);
      const first = styles[0] ?? FONTS.style;
      this.#whenAllowed(
        urls.every((url) => isOwnOrigin(doc, url)),
        { family: name, urls },
        () => {
          const font = addCustomFont(doc, name, sources, {
            display: this.display,
            weight: String(Number.parseInt(first, 10)),
            style: first.endsWith('italic') ? 'italic' : 'normal',
          });
          return { done: font.done, remove: font.remove };
        },
      );
      return;
    }
    const subsets = parseSubsets(this.subset);
    if (subsets.bad.length)
      this.warn('subset', `${subsets.bad.map((b) => `"${b}"`).join(', ')} ignored: not a character set name`);
    const settings = pageFontsSettings(doc);
    const href = fontServiceUrl(settings.url, [{ name, styles }], subsets.subsets, this.display);
    this.#whenAllowed(isOwnOrigin(doc, href), { family: name, urls: [new URL(href, doc.baseURI).href] }, () =>
      addFontStylesheet(doc, href),
    );
  }

  /**
   * Loads at once what the page serves itself, or what the fonts category (or service) needs no consent for;
   * anything else waits for the consent topic (replayed on subscribing), and goes again when consent is withdrawn.
   */
  #whenAllowed(
    ownOrigin: boolean,
    detail: FontsLoadDetail,
    load: () => { done: Promise<unknown>; remove: () => void },
  ) {
    const { category, service } = pageFontsSettings(this.ownerDocument);
    const run = this.#run;
    const start = () => {
      if (this.#remove) return;
      const { done, remove } = load();
      this.#remove = remove;
      this.settleAfter(
        done.then(
          () => run === this.#run && this.emit('pb-fonts-load', detail),
          (error: unknown) => {
            if (run !== this.#run) return;
            this.warn(
              this.src ? 'src' : 'family',
              `${String(error instanceof Error ? error.message : error)}; the fallback font stays`,
            );
            this.emit('pb-fonts-error', detail);
          },
        ),
      );
    };
    if (ownOrigin || (category === 'functional' && !service)) {
      start();
      return;
    }
    this.#consentOff = getBus().subscribe(CONSENT_TOPIC, (state) => {
      if (consentGrants(state, category, service)) start();
      else this.#unload();
    });
  }
}
