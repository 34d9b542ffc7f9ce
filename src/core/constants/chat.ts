/**
 * CCH §3 (Chat launcher), §4 (Chat box), §5 (chat reply, chat hours), §7 (the send link) and §9 (Chat and header):
 * `<pb-chat>`, the messaging-app launcher. Its resize debounce is CCH §9's 200 ms, `DEBOUNCE.medium`, not repeated
 * here.
 */
export const CHAT = {
  /**
   * CCH §4, §9 "Chat transitions 300 ms": the box opening and closing, the reply view's opening animation, and the
   * delay after which Previous closes the reply view (ms).
   */
  transition: 300,
  /**
   * CCH §9 "... and 10 ms": a box that was hidden gets its open state this long after it is shown, so the opening
   * transition starts from the closed style (ms).
   */
  transitionStart: 10,
  /** CCH §5: Enter in the reply box sends (a click on the send link) this long after the key (ms). */
  sendDelay: 100,
  /** CCH §9: on desktop the box is this share of the window's height, minus its header and footer. */
  desktopHeight: 0.7,
  /** CCH §9 "Mobile device: touch capable and width at most 1024" (px): the app link, and a full-height box. */
  mobileMaxWidth: 1024,
  /** CCH §4, §9: the cookie that keeps the box from opening by itself again. */
  autoOpenCookie: 'qlwapp-auto-load',
  /** CCH §9: that cookie's lifetime, in days. */
  autoOpenCookieDays: 1,
  /** Ours: the auto-open delay when `auto-open-delay` is not given (ms). The spec leaves it to configuration. */
  autoOpenDelay: 3000,
  /** CCH §3 "timezone offset in minutes": every real zone, UTC−12:00 to UTC+14:00, east positive. */
  offsetMin: -720,
  offsetMax: 840,
  /**
   * CCH §7: the messaging app's send endpoint, with the query fields `phone` (digits only) and `text` (URL-encoded):
   * the web variant on desktop, the app variant on a mobile device. A group account uses its own group link.
   */
  webEndpoint: 'https://web.whatsapp.com/send',
  appEndpoint: 'https://api.whatsapp.com/send',
  /** The `position` values: the corner the launcher and the box sit in. */
  positions: ['bottom-right', 'bottom-left'],
} as const;

export type ChatPosition = (typeof CHAT.positions)[number];
