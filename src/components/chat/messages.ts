/**
 * The launcher's one string, and the tags. The box's strings are in `../chat-box/messages.ts`, so the closed
 * launcher does not download them; both resolve against the same tables: the element's `messages` and the page
 * config's `messages["pb-chat"]`. No imports: the React-free launcher reads this.
 */
export const CHAT_TAG = 'pb-chat';
export const CHAT_BOX_TAG = 'pb-chat-box';

export const launcherMessages = {
  /** The launcher button's text and name. */
  launcher: 'Chat with us',
};
