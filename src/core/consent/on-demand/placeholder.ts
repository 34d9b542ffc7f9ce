/**
 * The notice shown in place of blocked content (CCH §2): the configured text
 * and a button that accepts the item's category or service.
 *
 * A frame or image keeps its own box, and the notice is laid over it: the box
 * the first paint shows (before consent.js has run) is the box the notice
 * covers and the box the activated item fills, so neither the notice nor the
 * activation moves anything, whatever sizes the item (its width and height
 * attributes, the page's CSS, a responsive wrapper).
 */
import { resolveMessages } from '../../config/index.js';
import { observeSize } from '../../frame/index.js';
import { adoptStyles } from '../../styles/index.js';
import type { BlockedItem, Category, ConsentConfig } from '../types.js';

export const PLACEHOLDER_CLASS = 'pb-consent-placeholder';
/** Marks a notice laid over its item (a frame or image), as opposed to one in the flow (a script's). */
export const COVER_ATTRIBUTE = 'data-pb-cover';
const P = `.${PLACEHOLDER_CLASS}`;
const CSS = `@layer pb-consent-placeholder{${P}{box-sizing:border-box;max-width:100%;display:grid;place-content:center;justify-items:center;gap:.75em;padding:1em;text-align:center;background:var(--pb-consent-placeholder-background,#f1f1f1);color:var(--pb-consent-placeholder-color,#222)}${P} p{margin:0}${P}[${COVER_ATTRIBUTE}]{position:absolute;margin:0;max-width:none;overflow:auto}${P}[hidden]{display:none!important}${P}[${COVER_ATTRIBUTE}]:not([hidden])+*{visibility:hidden!important}}`;

/**
 * Adopts the stylesheet, once, in the document or a shadow root (core/styles: a strict style CSP keeps it). In a
 * layer, since adopted sheets come last in the cascade: the page's own `.pb-consent-placeholder` rules still win.
 */
export function addPlaceholderStyles(root: Document | ShadowRoot): void {
  adoptStyles(root, CSS);
}

/** Pixels below which an item's width (half of it for its height) cannot hold a notice. */
export const SMALLEST = 160;

/** The notice's strings; the page overrides them in `messages["pb-consent-banner"]`, and the text with `placeholdertext`. */
export const PLACEHOLDER_MESSAGES = {
  placeholderText: 'Click to accept cookies and enable this content',
  placeholderAccept: 'Accept {name}',
};

/**
 * The notice's text and button label for a category or service, as every notice on the page words them: the
 * config's `placeholdertext` (its `{category}` or `{service}` filled with the service's label or the category),
 * else the page's `messages["pb-consent-banner"]`, else English. Without a consent config (no manager yet) the
 * messages alone apply. `name` is what filled them: the service's label, the service or the category.
 */
export function noticeTexts(
  config: Pick<ConsentConfig, 'placeholdertext' | 'services'> | undefined,
  category: Category,
  service: string,
  doc?: Document,
): { text: string; label: string; name: string } {
  const name = service ? config?.services.find((s) => s.name === service)?.label || service : category;
  const text = resolveMessages(PLACEHOLDER_MESSAGES, 'pb-consent-banner', undefined, doc);
  return {
    text: (config?.placeholdertext || text.placeholderText).replace(/\{(category|service)\}/g, name),
    label: text.placeholderAccept.replace('{name}', name),
    name,
  };
}

export interface Notice {
  box: HTMLDivElement;
  text: HTMLParagraphElement;
  button: HTMLButtonElement;
}

/**
 * The notice box, not yet placed: its text, and a button that accepts. It is marked with its category and
 * service, so a page's CSS can word or colour notices per service.
 */
export function createNotice(
  doc: Document,
  what: { category: Category; service: string },
  text: string,
  label: string,
  onAccept: () => void,
): Notice {
  const box = Object.assign(doc.createElement('div'), { className: PLACEHOLDER_CLASS });
  box.dataset.category = what.category;
  if (what.service) box.dataset.service = what.service;
  const notice = {
    box,
    text: Object.assign(doc.createElement('p'), { textContent: text }),
    button: Object.assign(doc.createElement('button'), { type: 'button', textContent: label, onclick: onAccept }),
  };
  box.append(notice.text, notice.button);
  return notice;
}

/**
 * Inserts the notice before the item. A frame or image stays where it is, hidden (`visibility`, so its box
 * stays) while the notice covers it; a script, which has no box, gets the notice in the flow. Returns what
 * activation calls: the notice goes and the item shows.
 */
export function addPlaceholder(item: BlockedItem, text: string, label: string, onAccept: () => void): () => void {
  const el = item.element;
  const doc = el.ownerDocument;
  const { box } = createNotice(doc, item, text, label, onAccept);
  const root = el.getRootNode();
  addPlaceholderStyles(root.nodeType === 9 || 'host' in root ? (root as Document | ShadowRoot) : doc);
  if (item.kind === 'script') {
    el.before(box);
    return () => box.remove();
  }
  box.setAttribute(COVER_ATTRIBUTE, '');
  el.before(box);
  const stop = cover(box, el);
  return () => {
    stop();
    box.remove();
  };
}

/**
 * Keeps `box` (absolutely positioned, at its static position just before `el`) over `el`'s border box: the
 * same size, moved by the difference between the two. The static position follows the flow, so content
 * that grows above both moves them together; the observer corrects the rest (the item resized, its
 * container resized). An item smaller than a notice (a tracking pixel), or without a box (in a closed tab),
 * gets none shown until it is big enough: a notice beside it would push the page.
 */
function cover(box: HTMLElement, el: Element): () => void {
  let dx = 0;
  let dy = 0;
  const place = (): void => {
    if (!box.isConnected) return;
    const item = el.getBoundingClientRect();
    const fits = item.width >= SMALLEST && item.height >= SMALLEST / 2;
    box.hidden = !fits;
    if (!fits) return;
    box.style.width = `${item.width}px`;
    box.style.height = `${item.height}px`;
    const at = box.getBoundingClientRect();
    dx += item.left - at.left;
    dy += item.top - at.top;
    box.style.translate = `${dx}px ${dy}px`;
  };
  // In place now: Chromium may paint a frame before its first observation of a newly observed element.
  place();
  const observed = el.parentElement ? [el, el.parentElement] : [el];
  const view = el.ownerDocument.defaultView;
  if (!view || view === window) {
    // The page's one ResizeObserver (core/frame), not one per blocked item.
    const stops = observed.map((target) => observeSize(target, place));
    return () => {
      for (const stop of stops) stop();
    };
  }
  // An item in another document (a same-origin frame's) is observed from its own window.
  const observer = new view.ResizeObserver(place);
  for (const target of observed) observer.observe(target);
  return () => observer.disconnect();
}
