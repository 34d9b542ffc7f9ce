/**
 * `<pb-parallax>` in plain mode: it renders nothing of its own. Its background is its first child `<img>`, or one
 * it adds for the `image` attribute; the motion runtime's parallax controller moves it.
 */
import { RegisteredElement } from '../../base/registered.js';
import { parallaxController } from '../../core/motion/parallax.js';
import { adoptStyles } from '../../core/styles/index.js';
import { parallaxProps } from './props.js';
import { lightStyles } from './styles.js';

export const PARALLAX_TAG = 'pb-parallax';
/** Marks the image the element added for its `image` attribute. */
const OWN = 'data-pb-parallax-image';

export class PbParallax extends RegisteredElement {
  static readonly props = parallaxProps;
  declare image: string;

  /** The band's image: its first child `<img>`. */
  get imageElement(): HTMLImageElement | null {
    const first = this.firstElementChild;
    return first instanceof HTMLImageElement ? first : null;
  }

  /** Hands the band and its image to the parallax controller of the document it is in. */
  protected register(): () => void {
    adoptStyles(this.ownerDocument, lightStyles);
    let img = this.imageElement;
    if (this.image) {
      if (img && !img.hasAttribute(OWN)) {
        this.warn('image', 'ignored: the band has an <img> as its first child, which is its background');
      } else {
        if (!img) {
          img = this.ownerDocument.createElement('img');
          img.setAttribute(OWN, '');
          img.alt = '';
          img.loading = 'lazy';
          img.decoding = 'async';
          this.prepend(img);
        }
        if (img.getAttribute('src') !== this.image) img.src = this.image;
      }
    } else if (img?.hasAttribute(OWN)) {
      img.remove();
      img = null;
    }
    if (!img) {
      this.warn('image', 'no image: give the band an image attribute or an <img> as its first child');
      return () => {};
    }
    return parallaxController(this.ownerDocument).add(this, img);
  }
}
