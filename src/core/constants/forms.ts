/** MFT §3 Captcha, §5 Contact form, §7.4 Contact form call, §9 Captcha numbers. */
export const FORMS = {
  /** MFT §9: each captcha number is random from 1 to 15. */
  captchaMin: 1,
  captchaMax: 15,
  /**
   * MFT §7.4: the fields the element adds to the serialised form (ours; the
   * spec names what is carried, not the names). The `pb_` prefix is reserved:
   * fields named so are not the visitor's fields and get no metadata.
   */
  field: {
    /** The token (a nonce the page writes into the form's hidden field of this name). */
    token: 'pb_token',
    /** JSON list of the field metadata (MFT §3 Contact form field). */
    fields: 'pb_fields',
    /** JSON list of the names of fields hidden by conditional logic. */
    hidden: 'pb_hidden_fields',
    /** The visitor's captcha answer; the two numbers travel in the two fields after it. */
    captcha: 'pb_captcha',
    firstDigit: 'pb_first_digit',
    secondDigit: 'pb_second_digit',
    /** Present when the element posts: the server answers a fragment, not a page. */
    ajax: 'pb_ajax',
  },
  reservedPrefix: 'pb_',
} as const;

/** MFT §5 Contact form: the conditional-logic operators, as the builder names them. */
export const CONDITION_OPERATORS = [
  'is',
  'is not',
  'is empty',
  'is not empty',
  'contains',
  'does not contain',
  'is greater',
  'is less',
] as const;

/** MFT §3 Contact form field: field_type values. */
export const FIELD_TYPES = ['text', 'email', 'checkbox', 'radio', 'select', 'input', 'hidden'] as const;
