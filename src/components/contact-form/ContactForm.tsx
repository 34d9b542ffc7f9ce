/**
 * The contact form: a slot for the CMS's `<form>`, and the behaviour of
 * ./attach.ts over it (in the light DOM, so it works, and reads, without the
 * script). Attached in a layout effect, so conditional logic has hidden its
 * blocks before the upgraded element first paints.
 */
import { useLayoutEffect, useRef } from 'react';
import type { PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import { contactMessages, labelOf, legacyPlaceholder } from '../../core/form/index.js';
import { type PbElement, type PropValues, useMessages } from '../element/index.js';
import { attach } from './attach.js';

export const CONTACT_TAG = 'pb-contact-form';

export const contactFormProps = {
  messages: { type: 'json', default: {} as Messages },
  legacyPlaceholder: { type: 'boolean', default: false },
} satisfies PropDefs;

export type ContactFormProps = PropValues<typeof contactFormProps>;

export function ContactForm({ host, messages, legacyPlaceholder: legacy }: ContactFormProps & { host: PbElement }) {
  const text = useMessages(contactMessages, CONTACT_TAG, messages);
  const current = useRef(text);
  current.current = text;

  useLayoutEffect(() => {
    const form = host.querySelector('form');
    if (form) return attach(host, form, () => current.current);
    host.warn('(content)', 'needs a <form> child');
  }, [host]);

  useLayoutEffect(() => {
    const form = host.querySelector('form');
    if (legacy && form) return legacyPlaceholder(Array.from(form.elements), (f) => labelOf([f]));
  }, [host, legacy]);

  return <slot />;
}
