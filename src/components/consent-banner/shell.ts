/**
 * `<pb-consent-banner>` without React. A returning visitor whose choice is
 * stored only ever sees the manage-consent button, so this shell draws that
 * button itself and downloads the React panel only when the banner must show
 * (the manager publishes `bannerOpen`) or the visitor asks for it.
 * It imports nothing from React's chunk: the element base, the attribute parser
 * and `define` live in the framework-free core chunk (rollup.config.mjs).
 */

import { define, PbElement } from '../../base/index.js';
import { getBus } from '../../core/bus/index.js';
import { type Messages, resolveMessages } from '../../core/config/index.js';
import { getConsent } from '../../core/consent/api.js';
import { CONSENT_TOPIC } from '../../core/consent/topic.js';
import type { ConsentState } from '../../core/consent/types.js';
import { warnOnce } from '../../core/log/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { type ConsentPanelToggleDetail, PANEL_PARTS, PANEL_TOGGLE_EVENT } from './events.js';
import { BANNER_TAG, type BannerPosition, bannerMessages, PANEL_TAG } from './messages.js';
import { bannerProps } from './props.js';
import { shellStyles } from './styles.js';

/** The props the shell sets on the panel it creates (see `consent-panel/props.ts`). */
interface PanelElement extends HTMLElement {
  position: string;
  messages: unknown;
  focusOnOpen: boolean;
  readonly updateComplete?: Promise<void>;
}

export interface ConsentBannerOptions {
  /** Imports the module that defines `<pb-consent-panel>`, and with it React. */
  loadPanel: () => Promise<unknown>;
}

export class ConsentBannerElement extends PbElement {
  static readonly tag = BANNER_TAG;
  static readonly props = bannerProps;
  /** Where the banner sits; an unknown value warns and gives `bottom`. */
  declare position: BannerPosition;
  /** Overrides of the English strings (the attribute's JSON, or an object). */
  declare messages: Messages;

  readonly #root: ShadowRoot;
  readonly #button: HTMLButtonElement;
  #state: ConsentState | undefined;
  #off: (() => void) | undefined;
  #panel: PanelElement | undefined;
  #loading: Promise<void> | undefined;
  #open = false;
  /** Opened with the manage button: the panel takes focus, and gives it back when it closes. */
  #byVisitor = false;
  #returnFocus = false;

  constructor() {
    super();
    // Plain mode has no shadow root of its own: the shell draws its button in one.
    this.#root = this.attachShadow({ mode: 'open' });
    adoptStyles(this.#root, shellStyles);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'manage';
    button.setAttribute('part', 'manage-button');
    button.hidden = true;
    button.addEventListener('click', () => this.#manage());
    this.#root.append(button);
    this.#button = button;
    this.#root.addEventListener(PANEL_TOGGLE_EVENT, (e) => this.#panelToggled(e as CustomEvent));
    this.#render();
  }

  /** Replaced by the elements layer (`consentBannerClass`), which knows where the panel's module is. */
  loadPanel(): Promise<unknown> {
    return Promise.reject(new Error('no panel loader; register with consentBannerClass()'));
  }

  protected connected(): void {
    // State topics replay, so a banner added late still sees the current state. A move keeps the subscription.
    this.#off = getBus().subscribe(CONSENT_TOPIC, (state) => this.#update(state));
    // What changed while it was out of the document, when no state was replayed.
    this.#render();
  }

  protected disconnected(): void {
    this.#off?.();
    this.#off = undefined;
  }

  protected changed(): void {
    this.#render();
  }

  #update(state: ConsentState): void {
    this.#state = state;
    if (state.bannerOpen) this.#ensurePanel();
    else if (this.#open) {
      // Decided now, while focus is still inside the closing banner; carried out once the panel has closed.
      this.#returnFocus = this.#byVisitor || this.matches(':focus-within');
      this.#byVisitor = false;
      if (this.#panel) this.#panel.focusOnOpen = false;
    }
    this.#open = state.bannerOpen;
    this.#render();
    if (!this.#open && this.#returnFocus && !this.#panel) this.#focusButton();
  }

  #manage(): void {
    const api = getConsent();
    if (!api) {
      warnOnce(`<${BANNER_TAG}>`, 'the consent manager is not running, so the banner cannot open');
      return;
    }
    this.#byVisitor = true;
    if (this.#panel) this.#panel.focusOnOpen = true;
    // Start the download now, alongside the manager's publish.
    this.#ensurePanel();
    api.open();
  }

  #ensurePanel(): void {
    if (this.#panel || this.#loading) return;
    const loading = this.loadPanel().then(
      () => {
        const panel = document.createElement(PANEL_TAG) as PanelElement;
        panel.setAttribute('exportparts', PANEL_PARTS.join(', '));
        // Forwards the banner's children into the panel's own slot.
        panel.append(document.createElement('slot'));
        this.#panel = panel;
        this.#syncPanel();
        panel.focusOnOpen = this.#byVisitor;
        this.#root.append(panel);
      },
      (error: unknown) => {
        this.#loading = undefined;
        warnOnce(`<${BANNER_TAG}>`, `could not load <${PANEL_TAG}>: ${String(error)}`);
      },
    );
    this.#loading = loading;
    // updateComplete: the module, then the panel's first render.
    this.settleAfter(loading.then(() => this.#panel?.updateComplete));
  }

  #panelToggled(event: CustomEvent<ConsentPanelToggleDetail>): void {
    if (event.detail.open || !this.#returnFocus) return;
    this.#focusButton();
  }

  #focusButton(): void {
    this.#returnFocus = false;
    if (!this.#button.hidden) this.#button.focus();
  }

  #showManage(): boolean {
    const state = this.#state;
    if (!state || state.bannerOpen || state.bot || state.consentType === 'other') return false;
    if (getConsent()?.config.banner_enabled === false) return false;
    // A privacy signal in opt-out mode hides the banner, yet the visitor must be able to withdraw.
    return state.bannerStatus === 'dismissed' || state.privacySignal;
  }

  #syncPanel(): void {
    const panel = this.#panel;
    if (!panel) return;
    // Each assignment re-renders the panel, so only real changes are passed on, and updateComplete waits for them.
    let passed = false;
    if (panel.position !== this.position) {
      panel.position = this.position;
      passed = true;
    }
    if (panel.messages !== this.messages) {
      panel.messages = this.messages;
      passed = true;
    }
    if (passed && panel.isConnected && panel.updateComplete) this.settleAfter(panel.updateComplete);
  }

  #render(): void {
    const text = resolveMessages(bannerMessages(getConsent()?.config.texts), BANNER_TAG, this.messages);
    if (this.#button.textContent !== text.manageConsent) this.#button.textContent = text.manageConsent;
    this.#button.hidden = !this.#showManage();
    this.#syncPanel();
  }
}

/** Idempotent, through the one registry: the first class for the tag stays. */
export const defineConsentBanner = (element: typeof ConsentBannerElement): CustomElementConstructor =>
  define(BANNER_TAG, element);

/** The banner class with its panel loader, for the elements layer to name and register. */
export function consentBannerClass(options: ConsentBannerOptions): typeof ConsentBannerElement {
  return class extends ConsentBannerElement {
    loadPanel(): Promise<unknown> {
      return options.loadPanel();
    }
  };
}
