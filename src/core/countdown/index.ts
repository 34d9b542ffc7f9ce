export { clockOffset, fromCache, type NavigationSizes, pageArrivedAt } from './clock.js';
export { type Moment, parseMoment } from './moment.js';
export {
  type CountdownParts,
  digitsOf,
  partsOf,
  secondsLeft,
  UNITS,
  type Unit,
  untilNextSecond,
  zeroParts,
} from './parts.js';
export { announceDue, formatDuration, spokenParts } from './speech.js';
export { countdownTicker, type Ticker, type TickerOptions, type Wait } from './ticker.js';
