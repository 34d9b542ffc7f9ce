/** `<pb-video-bg>`'s one table: every attribute it reads, with its property. */
import { jsonObject, type PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import { VIDEO_BG } from '../../core/constants/sections.js';

export const videoBgProps = {
  /** `auto`: a pause control for a loop longer than 5 s (WCAG 2.2.2); `always`: for any loop. */
  pauseControl: { type: 'string', default: 'auto', values: VIDEO_BG.pauseControl },
  /** Overrides of the English strings. */
  messages: { type: 'json', default: {} as Messages, shape: jsonObject },
} satisfies PropDefs;

/** English defaults; override with `messages` or the page config's `messages["pb-video-bg"]`. */
export const videoBgMessages = {
  /** The pause control's name; it is a toggle button, pressed while the video is paused. */
  pause: 'Pause background video',
};
