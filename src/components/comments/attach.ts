/**
 * The comments' behaviour over the CMS's light-DOM list and `#respond` form (CCH §2-3, §5): "Reply" moves the form
 * under the chosen comment (parent id set, cancel-reply link shown) and cancel puts it back; Ctrl or Meta + Enter in
 * the textarea submits; the post goes without a reload and the stored comment joins its thread as text. Plain DOM
 * handlers: the form and every message live in the light DOM, where `aria-describedby` can reach them.
 */
import type { PbElement } from '../../base/index.js';
import { isBlank, parseComment, replyData, submitsComment } from '../../core/comments/index.js';
import { fillMessage } from '../../core/config/index.js';
import { COMMENTS } from '../../core/constants/content.js';
import { markField, unmarkFields } from '../../core/form/index.js';
import { type Failure, post, submitGuard } from '../../core/request/index.js';
import { commentNode, threadOf } from './dom.js';
import type { CommentsText } from './element.js';

/** A comment in the CMS's list, as counted for `count-target`. */
const COMMENT_ITEM = 'li[id^="comment-"]';

const byId = (host: Element, id: string) => host.querySelector<HTMLElement>(`#${CSS.escape(id)}`);

export interface CommentsOptions {
  /** The strings in force, read at each use. */
  text: () => CommentsText;
  /** The `count-target` id in force, read after each post. */
  countTarget: () => string;
  /** Holds the element's `updateComplete` until a post has run its course. */
  settle: (work: Promise<unknown>) => void;
}

/** Attaches the behaviour to `host`'s comment form, when it has one; returns the function that takes it off. */
export function attach(host: PbElement, { text: t, countTarget, settle }: CommentsOptions): () => void {
  const stop = new AbortController();
  const on = <K extends keyof HTMLElementEventMap>(type: K, fn: (e: HTMLElementEventMap[K]) => void) =>
    host.addEventListener(type, fn, { signal: stop.signal });
  const guard = submitGuard();
  const respond = byId(host, COMMENTS.respondId);
  const form = respond?.querySelector('form');
  if (!respond || !form) return () => {};
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const title = respond.querySelector('#reply-title')?.firstChild ?? null;
  const homeTitle = title?.textContent ?? '';
  // Our messages, tied to their fields and overridable, replace the browser's bubbles.
  form.noValidate = true;
  const status = document.createElement('p');
  status.className = 'pb-form-status';
  status.setAttribute('role', 'status');
  // A failure in its own live region, which the page styles as an error and which interrupts to be heard.
  const alert = document.createElement('p');
  alert.className = 'pb-form-error';
  alert.setAttribute('role', 'alert');
  form.prepend(status, alert);
  const say = (ok: string, failed = '') => {
    status.textContent = ok;
    alert.textContent = failed;
    alert.hidden = !failed;
  };
  say('');

  // Where the form returns to: where it stands, unless the server already put it under a comment (no-script reply).
  const home = document.createComment('respond');
  const placed = respond.closest('.comment');
  if (placed) host.append(home);
  else respond.before(home);
  let replyLink: HTMLElement | null = placed?.querySelector<HTMLElement>(COMMENTS.replyLink) ?? null;

  const setReply = (id: string, label: string, cancelShown: boolean) => {
    const parent = field(COMMENTS.parentField);
    if (parent) parent.value = id;
    if (title) title.textContent = label;
    const cancel = byId(host, COMMENTS.cancelId);
    if (cancel) cancel.hidden = !cancelShown;
  };
  const moveTo = (link: HTMLElement): boolean => {
    const data = replyData(link);
    const below = data && (byId(host, data.belowElement) ?? link.closest('article'));
    if (!data || !below || data.respondElement !== respond.id) return false;
    below.after(respond);
    if (data.postId && field('post_id')) (field('post_id') as HTMLInputElement).value = data.postId;
    setReply(data.commentId, data.replyTo || homeTitle, true);
    replyLink = link;
    form.querySelector('textarea')?.focus();
    return true;
  };
  const putBack = (focus: boolean) => {
    home.before(respond);
    setReply('0', homeTitle, false);
    const link = replyLink;
    replyLink = null;
    if (focus) link?.focus();
  };

  on('click', (e) => {
    const target = e.target as Element;
    const link = target.closest<HTMLElement>(COMMENTS.replyLink);
    if (link && moveTo(link)) e.preventDefault();
    else if (target.closest(`#${COMMENTS.cancelId}`)) {
      e.preventDefault();
      putBack(true);
    }
  });
  on('keydown', (e) => {
    if ((e.target as Element).localName === 'textarea' && form.contains(e.target as Node) && submitsComment(e)) {
      e.preventDefault();
      form.requestSubmit();
    }
  });
  on('input', (e) => {
    const f = e.target as HTMLInputElement;
    if (form.contains(f) && f.getAttribute('aria-invalid') && f.checkValidity() && !isBlank(f.value)) {
      unmarkFields([f]);
    }
  });

  const invalid = (): HTMLInputElement | undefined => {
    let first: HTMLInputElement | undefined;
    for (const f of form.querySelectorAll<HTMLInputElement>('input:not([type=hidden]),textarea')) {
      const label = f.labels?.[0]?.textContent?.trim() ?? f.name;
      const message =
        f.required && isBlank(f.value)
          ? fillMessage(t().required, { label })
          : f.type === 'email' && !f.checkValidity()
            ? t().email
            : '';
      if (message) markField([f], message);
      else unmarkFields([f]);
      if (message) first ??= f;
    }
    return first;
  };

  const fail = (failure: Failure, message: string) => {
    const shown = message || (failure === 'network' || failure === 'rate' ? t()[failure] : t().failed);
    say('', shown);
    host.emit('pb-form-error', { failure, message: shown });
  };

  const send = async () => {
    say(t().sending);
    form.setAttribute('aria-busy', 'true');
    const url = new URL(form.getAttribute('action') || location.href, location.href).href;
    const out = await post(url, new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
    form.removeAttribute('aria-busy');
    if (!out.ok) return fail(out.failure, out.message);
    let comment: ReturnType<typeof parseComment>;
    try {
      comment = parseComment(JSON.parse(out.body));
    } catch {}
    if (!comment) return fail('server', '');
    const node = commentNode(comment, field('post_id')?.value ?? '', t());
    threadOf(host, comment.parentId, home).append(node);
    (form.querySelector('textarea') as HTMLTextAreaElement).value = '';
    putBack(false);
    say(t().posted);
    const target = countTarget();
    const counter = target && document.getElementById(target);
    if (counter) {
      const n = host.querySelectorAll(COMMENT_ITEM).length;
      counter.textContent = n === 1 ? t().countOne : fillMessage(t().count, { count: String(n) });
    } else if (target) host.warn('count-target', `no element has the id "${target}"`);
    node.querySelector<HTMLElement>('article')?.focus();
    host.emit('pb-form-success', { form: host.id });
  };

  on('submit', (e) => {
    if (e.target !== form) return;
    e.preventDefault();
    const first = invalid();
    if (first) {
      // The field messages replace what the last submit said: "posted" beside a new error would mislead.
      say('');
      return first.focus();
    }
    settle(guard(send));
  });

  return () => {
    stop.abort();
    status.remove();
    alert.remove();
    home.remove();
    form.noValidate = false;
  };
}
