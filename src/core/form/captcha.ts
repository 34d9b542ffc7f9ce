/** The contact form's captcha (MFT §3 Captcha, §5, §9): the answer is the sum of two numbers from 1 to 15. */
import { FORMS } from '../constants/forms.js';

export interface Captcha {
  first_digit: number;
  second_digit: number;
}

const digit = (random: () => number) =>
  FORMS.captchaMin + Math.floor(random() * (FORMS.captchaMax - FORMS.captchaMin + 1));

/** Two fresh numbers; `random` returns [0, 1) like Math.random. */
export const newCaptcha = (random: () => number = Math.random): Captcha => ({
  first_digit: digit(random),
  second_digit: digit(random),
});

/** Whether `answer` (as typed: spaces allowed, digits only) is the sum. */
export const captchaSolved = ({ first_digit, second_digit }: Captcha, answer: string): boolean =>
  /^\s*\d{1,3}\s*$/.test(answer) && Number(answer) === first_digit + second_digit;
