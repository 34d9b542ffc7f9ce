/** `<pb-video-bg>`'s one table: every attribute it reads, with its property. */
import { jsonObject, type PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';

/**
 * No attribute turns the pause control off: WCAG 2.2.2 (Pause, Stop, Hide) asks for one when moving content plays
 * for more than 5 s, and a loop plays on without end, whatever its clip's length; the spec (MFT §1) gives no
 * exception.
 */
export const videoBgProps = {
  /** Overrides of the English strings. */
  messages: { type: 'json', default: {} as Messages, shape: jsonObject },
} satisfies PropDefs;

/** English defaults; override with `messages` or the page config's `messages["pb-video-bg"]`. */
export const videoBgMessages = {
  /** The pause control's name; it is a toggle button, pressed while the video is paused. */
  pause: 'Pause background video',
};
