export { Countdown, type CountdownProps } from './Countdown.js';
export { type CountdownMessages, countdownMessages } from './messages.js';
export { countdownProps } from './props.js';
export { lightStyles, styles } from './styles.js';
export type { CountdownEnd, CountdownEndDetail } from './types.js';
