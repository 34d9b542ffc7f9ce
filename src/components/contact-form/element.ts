/**
 * The contact form without React: it renders nothing, only attaches ./attach.ts's behaviour to the CMS's `<form>`
 * in its light DOM (which works, and reads, without the script). Attached when the element connects, so
 * conditional logic has hidden its blocks before the upgraded element first paints.
 */
import { PbElement } from '../../base/index.js';
import type { PropDefs } from '../../core/attributes/index.js';
import { type Messages, resolveMessages } from '../../core/config/index.js';
import {
  type ContactMessages,
  contactMessages,
  labelPlaceholders,
  placeholderOptionWarning,
} from '../../core/form/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { attach } from './attach.js';
import { lightStyles } from './styles.js';

export const CONTACT_TAG = 'pb-contact-form';

export const contactFormProps = {
  messages: { type: 'json', default: {} as Messages },
  legacyPlaceholder: { type: 'boolean', default: false },
} satisfies PropDefs;

export class ContactFormElement extends PbElement {
  static readonly props = contactFormProps;
  declare messages: Messages;
  declare legacyPlaceholder: boolean;

  #text: ContactMessages = contactMessages;
  #detach: (() => void) | undefined;
  #placeholders: (() => void) | undefined;

  protected connected(): void {
    // Its box without pb.css too (elements imported one by one): the rule pb.css gives it before the upgrade.
    adoptStyles(this.ownerDocument, lightStyles);
    this.#readMessages();
    const form = this.querySelector('form');
    if (form)
      this.#detach = attach(
        this,
        form,
        () => this.#text,
        (work) => this.settleAfter(work),
      );
    else this.warn('(content)', 'needs a <form> child');
    this.#placeLabels();
  }

  protected disconnected(): void {
    this.#detach?.();
    this.#detach = undefined;
    this.#placeholders?.();
    this.#placeholders = undefined;
  }

  protected changed(prop: string): void {
    if (prop === 'messages') this.#readMessages();
    else if (prop === 'legacyPlaceholder') this.#placeLabels();
  }

  /** Read when it changes rather than on each submit, so a `messages` of the wrong shape warns at once. */
  #readMessages(): void {
    this.#text = resolveMessages(contactMessages, CONTACT_TAG, this.messages, this.ownerDocument);
  }

  /** MFT §5's legacy placeholder, on or off with its attribute (the labels it hides are pb.css's rules). */
  #placeLabels(): void {
    this.#placeholders?.();
    this.#placeholders = undefined;
    const warning = placeholderOptionWarning(this.getAttribute('legacy-placeholder'));
    if (warning) this.warn('legacy-placeholder', warning);
    const form = this.querySelector('form');
    if (this.legacyPlaceholder && form) this.#placeholders = labelPlaceholders(form);
  }
}
