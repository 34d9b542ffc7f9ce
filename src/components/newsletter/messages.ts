/** Every string `<pb-newsletter>` shows or announces (MFT §8 Newsletter), overridable by `messages` or the page config. */
export const newsletterMessages = {
  /** A required field left empty; `{label}` is its label. */
  required: 'Please fill in "{label}".',
  /** A required checkbox left unticked. */
  checkbox: 'Please tick "{label}".',
  /** MFT §8: a required checkbox without a label. */
  wrongCheckbox: 'Please tick the required box.',
  email: 'Please enter a valid email address.',
  /** Announced when fields are flagged. */
  summary: 'Please correct the marked fields.',
  sending: 'Subscribing…',
  success: 'Thank you for subscribing!',
  /** MFT §8: an empty answer (and any failure the server gave no text for). */
  failed: 'Subscription failed. Please try again.',
  network: 'The server could not be reached. Please try again; what you typed is kept.',
  expired: 'This page has expired. Reload the page and try again.',
  rate: 'Too many attempts. Please wait a minute and try again.',
  /** The feed popup's name and its close button. */
  popup: 'Subscribe to our newsletter',
  close: 'Close',
};

export type NewsletterMessages = typeof newsletterMessages;
