/**
 * One target of a `<pb-multi-view>`: it shows the values of a mode and gives back its own when they no longer
 * hold. What the page wrote is kept the first time a value replaces it (an attribute, a CSS property, a class, the
 * content), so a mode that leaves a value out shows the page's, and `restore()` leaves the target as written.
 *
 * Hover content without a layout shift: the hover HTML sits in a layer laid over the target's own content
 * (absolutely positioned at its padding box, with its padding), hidden until hover. The target's own content
 * stays in the flow, hidden under the layer while it shows, so the target keeps its box; when the hover content
 * is taller, the target gets a min-height that holds it, measured from the upgrade on (and again when the layer
 * resizes), so the swap itself moves nothing. The target's own markup is left as written (no wrapper), only its
 * loose text is wrapped in spans while hidden, since a text node cannot be hidden on its own.
 */
import { getConsent } from '../../core/consent/api.js';
import type { Device } from '../../core/constants/index.js';
import { MULTI_VIEW } from '../../core/constants/multi-view.js';
import { observeSize } from '../../core/frame/index.js';
import { deviceContent, type MultiViewSchema, touched, valuesFor } from '../../core/multi-view/index.js';
import type { Sanitizer } from './sanitize.js';

export type Styled = Element & ElementCSSInlineStyle;
type Warn = (message: string) => void;

/** Elements that hold no content: a content context on them is refused. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
  'iframe',
  'video',
  'audio',
  'canvas',
  'textarea',
  'select',
  'svg',
  'math',
]);

type Inline = [value: string, priority: string];
const keep = (el: Styled, property: string): Inline => [
  el.style.getPropertyValue(property),
  el.style.getPropertyPriority(property),
];
const put = (el: Styled, property: string, [value, priority]: Inline): void => {
  if (value) el.style.setProperty(property, value, priority);
  else el.style.removeProperty(property);
};
const IMPORTANT = /\s*!\s*important\s*$/i;

export class ViewTarget {
  readonly el: Styled;
  readonly #schema: MultiViewSchema;
  readonly #touched: ReturnType<typeof touched>;
  readonly #sanitizer: Sanitizer | undefined;
  readonly #warn: Warn;
  #attrs = new Map<string, string | null>();
  #styles = new Map<string, Inline>();
  #classes = new Map<string, boolean>();
  #visibility: { hiddenClass: boolean; display: Inline } | undefined;
  /** Content is swapped: the target holds content, and the sanitiser is here. */
  readonly #swaps: boolean;
  /** The target was written with content of its own: it is the desktop content. */
  readonly #ownIsDesktop: boolean;
  /** The target's own content, held while swapped content shows; a fragment, so a node removed meanwhile stays out. */
  #own: DocumentFragment | undefined;
  /** The HTML shown in the flow; undefined: the target's own. */
  #shown: string | undefined;
  #layer: HTMLElement | undefined;
  #layerShown = false;
  /** The inline position and min-height the layer replaced. */
  #box: { position: Inline; minHeight: Inline } | undefined;
  #hidden = new Map<Styled, Inline>();
  #stopSize: (() => void) | undefined;

  constructor(el: Styled, schema: MultiViewSchema, sanitizer: Sanitizer | undefined, warn: Warn) {
    this.el = el;
    this.#schema = schema;
    this.#touched = touched(schema);
    this.#sanitizer = sanitizer;
    this.#warn = warn;
    const hasContent = Object.keys(schema.content).length > 0;
    const holds = !VOID.has(el.localName);
    if (hasContent && !holds) warn(`schema.content: <${el.localName}> holds no content; ignored there`);
    this.#swaps = hasContent && holds && sanitizer !== undefined;
    this.#ownIsDesktop = (el.textContent ?? '').trim() !== '' || el.children.length > 0;
    if (this.#swaps && schema.content.hover !== undefined) this.#addLayer(schema.content.hover);
  }

  /** Shows the values in force on `device`, hovered or not. */
  apply(device: Device, hover: boolean): void {
    const values = valuesFor(this.#schema, device, hover);
    if (this.#sanitizer) this.#setAttrs(values.attrs);
    this.#setStyles(values.styles);
    this.#setClasses(values.classes);
    if (Object.keys(this.#schema.visibility).length) this.#setVisible(values.visible);
    if (!this.#swaps) return;
    this.#setContent(deviceContent(this.#schema, device, this.#ownIsDesktop));
    this.#showLayer(hover && this.#layer !== undefined && !this.#holdsFocus());
  }

  /** Leaves the target as the page wrote it. */
  restore(): void {
    this.#showLayer(false);
    if (this.#layer) {
      this.#stopSize?.();
      this.#layer.remove();
      this.#layer = undefined;
      if (this.#box) {
        put(this.el, 'position', this.#box.position);
        put(this.el, 'min-height', this.#box.minHeight);
      }
    }
    if (this.#swaps) this.#setContent(undefined);
    for (const [name, value] of this.#attrs) this.#setAttribute(name, value);
    for (const [property, inline] of this.#styles) put(this.el, property, inline);
    for (const [name, had] of this.#classes) this.el.classList.toggle(name, had);
    if (this.#visibility) {
      this.el.classList.toggle(MULTI_VIEW.hiddenClass, this.#visibility.hiddenClass);
      put(this.el, 'display', this.#visibility.display);
    }
  }

  #setAttribute(name: string, value: string | null): void {
    if (value === null) this.el.removeAttribute(name);
    else if (this.el.getAttribute(name) !== value) this.el.setAttribute(name, value);
  }

  #setAttrs(attrs: Record<string, string>): void {
    for (const name of this.#touched.attrs) {
      if (!this.#attrs.has(name)) this.#attrs.set(name, this.el.getAttribute(name));
      const value = attrs[name];
      if (value === undefined) this.#setAttribute(name, this.#attrs.get(name) ?? null);
      else if (this.#sanitizer?.allows(this.el.localName, name, value)) this.#setAttribute(name, value);
      else
        this.#warn(`schema.attrs: ${name}="${value}" on <${this.el.localName}> is refused by the sanitiser; ignored`);
    }
  }

  #setStyles(styles: Record<string, string>): void {
    for (const property of this.#touched.styles) {
      if (!this.#styles.has(property)) this.#styles.set(property, keep(this.el, property));
      const value = styles[property];
      if (value === undefined) put(this.el, property, this.#styles.get(property) as Inline);
      else put(this.el, property, [value.replace(IMPORTANT, ''), IMPORTANT.test(value) ? 'important' : '']);
    }
  }

  #setClasses(classes: Record<string, 'add' | 'remove'>): void {
    for (const name of this.#touched.classes) {
      if (!this.#classes.has(name)) this.#classes.set(name, this.el.classList.contains(name));
      const action = classes[name];
      this.el.classList.toggle(name, action === undefined ? (this.#classes.get(name) as boolean) : action === 'add');
    }
  }

  /** Hidden as the builder hides (its class), and `display: none` for a page without the builder's CSS. */
  #setVisible(visible: boolean | undefined): void {
    this.#visibility ??= {
      hiddenClass: this.el.classList.contains(MULTI_VIEW.hiddenClass),
      display: keep(this.el, 'display'),
    };
    const own = this.#visibility;
    this.el.classList.toggle(MULTI_VIEW.hiddenClass, visible === undefined ? own.hiddenClass : !visible);
    put(this.el, 'display', visible === false ? ['none', 'important'] : own.display);
  }

  /**
   * Focus is on the target's own content, which the hover content would hide: the browser would drop focus from a
   * hidden element, and keyboard users would lose their place. The own content stays while it has focus.
   */
  #holdsFocus(): boolean {
    const active = this.el.ownerDocument.activeElement;
    if (!active || !this.#flow().some((node) => node.contains(active))) return false;
    this.#warn('hover content is not shown while focus is in the content it replaces; keep the link around the target');
    return true;
  }

  /** The nodes in the flow: everything but the layer. */
  #flow(): ChildNode[] {
    return [...this.el.childNodes].filter((n) => n !== this.#layer);
  }

  #setContent(html: string | undefined): void {
    if (html === this.#shown) return;
    const layerShown = this.#layerShown;
    this.#showLayer(false);
    const out = this.#flow();
    if (this.#shown === undefined) {
      this.#own = this.el.ownerDocument.createDocumentFragment();
      this.#own.append(...out);
    } else for (const node of out) node.remove();
    const nodes = html === undefined ? this.#own : this.#sanitizer?.fragment(html);
    if (html === undefined) this.#own = undefined;
    if (nodes) this.el.insertBefore(nodes, this.#layer ?? null);
    this.#shown = html;
    this.#showLayer(layerShown);
    this.#reserve();
    this.#rescan();
  }

  /** The consent blocker finds blocked items in swapped HTML at once, before the frame it would see them in. */
  #rescan(): void {
    getConsent()?.scan(this.el);
  }

  #addLayer(html: string): void {
    const layer = this.el.ownerDocument.createElement('span');
    layer.setAttribute(MULTI_VIEW.layerAttribute, '');
    // Over the padding box, with the target's padding, so its content starts where the target's own starts.
    Object.assign(layer.style, {
      position: 'absolute',
      inset: '0 0 auto 0',
      display: 'flow-root',
      boxSizing: 'border-box',
      margin: '0',
      padding: 'inherit',
      visibility: 'hidden',
    });
    this.#hideLayer(layer, true);
    const fragment = this.#sanitizer?.fragment(html);
    if (fragment) layer.append(fragment);
    this.#box = { position: keep(this.el, 'position'), minHeight: keep(this.el, 'min-height') };
    if (getComputedStyle(this.el).position === 'static') this.el.style.position = 'relative';
    this.el.append(layer);
    this.#layer = layer;
    this.#reserve();
    this.#stopSize = observeSize(layer, () => this.#reserve());
    this.#rescan();
  }

  #hideLayer(layer: HTMLElement, hidden: boolean): void {
    layer.style.visibility = hidden ? 'hidden' : 'visible';
    layer.inert = hidden;
    if (hidden) layer.setAttribute('aria-hidden', 'true');
    else layer.removeAttribute('aria-hidden');
  }

  /** A min-height on the target when the hover content is taller than its own: hover then moves nothing. */
  #reserve(): void {
    const layer = this.#layer;
    if (!layer || !this.#box) return;
    put(this.el, 'min-height', this.#box.minHeight);
    const need = layer.offsetHeight;
    if (need <= this.el.clientHeight) return;
    const css = getComputedStyle(this.el);
    const px = (p: string): number => Number.parseFloat(css.getPropertyValue(p)) || 0;
    const height =
      css.boxSizing === 'border-box'
        ? need + px('border-top-width') + px('border-bottom-width')
        : need - px('padding-top') - px('padding-bottom');
    this.el.style.minHeight = `${height}px`;
  }

  /** Hover content over the target's own: the layer shows, the flow content is hidden under it (its box stays). */
  #showLayer(on: boolean): void {
    const layer = this.#layer;
    if (!layer || on === this.#layerShown) return;
    this.#layerShown = on;
    this.#hideLayer(layer, !on);
    if (on) {
      for (const node of this.#flow()) {
        let el: Styled | undefined;
        if (node.nodeType === Node.ELEMENT_NODE) el = node as Styled;
        else if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim()) {
          const span = this.el.ownerDocument.createElement('span');
          span.setAttribute(MULTI_VIEW.textAttribute, '');
          node.replaceWith(span);
          span.append(node);
          el = span;
        }
        if (!el) continue;
        this.#hidden.set(el, keep(el, 'visibility'));
        el.style.visibility = 'hidden';
      }
      return;
    }
    for (const [el, inline] of this.#hidden) {
      if (el.hasAttribute(MULTI_VIEW.textAttribute) && el.parentNode === this.el) el.replaceWith(...el.childNodes);
      else put(el, 'visibility', inline);
    }
    this.#hidden.clear();
  }
}
