/**
 * CCH §9: the event emitter's starting listener limit per topic, raised by one whenever it is reached. In a file of
 * its own so that the bus (in the core chunk every element loads, and consent.js's copy of it) takes this number
 * and not the whole STICKY group, which goes with the sticky module.
 */
export const LISTENER_LIMIT = 10;
