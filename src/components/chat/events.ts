/**
 * What `<pb-chat>` tells the page, and what its box tells it. No runtime imports beyond constants, so the
 * React-free launcher can listen without loading React.
 */

export interface ChatToggleDetail {
  /** true once the box is opening, false once it is closing. */
  open: boolean;
  /** Whether the box opened by itself (`auto-open`), rather than by the visitor or a script. */
  auto: boolean;
}

export interface ChatSendDetail {
  /** The account's name. */
  account: string;
  type: 'phone' | 'group';
  /** The address opened: the send endpoint with the phone and the text, or the group link. */
  href: string;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-chat-toggle': ChatToggleDetail;
    'pb-chat-send': ChatSendDetail;
  }
}

/**
 * The box asks the launcher to close it (the close button, Escape): the launcher owns the open state. Not composed,
 * so it stays inside the launcher's shadow root. `detail.focus`: give focus back to the launcher.
 */
export const CLOSE_REQUEST = 'pb-chat-close-request';

export interface CloseRequestDetail {
  focus: boolean;
}
