/**
 * The links side of the lightbox, without React: which links form a group, the one document-level click
 * listener that opens them, and `openLightbox` for other elements. A link in an open shadow root is found
 * through the event's composed path, and its group is the links of that same root.
 */
import { LIGHTBOX } from '../../core/constants/lightbox.js';

export interface LightboxItem {
  /** '' when the link has no href: the lightbox then says the content was not found. */
  href: string;
  /** The thumbnail's alt text, for the large image. */
  alt: string;
  /** `data-pb-caption`, else the alt. */
  caption: string;
  /** 'other' is a link that is no image; only `openLightbox` shows one (a click leaves it to the browser). */
  kind: 'image' | 'missing' | 'other';
}

export interface LightboxView {
  group: string;
  items: LightboxItem[];
  index: number;
}

/** What `openLightbox` calls on the `<pb-lightbox>` element. */
export interface LightboxHost extends HTMLElement {
  show(link: HTMLAnchorElement): void;
}

const kindOf = (link: HTMLAnchorElement): LightboxItem['kind'] =>
  !link.getAttribute('href') ? 'missing' : LIGHTBOX.image.test(link.pathname) ? 'image' : 'other';

const shown = (link: Element): boolean => !link.closest('[hidden]') && link.getClientRects().length > 0;

function itemOf(link: HTMLAnchorElement): LightboxItem {
  const alt = link.querySelector('img')?.alt ?? '';
  const kind = kindOf(link);
  return { href: kind === 'missing' ? '' : link.href, alt, caption: link.getAttribute(LIGHTBOX.caption) || alt, kind };
}

/**
 * The group of `link`: the shown image links of the same group and root, in document order, and where
 * `link` stands among them (it is always one of them, even hidden or not an image).
 */
export function groupOf(link: HTMLAnchorElement): LightboxView {
  const group = link.getAttribute(LIGHTBOX.group) ?? '';
  const root = link.getRootNode() as ParentNode;
  const links = group
    ? [...root.querySelectorAll<HTMLAnchorElement>(`a[${LIGHTBOX.group}="${CSS.escape(group)}"]`)].filter(
        (a) => a === link || (shown(a) && kindOf(a) !== 'other'),
      )
    : [link];
  return { group, items: links.map(itemOf), index: links.indexOf(link) };
}

/**
 * Opens the lightbox at `link`, in the page's `<pb-lightbox>` (one is added at the end of the body when
 * there is none). Before the element is defined, it opens once it is.
 */
export function openLightbox(link: HTMLAnchorElement): void {
  const doc = link.ownerDocument;
  let box = doc.querySelector<LightboxHost>(LIGHTBOX.tag);
  if (!box) {
    box = doc.createElement(LIGHTBOX.tag) as LightboxHost;
    doc.body.append(box);
  }
  const target = box;
  if (typeof target.show === 'function') target.show(link);
  else void customElements.whenDefined(LIGHTBOX.tag).then(() => target.show(link));
}

/** A plain click on an image link; Ctrl, Cmd, Shift, Alt, other buttons and downloads stay the browser's. */
function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
    return;
  const link = event
    .composedPath()
    .find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement && n.hasAttribute(LIGHTBOX.group));
  if (!link || link.hasAttribute('download') || kindOf(link) === 'other') return;
  event.preventDefault();
  openLightbox(link);
}

const LISTENING = Symbol.for('pb.lightbox.links');

/** Installs the click listener once per document, however many copies of the library the page loads. */
export function listenForLightboxLinks(doc: Document = document): void {
  const d = doc as unknown as Record<symbol, boolean>;
  if (d[LISTENING]) return;
  d[LISTENING] = true;
  doc.addEventListener('click', onClick);
}
