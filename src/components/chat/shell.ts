/**
 * `<pb-chat>` without React. The launcher sits on every page, so its closed state is this shell alone: a native
 * button in a shadow root of its own, as `<pb-consent-banner>` draws its manage button. The box (`<pb-chat-box>`,
 * React) is downloaded on the first open or auto-open, and fetched ahead when the pointer rests on the launcher
 * or the launcher takes focus. Before the visitor opens it nothing else loads: the accounts' pictures are in the
 * box, and nothing connects to the messaging app. The auto-open (its rule, hours and cookie) is a module of its
 * own, loaded only by `auto-open`; the hours are read by the box when it opens.
 *
 * The shell owns the open state (the reflected `open`), the auto-open timer, and closing on a click outside; the
 * box renders, and asks the shell to close it (its close button, Escape).
 */
import { define, PbElement } from '../../base/index.js';
import { isBuilderMode, type Messages, resolveMessages } from '../../core/config/index.js';
import type { ChatPosition } from '../../core/constants/chat.js';
import { warnOnce } from '../../core/log/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { timer } from '../../core/timing/index.js';
import { CLOSE_REQUEST, type CloseRequestDetail } from './events.js';
import { CHAT_BOX_TAG, CHAT_TAG, launcherMessages } from './messages.js';
import { chatProps } from './props.js';
import { shellStyles } from './styles.js';

/** The box's parts, re-exported through the launcher so `pb-chat::part(box)` works. */
export const BOX_PARTS = [
  'box',
  'timed-out',
  'header',
  'avatar',
  'title',
  'intro',
  'close-button',
  'body',
  'notice',
  'accounts',
  'account',
  'account-name',
  'account-label',
  'account-time',
  'reply',
  'texting',
  'previous-button',
  'message',
  'footer',
  'reply-field',
  'send-link',
];

/** What the shell hands the box (see `chat-box/props.ts`), and the box's own. */
const HANDED = ['open', 'accounts', 'days', 'from', 'to', 'timezoneOffset', 'messages', 'position'] as const;
type BoxElement = HTMLElement &
  Record<(typeof HANDED)[number] | 'focusOnOpen', unknown> & { readonly updateComplete?: Promise<void> };

export interface ChatOptions {
  /** Imports the module that defines `<pb-chat-box>`, and with it React. */
  loadBox: () => Promise<unknown>;
}

/** A speech bubble. */
const ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true" part="launcher-icon"><path d="M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zM7 9h10v2H7zm0-3h10v2H7zm0 6h7v2H7z"/></svg>';

export class ChatElement extends PbElement {
  static readonly tag = CHAT_TAG;
  static readonly props = chatProps;
  declare days: string;
  declare from: string;
  declare to: string;
  declare timezoneOffset: number;
  declare accounts: unknown[];
  declare autoOpen: boolean;
  declare autoOpenDelay: number;
  declare position: ChatPosition;
  declare open: boolean;
  declare messages: Messages;

  readonly #root: ShadowRoot;
  readonly #button: HTMLButtonElement;
  readonly #label: HTMLSpanElement;
  readonly #box: BoxElement;
  readonly #autoTimer = timer();
  #loading: Promise<void> | undefined;
  #shown = false;
  /** The visitor opened or closed the box on this page: it never opens by itself after that. */
  #touched = false;
  #byVisitor = false;
  #auto = false;
  #returnFocus = false;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adoptStyles(root, shellStyles);
    // Markup of our own, constant: the box is not defined yet; it is what `aria-controls` names, and the launcher's
    // children are forwarded into it.
    root.innerHTML = `<button type="button" part="launcher" aria-expanded="false" aria-controls="box">${ICON}<span part="launcher-text"></span></button><${CHAT_BOX_TAG} id="box" exportparts="${BOX_PARTS.join(', ')}"><slot></slot></${CHAT_BOX_TAG}>`;
    this.#root = root;
    this.#button = root.firstChild as HTMLButtonElement;
    this.#label = this.#button.lastChild as HTMLSpanElement;
    this.#box = root.lastChild as BoxElement;
    this.#button.onclick = () => {
      this.#byVisitor = true;
      this.open = !this.open;
    };
    // Fetched ahead: by the time the click lands, the box is often there.
    this.#button.onpointerenter = this.#button.onfocus = () => this.#ensureBox();
    root.addEventListener(CLOSE_REQUEST, (event) => {
      this.#returnFocus = (event as CustomEvent<CloseRequestDetail>).detail.focus;
      this.#byVisitor = true;
      this.open = false;
    });
  }

  /** Replaced by the elements layer (`chatClass`), which knows where the box's module is. */
  loadBox(): Promise<unknown> {
    return Promise.reject(new Error('no box loader; register with chatClass()'));
  }

  protected connected(): void {
    this.#render();
    this.#openChanged();
    // Back in a document while open (not a move, which keeps it): a click outside closes it again.
    if (this.open) this.#listen(true);
    if (!this.autoOpen || isBuilderMode(this.ownerDocument)) return;
    const rule = import('./auto-open.js');
    this.settleAfter(rule);
    this.#autoTimer.start(this.autoOpenDelay, () =>
      this.settleAfter(
        rule.then(({ mayAutoOpen, rememberAutoOpen }) => {
          if (this.open || !mayAutoOpen(this.ownerDocument, this, this.#touched)) return;
          this.#auto = true;
          this.open = true;
          // The cookie says "seen": written once the box that opened by itself is on screen.
          return this.#loading
            ?.then(() => this.#box.updateComplete)
            .then(() => this.open && rememberAutoOpen(this.ownerDocument));
        }),
      ),
    );
  }

  protected disconnected(): void {
    this.#autoTimer.cancel();
    this.#listen(false);
  }

  protected changed(prop: string): void {
    if (prop === 'open') this.#openChanged();
    else this.#render();
  }

  #openChanged(): void {
    const open = this.open;
    this.#button.setAttribute('aria-expanded', String(open));
    if (open === this.#shown) return;
    this.#shown = open;
    const auto = this.#auto;
    const byVisitor = this.#byVisitor;
    this.#auto = this.#byVisitor = false;
    if (byVisitor) this.#touched = true;
    this.#listen(open);
    if (open) {
      this.#autoTimer.cancel();
      this.#box.focusOnOpen = byVisitor;
      this.#ensureBox();
    } else if (this.#returnFocus || this.#root.activeElement === this.#box) {
      // Focus inside a closing box would be lost: it goes back to the launcher.
      this.#button.focus();
    }
    this.#returnFocus = false;
    this.#sync();
    this.emit('pb-chat-toggle', { open, auto });
  }

  #listen(on: boolean): void {
    const doc = this.ownerDocument;
    if (on) doc.addEventListener('pointerdown', this.#outside, true);
    else doc.removeEventListener('pointerdown', this.#outside, true);
  }

  /** A press anywhere outside the launcher and its box closes the box; focus stays where the visitor put it. */
  #outside = (event: Event): void => {
    if (event.composedPath().includes(this)) return;
    this.#byVisitor = true;
    this.open = false;
  };

  #ensureBox(): void {
    if (this.#loading) return;
    const loading = this.loadBox().then(
      () => this.#sync(),
      (error: unknown) => {
        this.#loading = undefined;
        warnOnce(`<${CHAT_TAG}>`, `could not load <${CHAT_BOX_TAG}>: ${String(error)}`);
      },
    );
    this.#loading = loading;
    // updateComplete: the module, then the box's render.
    this.settleAfter(loading.then(() => this.#box.updateComplete));
  }

  /** Hands the box what it shows, once it is defined; only real changes, since each one re-renders it. */
  #sync(): void {
    if (!customElements.get(CHAT_BOX_TAG)) return;
    const box = this.#box;
    let passed = false;
    for (const key of HANDED)
      if (box[key] !== this[key]) {
        box[key] = this[key];
        passed = true;
      }
    if (passed && box.updateComplete) this.settleAfter(box.updateComplete);
  }

  #render(): void {
    const { launcher } = resolveMessages(launcherMessages, CHAT_TAG, this.messages);
    if (this.#label.textContent !== launcher) this.#label.textContent = launcher;
    this.#sync();
  }
}

/** Idempotent, through the one registry: the first class for the tag stays. */
export const defineChat = (element: typeof ChatElement): CustomElementConstructor => define(CHAT_TAG, element);

/** The launcher class with its box loader, for the elements layer to name and register. */
export function chatClass(options: ChatOptions): typeof ChatElement {
  return class extends ChatElement {
    loadBox(): Promise<unknown> {
      return options.loadBox();
    }
  };
}
