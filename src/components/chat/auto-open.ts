/**
 * The launcher's auto-open, loaded by `<pb-chat auto-open>` only: the rule (core/chat/auto-open), the hours it
 * checks and the cookie it reads and writes stay out of the closed launcher of every other page.
 */
import { autoOpenSeen, rememberAutoOpen, shouldAutoOpen } from '../../core/chat/auto-open.js';
import { chatAvailability } from '../../core/chat/hours.js';
import { readSchedule, type ScheduleAttributes } from './schedule.js';

/** Whether the box may open by itself now: asked for, not seen within a day, available, not touched. */
export const mayAutoOpen = (doc: Document, attributes: ScheduleAttributes, touched: boolean): boolean =>
  shouldAutoOpen({
    enabled: true,
    seen: autoOpenSeen(doc),
    available: chatAvailability(readSchedule(attributes), Date.now()).available,
    touched,
  });

export { rememberAutoOpen };
