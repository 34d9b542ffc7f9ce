/**
 * The shortcode preview exchange (CCH §7): a hidden frame from the site with `preview=true`, a preview nonce and a
 * frame id; a message to it with the nonce, an is-preview flag and the shortcode; a message back with the frame id
 * and an HTML string. The spec names the fields, not their spelling: these are this library's wire names.
 */
export const PREVIEW = {
  /** A frame that has not answered by then is removed and the preview fails as `timeout`. */
  timeout: 10_000,
  /** The query parameters of the frame's URL. The shortcode is never one: long ones hit 414 (gutenberg#33540). */
  query: { preview: 'preview', nonce: 'preview_nonce', frameId: 'frame_id' },
  /** The fields of the message to the frame and of its answer. */
  message: {
    nonce: 'preview_nonce',
    isPreview: 'is_preview',
    shortcode: 'shortcode',
    frameId: 'frame_id',
    html: 'html',
  },
  /** Frame ids: this prefix and 16 random bytes in hex. */
  framePrefix: 'pb-preview-',
  /** The names in the page config: `endpoints.preview` (the preview page) and `nonces.preview`. */
  configName: 'preview',
} as const;
