/**
 * The contact form's strings (MFT §8), English defaults; the page config's
 * `messages["pb-contact-form"]` and the element's `messages` attribute
 * override them key by key.
 */
export const contactMessages = {
  /** MFT §8 general fill-in message; the missing fields' labels follow it as a list. */
  fillIn: 'Please fill in the following fields:',
  /** Beside an empty required field. */
  required: 'This field is required.',
  /** MFT §8 invalid email. */
  invalidEmail: 'Please enter a valid email address.',
  /** MFT §8 wrong captcha: the numbers changed; the visitor answers the new sum. */
  wrongCaptcha: 'Wrong sum. Please try the new numbers.',
  /** MFT §8 contact error: the request failed and nothing was lost. */
  contactError: 'Your message could not be sent. Please try again.',
};

export type ContactMessages = typeof contactMessages;

/** What an error summary says: the fill-in message with the missing labels, then the other problems. */
export function summaryLines(
  text: ContactMessages,
  missing: readonly string[],
  email: boolean,
  captcha: boolean,
): { heading: string; items: string[] }[] {
  const out: { heading: string; items: string[] }[] = [];
  if (missing.length) out.push({ heading: text.fillIn, items: [...missing] });
  if (email) out.push({ heading: text.invalidEmail, items: [] });
  if (captcha) out.push({ heading: text.wrongCaptcha, items: [] });
  return out;
}
