/**
 * The events every form element fires (issue 13's contract), declared once so
 * that the contact form, the newsletter and the comments share one type, and a
 * split test's conversion goal can listen for any of them.
 */
import type { FormFailure } from '../../core/request/index.js';

export interface FormSuccessDetail {
  /** The element's id, or ''. */
  form: string;
}

export interface FormErrorDetail {
  failure: FormFailure;
  /** The text shown: the server's own, or the element's message for `failure`. */
  message: string;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-form-success': FormSuccessDetail;
    'pb-form-error': FormErrorDetail;
  }
}

declare global {
  interface HTMLElementEventMap {
    'pb-form-success': CustomEvent<FormSuccessDetail>;
    'pb-form-error': CustomEvent<FormErrorDetail>;
  }
}
