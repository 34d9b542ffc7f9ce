/**
 * English defaults for every string the chat box shows or says. Override per element with `<pb-chat messages=...>`
 * or page-wide with the page config's `messages["pb-chat"]` (the launcher's own string, `launcher`, is in
 * `../chat/messages.ts`).
 */
export const boxMessages = {
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
  /** The timed-out notice, when the business is next available on a later day; `{day}`, `{time}`. */
  timeout: 'We are away right now. We are back on {day} at {time}.',
  /** ... later today. */
  timeoutToday: 'We are away right now. We are back today at {time}.',
  /** ... on a later day, all day. */
  timeoutDay: 'We are away right now. We are back on {day}.',
};

export type BoxMessages = typeof boxMessages;
