/** The hover and responsive swapper's pure core (MFT §1, §3, §4): reading the data, and the values of a mode. */
export * from './data.js';
export * from './values.js';
