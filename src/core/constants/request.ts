/**
 * The request client's time limit (issue 27 §7; the spec names none). A file of its own, which consent.js
 * copies (rollup.config.mjs BASE) because the page config reads it: importing it from constants/index would put
 * that whole file in consent.js.
 */
export const REQUEST = {
  /**
   * Ours: a call with no full answer after this many ms is aborted and fails as `timeout`; the page config's
   * `requestTimeout` overrides it. Browsers set no limit of their own (a silent server keeps a form busy for
   * minutes). 15 s is past Nielsen's 10 s limit of attention, with headroom for a slow mobile upload and a
   * server that sends mail before it answers (the contact form, the newsletter); a longer wait is one the
   * visitor has already given up on, a shorter one cuts off answers that were still coming.
   */
  timeout: 15000,
  /** Below this a `requestTimeout` is taken for seconds written as ms (`"requestTimeout": 15`) and refused. */
  minTimeout: 1000,
} as const;
