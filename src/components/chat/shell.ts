/**
 * `<pb-chat>` without React. The launcher sits on every page, so its closed state is this shell alone: a native
 * button in a shadow root of its own, as `<pb-consent-banner>` draws its manage button. The box (`<pb-chat-box>`,
 * React) is downloaded on the first open or auto-open, and fetched ahead when the pointer rests on the launcher
 * or the launcher takes focus. Before the visitor opens it nothing else loads: the accounts' pictures are in the
 * box, and nothing connects to the messaging app.
 *
 * The shell owns the open state (the reflected `open`), the auto-open timer and its cookie, and closing on a click
 * outside; the box renders, and asks the shell to close it (its close button, Escape).
 */
import { define, PbElement } from '../../base/index.js';
import { autoOpenSeen, rememberAutoOpen, shouldAutoOpen } from '../../core/chat/auto-open.js';
import { type ChatSchedule, chatAvailability, parseDays, parseTime } from '../../core/chat/hours.js';
import { isBuilderMode, type Messages, resolveMessages } from '../../core/config/index.js';
import type { ChatPosition } from '../../core/constants/chat.js';
import { warnOnce } from '../../core/log/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { timer } from '../../core/timing/index.js';
import { BOX_PARTS, CLOSE_REQUEST, type CloseRequestDetail } from './events.js';
import { CHAT_BOX_TAG, CHAT_TAG, chatMessages } from './messages.js';
import { chatProps } from './props.js';
import { shellStyles } from './styles.js';

/** The props the shell sets on the box (see `chat-box/props.ts`). */
interface BoxElement extends HTMLElement {
  open: boolean;
  focusOnOpen: boolean;
  accounts: unknown;
  schedule: ChatSchedule;
  messages: unknown;
  position: string;
  readonly updateComplete?: Promise<void>;
}

export interface ChatOptions {
  /** Imports the module that defines `<pb-chat-box>`, and with it React. */
  loadBox: () => Promise<unknown>;
}

const SVG = 'http://www.w3.org/2000/svg';
/** A speech bubble. */
const ICON = 'M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zM7 9h10v2H7zm0-3h10v2H7zm0 6h7v2H7z';
const TIME = 'expected a time as HH:MM, from 00:00 to 24:00';

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
    this.#root = this.attachShadow({ mode: 'open' });
    adoptStyles(this.#root, shellStyles);
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('part', 'launcher');
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', 'box');
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('part', 'launcher-icon');
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', ICON);
    svg.append(path);
    this.#label = document.createElement('span');
    this.#label.setAttribute('part', 'launcher-text');
    button.append(svg, this.#label);
    button.addEventListener('click', () => {
      this.#byVisitor = true;
      this.open = !this.open;
    });
    // Fetched ahead: by the time the click lands, the box is often there.
    const prefetch = (): void => this.#ensureBox();
    button.addEventListener('pointerenter', prefetch);
    button.addEventListener('focus', prefetch);
    // The box, not yet defined: it is what `aria-controls` names. The launcher's children are forwarded into it.
    this.#box = document.createElement(CHAT_BOX_TAG) as BoxElement;
    this.#box.id = 'box';
    this.#box.setAttribute('exportparts', BOX_PARTS.join(', '));
    this.#box.append(document.createElement('slot'));
    this.#root.append(button, this.#box);
    this.#root.addEventListener(CLOSE_REQUEST, (event) => {
      this.#returnFocus = (event as CustomEvent<CloseRequestDetail>).detail.focus;
      this.#byVisitor = true;
      this.open = false;
    });
    this.#button = button;
  }

  /** Replaced by the elements layer (`chatClass`), which knows where the box's module is. */
  loadBox(): Promise<unknown> {
    return Promise.reject(new Error('no box loader; register with chatClass()'));
  }

  protected connected(): void {
    this.#render();
    this.#openChanged();
    // Back in a document while open (not a move, which keeps it): a click outside closes it again.
    if (this.open) this.ownerDocument.addEventListener('pointerdown', this.#outside, true);
    if (this.autoOpen && !isBuilderMode(this.ownerDocument) && !autoOpenSeen(this.ownerDocument))
      this.#autoTimer.start(this.autoOpenDelay, () => this.#autoOpenNow());
  }

  protected disconnected(): void {
    this.#autoTimer.cancel();
    this.ownerDocument.removeEventListener('pointerdown', this.#outside, true);
  }

  protected changed(prop: string): void {
    if (prop === 'open') this.#openChanged();
    else this.#render();
  }

  /** The schedule the attributes give; a malformed part warns and counts as not given. */
  #schedule(): ChatSchedule {
    const { days, rejected } = parseDays(this.days);
    if (rejected.length)
      this.warn(
        'days',
        `expected days as 0-6 (0 is Sunday) or names (mon, tue...), got ${rejected.join(', ')}; ignored`,
      );
    const time = (attribute: 'from' | 'to'): number | undefined => {
      const text = this[attribute];
      const minutes = parseTime(text);
      if (text && minutes === undefined) this.warn(attribute, `${TIME}, got ${JSON.stringify(text)}; using none`);
      return minutes;
    };
    return { days, from: time('from'), to: time('to'), offset: this.timezoneOffset };
  }

  #autoOpenNow(): void {
    const available = chatAvailability(this.#schedule(), Date.now()).available;
    const seen = autoOpenSeen(this.ownerDocument);
    if (!shouldAutoOpen({ enabled: this.autoOpen, seen, available, touched: this.#touched }) || this.open) return;
    this.#auto = true;
    this.open = true;
  }

  #openChanged(): void {
    const open = this.open;
    this.#button.setAttribute('aria-expanded', String(open));
    if (open === this.#shown) return;
    this.#shown = open;
    const auto = this.#auto;
    const byVisitor = this.#byVisitor;
    this.#auto = false;
    this.#byVisitor = false;
    if (byVisitor) this.#touched = true;
    if (open) {
      this.#autoTimer.cancel();
      this.#box.focusOnOpen = byVisitor;
      this.ownerDocument.addEventListener('pointerdown', this.#outside, true);
      this.#ensureBox();
      // The cookie says "seen": written once the box that opened by itself is on screen.
      if (auto)
        this.#loading
          ?.then(() => this.#box.updateComplete)
          .then(() => {
            if (this.open) rememberAutoOpen(this.ownerDocument);
          });
    } else {
      this.ownerDocument.removeEventListener('pointerdown', this.#outside, true);
      // Focus inside a closing box would be lost: it goes back to the launcher.
      if (this.#returnFocus || this.#root.activeElement === this.#box) this.#button.focus();
      this.#returnFocus = false;
    }
    this.#sync();
    this.emit('pb-chat-toggle', { open, auto });
  }

  /** A press anywhere outside the launcher and its box closes the box; focus stays where the visitor put it. */
  #outside = (event: Event): void => {
    if (!event.composedPath().includes(this)) {
      this.#byVisitor = true;
      this.open = false;
    }
  };

  #ensureBox(): void {
    if (this.#loading) return;
    const loading = this.loadBox().then(
      () => {
        // Upgraded by now: each assignment re-renders, so the box gets everything in one pass.
        this.#sync();
      },
      (error: unknown) => {
        this.#loading = undefined;
        warnOnce(`<${CHAT_TAG}>`, `could not load <${CHAT_BOX_TAG}>: ${String(error)}`);
      },
    );
    this.#loading = loading;
    // updateComplete: the module, then the box's render.
    this.settleAfter(loading.then(() => this.#box.updateComplete));
  }

  /** Hands the box what it shows; only real changes, since each one re-renders it. */
  #sync(): void {
    if (!customElements.get(CHAT_BOX_TAG)) return;
    const box = this.#box;
    const values: Partial<BoxElement> = {
      open: this.open,
      accounts: this.accounts,
      schedule: this.#schedule(),
      messages: this.messages,
      position: this.position,
    };
    let passed = false;
    for (const [key, value] of Object.entries(values) as [keyof BoxElement, unknown][]) {
      const same =
        key === 'schedule' ? JSON.stringify(box.schedule) === JSON.stringify(value) : box[key] === (value as never);
      if (same) continue;
      (box as unknown as Record<string, unknown>)[key] = value;
      passed = true;
    }
    if (passed && box.updateComplete) this.settleAfter(box.updateComplete);
  }

  #render(): void {
    const text = resolveMessages(chatMessages, CHAT_TAG, this.messages);
    if (this.#label.textContent !== text.launcher) this.#label.textContent = text.launcher;
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
