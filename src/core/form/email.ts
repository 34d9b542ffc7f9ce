/**
 * The contact form's email rule (MFT §5), every clause of it:
 * - at least 6 characters;
 * - an @ after the first position (the local part is not empty);
 * - the local part only letters, digits and the allowed special characters;
 * - no consecutive dots in the domain, and none at either end;
 * - at least two domain labels;
 * - labels of letters, digits and hyphens, neither starting nor ending with a hyphen.
 */
const LOCAL = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const LABEL = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$/;

export const EMAIL_MIN_LENGTH = 6;

export function isValidEmail(value: string): boolean {
  if (value.length < EMAIL_MIN_LENGTH) return false;
  const at = value.indexOf('@', 1);
  if (at < 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!LOCAL.test(local)) return false;
  if (domain.includes('..')) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label));
}
