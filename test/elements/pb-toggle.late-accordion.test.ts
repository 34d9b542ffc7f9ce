/**
 * The autoloader imports tags in any order: toggles may mount before their
 * accordion is defined. This page defines pb-accordion only inside the test.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/pb-toggle.js';
import type { PbToggle } from '../../elements/pb-toggle.js';

const button = (t: Element) => t.shadowRoot?.querySelector('button') as HTMLButtonElement;

describe('<pb-toggle> before its <pb-accordion> is defined', () => {
  it('is accessible, and reports the open toggle stuck open once the accordion is defined', async () => {
    expect(customElements.get('pb-accordion')).to.equal(undefined);
    const acc = await fixture<HTMLElement>(html`<pb-accordion>
      <pb-toggle heading="One" open><p>First</p></pb-toggle>
      <pb-toggle heading="Two"><p>Second</p></pb-toggle>
    </pb-accordion>`);
    const toggles = [...acc.querySelectorAll<PbToggle>('pb-toggle')];
    await Promise.all(toggles.map((t) => t.updateComplete));
    await expect(acc).to.be.accessible();
    // No accordion yet: a plain toggle, free to close.
    expect(button(toggles[0] as PbToggle).hasAttribute('aria-disabled')).to.equal(false);
    await import('../../elements/pb-accordion.js');
    await waitUntil(() => button(toggles[0] as PbToggle).getAttribute('aria-disabled') === 'true');
    expect(button(toggles[1] as PbToggle).hasAttribute('aria-disabled')).to.equal(false);
  });
});
