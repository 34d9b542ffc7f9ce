/**
 * The one DOM helper among the formats: the width of a classic vertical scrollbar, which sticky modules
 * need to line up with a viewport that may or may not show one (CCH §3 window state, §9 Builder).
 */
import { BUILDER } from '../constants/builder.js';

/**
 * Measures the vertical scrollbar width in px with a 100 px scrolling probe that is removed again.
 * 0 without a body (or without a DOM), and 0 where scrollbars overlay the content.
 * @example measureScrollbarWidth() // 15 in desktop Chromium on Linux
 */
export function measureScrollbarWidth(doc: Document = globalThis.document): number {
  const body = doc?.body;
  if (!body) return 0;
  const size = `${BUILDER.scrollbarProbeSize}px`;
  const probe = doc.createElement('div');
  // Off screen and absolutely placed so the probe never moves the page or shows; no border, which
  // offsetWidth would count, whatever the page's own div rules say.
  Object.assign(probe.style, {
    position: 'absolute',
    top: '-9999px',
    left: '-9999px',
    width: size,
    height: size,
    overflow: 'scroll',
    visibility: 'hidden',
    border: '0',
    padding: '0',
  });
  try {
    body.appendChild(probe);
    return Math.max(0, probe.offsetWidth - probe.clientWidth);
  } catch {
    return 0;
  } finally {
    probe.remove();
  }
}
