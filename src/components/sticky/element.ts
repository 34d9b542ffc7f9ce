/**
 * `<pb-sticky>` without React: it renders nothing, only makes its own box sticky through the sticky core,
 * so it needs no shadow root, no render and none of the shared React chunk. The element base carries the
 * contract (its table in ./props.ts, warnings, pre-upgrade properties, the deferred disconnect, `emit`).
 */
import { RegisteredElement } from '../../base/registered.js';
import { attributeName, type PropDef, variantProperty } from '../../core/attributes/index.js';
import { getPageConfig, isRecord } from '../../core/config/index.js';
import type { StickyPosition } from '../../core/constants/sticky.js';
import { addStickyModule, type StickyEventDetail, stickyStateOf } from '../../core/sticky/store.js';
import { adoptStyles } from '../../core/styles/index.js';
import { STICKY_STYLE_FIELDS, stickyProps } from './props.js';

export const STICKY_TAG = 'pb-sticky';
export type { StickyEventDetail };

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-sticky-start': StickyEventDetail;
    'pb-sticky-end': StickyEventDetail;
    'pb-sticky-pause': StickyEventDetail;
    'pb-sticky-resume': StickyEventDetail;
  }
}

type Prop = keyof typeof stickyProps;
type Flag = 'on' | 'off';
const DEVICES = ['tablet', 'phone'] as const;
const STYLE_FIELDS: Partial<Record<Prop, string>> = STICKY_STYLE_FIELDS;

/** The attribute a settings field came from, for the sticky core's warnings. */
function attributeOf(field: string): string {
  const prop = (Object.keys(STYLE_FIELDS) as Prop[]).find((p) => STYLE_FIELDS[p] === field) ?? field;
  return attributeName(prop, (stickyProps as Record<string, PropDef>)[prop]);
}

/** A block box without pb.css too (elements imported one by one); `:where` leaves the page's rules in charge. */
const adoptDisplay = (doc: Document): void => adoptStyles(doc, ':where(pb-sticky){display:block}');

/** The table's accessors are defined on this class, so `PbSticky` can put the id fallback over `moduleId`. */
abstract class StickyTable extends RegisteredElement {
  static readonly props = stickyProps;
  static readonly methods = ['settings'];
}

export class PbSticky extends StickyTable {
  declare position: StickyPosition | undefined;
  declare positionTablet: StickyPosition | undefined;
  declare positionPhone: StickyPosition | undefined;
  declare topOffset: string | undefined;
  declare topOffsetTablet: string | undefined;
  declare topOffsetPhone: string | undefined;
  declare bottomOffset: string | undefined;
  declare bottomOffsetTablet: string | undefined;
  declare bottomOffsetPhone: string | undefined;
  declare topLimit: string | undefined;
  declare topLimitTablet: string | undefined;
  declare topLimitPhone: string | undefined;
  declare bottomLimit: string | undefined;
  declare bottomLimitTablet: string | undefined;
  declare bottomLimitPhone: string | undefined;
  declare offsetSurrounding: Flag | undefined;
  declare transition: Flag | undefined;
  declare topOffsetModules: string | undefined;
  declare bottomOffsetModules: string | undefined;
  declare stickyWidth: string | undefined;
  declare stickyMaxWidth: string | undefined;
  declare stickyAlignment: 'left' | 'center' | 'right' | undefined;
  declare stickyOrigin: 'top_left' | 'top_right' | 'bottom_left' | 'bottom_right' | undefined;
  declare stickyVerticalOffset: string | undefined;
  declare stickyHorizontalOffset: string | undefined;

  /** Measured where it stands (its display rule adopted in the document it is in), by the sticky store. */
  protected register(): () => void {
    adoptDisplay(this.ownerDocument);
    return addStickyModule(
      this,
      {
        settings: () => this.settings(),
        warn: (field, message) => this.warn(attributeOf(field), message),
        emit: (detail) => this.emit(`pb-sticky-${detail.type}`, detail),
      },
      this.moduleId,
    );
  }

  /** The key of this module's entry in the page config's sticky settings: `module-id`, else the id. */
  get moduleId(): string {
    return (this.values.moduleId as string) || this.id;
  }

  /** Writes the attribute, so a framework that sets the property configures it too. */
  set moduleId(value: string) {
    // The table's accessor, on StickyTable: it checks, reflects and tells `changed`.
    Reflect.set(StickyTable.prototype, 'moduleId', value, this);
  }

  /** Where the module is: `none`, `sticky` or `paused`. */
  get state(): 'none' | 'sticky' | 'paused' {
    return stickyStateOf(this)?.state ?? 'none';
  }

  /**
   * The raw settings (CCH §3): the page config's entry for `moduleId`, with the set props over it. A device
   * value (`position-phone`) turns responsive values on for that field.
   */
  settings(): Record<string, unknown> {
    const entry = getPageConfig(this.ownerDocument).sticky[this.moduleId];
    const out: Record<string, unknown> = isRecord(entry) ? { ...entry } : {};
    const styles: Record<string, unknown> = isRecord(out.stickyStyles) ? { ...out.stickyStyles } : {};
    for (const [prop, def] of Object.entries(stickyProps) as [Prop, PropDef][]) {
      if (prop === 'moduleId') continue;
      const value = this.values[prop];
      const style = STYLE_FIELDS[prop];
      if (style) {
        if (value === undefined) continue;
        // The sticky value of a field is `<field>__sticky`, switched on by `<field>__sticky_enabled`.
        styles[`${style}__sticky`] = value;
        styles[`${style}__sticky_enabled`] = 'on';
        continue;
      }
      if (value !== undefined) out[prop] = value;
      if (!def.responsive) continue;
      for (const device of DEVICES) {
        const variant = this.values[variantProperty(prop, device)];
        if (variant === undefined) continue;
        out[`${prop}_${device}`] = variant;
        out[`${prop}_last_edited`] = `on|${device}`;
      }
    }
    out.stickyStyles = styles;
    return out;
  }
}
