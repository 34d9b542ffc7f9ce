/** MFT §5 Text-field placeholder (legacy): which fields take their label as placeholder, and the no-script net. */
export const LABEL_PLACEHOLDERS = {
  /**
   * Ours: the input types that show a placeholder and take free text (an input without `type` is text too).
   * Checkboxes, radios, selects, hidden fields, dates, colours, ranges and files keep their labels as they are.
   */
  inputTypes: ['text', 'email', 'tel', 'url', 'search', 'number', 'password'],
  /**
   * Ours (DESIGN's first-paint rule): before the upgrade the labels the option hides are hidden only this long
   * (ms), so a form whose script never arrives shows its labels again.
   */
  noScriptLabelsAfter: 3000,
} as const;
