/** `<pb-fullscreen>`'s one table: every attribute it reads, with its property. */
import { jsonObject, type PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import { FULLSCREEN } from '../../core/constants/sections.js';

export const fullscreenProps = {
  /** Shows the scroll-down control. */
  scrollDown: { type: 'boolean', default: false, reflect: true },
  /** A CSS selector for where the control scrolls; unset, the next section after the element. */
  scrollTarget: { type: 'string', default: '' },
  /** The viewport unit of the height; the stylesheet reads the attribute, so a property set writes it. */
  unit: { type: 'string', default: 'svh', values: FULLSCREEN.units, reflect: true },
  /** Overrides of the English strings. */
  messages: { type: 'json', default: {} as Messages, shape: jsonObject },
} satisfies PropDefs;

/** English defaults; override with `messages` or the page config's `messages["pb-fullscreen"]`. */
export const fullscreenMessages = {
  /** The scroll-down control's name. */
  scrollDown: 'Scroll to the next section',
};
