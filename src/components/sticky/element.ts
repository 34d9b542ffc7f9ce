/**
 * `<pb-sticky>` without React: it renders nothing, only makes its own box sticky through the sticky core,
 * so it needs no shadow root, no render and none of the shared React chunk.
 */
import { getPageConfig, isRecord } from '../../core/config/index.js';
import { attributeWhere, warnOnce } from '../../core/log/index.js';
import { addStickyModule, type StickyEventDetail, stickyStateOf } from '../../core/sticky/store.js';
import { adoptStyles } from '../../core/styles/index.js';

export const STICKY_TAG = 'pb-sticky';
export type { StickyEventDetail };

/** Responsive settings: attribute base name (with -tablet and -phone variants) to the settings' field. */
const RESPONSIVE: Record<string, string> = {
  position: 'position',
  'top-offset': 'topOffset',
  'bottom-offset': 'bottomOffset',
  'top-limit': 'topLimit',
  'bottom-limit': 'bottomLimit',
};
const PLAIN: Record<string, string> = {
  'offset-surrounding': 'offsetSurrounding',
  transition: 'transition',
  'top-offset-modules': 'topOffsetModules',
  'bottom-offset-modules': 'bottomOffsetModules',
};
const STYLES: Record<string, string> = {
  'sticky-width': 'width',
  'sticky-max-width': 'max-width',
  'sticky-alignment': 'module_alignment',
  'sticky-origin': 'position_origin_r',
  'sticky-vertical-offset': 'vertical_offset',
  'sticky-horizontal-offset': 'horizontal_offset',
};
const DEVICE_SUFFIXES = ['', '-tablet', '-phone'];

/** The attribute a settings field came from, for warnings. */
const attributeOf = (field: string): string =>
  Object.entries({ ...RESPONSIVE, ...PLAIN, ...STYLES }).find(([, f]) => f === field)?.[0] ?? field;

/** A block box without pb.css too (elements imported one by one); `:where` leaves the page's rules in charge. */
const adoptDisplay = (doc: Document): void => adoptStyles(doc, ':where(pb-sticky){display:block}');

export class PbSticky extends HTMLElement {
  static get observedAttributes(): string[] {
    return [
      'module-id',
      ...Object.keys(RESPONSIVE).flatMap((a) => DEVICE_SUFFIXES.map((s) => a + s)),
      ...Object.keys(PLAIN),
      ...Object.keys(STYLES),
    ];
  }

  #stop: (() => void) | undefined;

  connectedCallback(): void {
    adoptDisplay(this.ownerDocument);
    this.#stop?.();
    this.#stop = addStickyModule(
      this,
      {
        settings: () => this.settings(),
        warn: (field, message) => warnOnce(attributeWhere(STICKY_TAG, attributeOf(field)), message),
      },
      this.moduleId,
    );
  }

  disconnectedCallback(): void {
    this.#stop?.();
    this.#stop = undefined;
  }

  attributeChangedCallback(_name: string, old: string | null, value: string | null): void {
    if (old !== value && this.#stop) this.connectedCallback();
  }

  /** The key of this module's entry in the page config's sticky settings: `module-id`, else the id. */
  get moduleId(): string {
    return this.getAttribute('module-id') ?? this.id;
  }

  /** Writes the attribute, so a framework that sets the property configures it too. */
  set moduleId(value: string) {
    this.setAttribute('module-id', value);
  }

  /** Where the module is: `none`, `sticky` or `paused`. */
  get state(): 'none' | 'sticky' | 'paused' {
    return stickyStateOf(this)?.state ?? 'none';
  }

  /**
   * The raw settings (CCH §3): the page config's entry for `moduleId`, with the attributes over it. A device
   * attribute (`position-phone`) turns responsive values on for that field.
   */
  settings(): Record<string, unknown> {
    const entry = getPageConfig(this.ownerDocument).sticky[this.moduleId];
    const out: Record<string, unknown> = isRecord(entry) ? { ...entry } : {};
    for (const [attr, field] of Object.entries(RESPONSIVE)) {
      const base = this.getAttribute(attr);
      if (base !== null) out[field] = base;
      for (const device of ['tablet', 'phone']) {
        const value = this.getAttribute(`${attr}-${device}`);
        if (value === null) continue;
        out[`${field}_${device}`] = value;
        out[`${field}_last_edited`] = `on|${device}`;
      }
    }
    for (const [attr, field] of Object.entries(PLAIN)) {
      const value = this.getAttribute(attr);
      if (value !== null) out[field] = value;
    }
    const styles: Record<string, unknown> = isRecord(out.stickyStyles) ? { ...out.stickyStyles } : {};
    for (const [attr, field] of Object.entries(STYLES)) {
      const value = this.getAttribute(attr);
      if (value === null) continue;
      // The sticky value of a field is `<field>__sticky`, switched on by `<field>__sticky_enabled`.
      styles[`${field}__sticky`] = value;
      styles[`${field}__sticky_enabled`] = 'on';
    }
    out.stickyStyles = styles;
    return out;
  }
}
