/**
 * English defaults for every string `<pb-chat>` and its box show or say. Override per element with
 * `messages='{"launcher":"Chat met ons"}'` or page-wide with the page config's `messages["pb-chat"]`. No imports:
 * the React-free launcher reads this too.
 */
export const CHAT_TAG = 'pb-chat';
export const CHAT_BOX_TAG = 'pb-chat-box';

export const chatMessages = {
  /** The launcher button's text and name. */
  launcher: 'Chat with us',
  /** The box's heading, which names the dialog. */
  title: 'Chat with us',
  /** The line under the heading. */
  intro: 'Choose who to write to. The conversation continues in the messaging app.',
  /** The name of the list of accounts. */
  accounts: 'Contacts',
  /** The close button's name. */
  close: 'Close chat',
  /** The button that goes back from a reply view to the list. */
  previous: 'Previous',
  /** The reply field's label; `{name}` is the account's name. */
  reply: 'Your message to {name}',
  /** The reply field's placeholder. */
  placeholder: 'Write a message',
  /** The send link, for a phone account. */
  send: 'Send',
  /** The send link, for a group account. */
  join: 'Join the group',
  /** Said after the send and join links: they open the messaging app in a new tab or window. */
  newWindow: '(opens in a new window)',
  /** The timed-out notice, when the business is next available on a later day. */
  timeout: 'We are away right now. We are back on {day} at {time}.',
  /** ... later today. */
  timeoutToday: 'We are away right now. We are back today at {time}.',
  /** ... on a later day, all day. */
  timeoutDay: 'We are away right now. We are back on {day}.',
};

export type ChatMessages = typeof chatMessages;
