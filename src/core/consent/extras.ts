/**
 * What the consent manager needs only sometimes: server calls, cookie
 * cleaning, debug mode and id generation. consent.js loads this chunk on
 * demand, so the first decision on every page stays small.
 */

export { generateId } from '../formats/id.js';
export { loadBannerData, loadCookieData, sendTrack } from './calls.js';
export { cleanCookies, parseCookieData, startCleaner } from './cleaner.js';
export { setDebug } from './debug.js';
