/** `<pb-chat>`'s pure core: hours in the business's zone, the send link, the accounts and the auto-open rule. */
export { accountsFromJson, accountsFromLinks, type ChatAccount, type Rejection, toAccount } from './accounts.js';
export { type AutoOpenState, autoOpenSeen, rememberAutoOpen, shouldAutoOpen } from './auto-open.js';
export { dayName, type TimeoutMessages, timeoutText, timeText } from './format.js';
export {
  type Availability,
  type ChatSchedule,
  chatAvailability,
  type NextOpening,
  parseDays,
  parseTime,
  WEEKDAYS,
  type Weekday,
  zonedClock,
} from './hours.js';
export { groupLink, type LinkVariant, linkVariant, phoneDigits, sendLink } from './link.js';
