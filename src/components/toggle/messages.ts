/** English defaults; override with `messages` or the page config's `messages["pb-toggle"]`. */
export const toggleMessages = {
  /** Shown when the `heading` attribute is missing, so the button still has a name. */
  untitled: 'Toggle',
};
