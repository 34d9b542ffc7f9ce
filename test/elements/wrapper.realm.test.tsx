/**
 * Constructed sheets belong to the document whose realm made them: a sheet of this window adopted in another
 * document's root is refused (NotAllowedError) or ignored. The wrapper's shadow sheets come from core/styles,
 * made per document, so an element moved into a same-origin frame keeps its styles.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { createElementClass, define, type PbElement } from '../../src/components/element/index.js';

function Realm() {
  return <span part="text">Realm</span>;
}

const PbRealm = createElementClass<object, Record<string, never>>(Realm, {
  tag: 'pb-realm-probe',
  props: {},
  styles: ':host{color:rgb(1, 2, 3)}',
});
define('pb-realm-probe', PbRealm);

async function frame(): Promise<HTMLIFrameElement> {
  const f = document.createElement('iframe');
  await new Promise((loaded) => {
    f.addEventListener('load', loaded, { once: true });
    document.body.append(f);
  });
  return f;
}

describe('shared element wrapper: sheets per document realm', () => {
  it('is accessible', async () => {
    const el = await fixture<PbElement>(html`<pb-realm-probe></pb-realm-probe>`);
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it("keeps its shadow styles when moved into another document, with sheets of that document's realm", async () => {
    const f = await frame();
    try {
      const el = await fixture<PbElement>(html`<pb-realm-probe></pb-realm-probe>`);
      await el.updateComplete;
      expect(getComputedStyle(el).color).to.equal('rgb(1, 2, 3)');
      const doc = f.contentDocument as Document;
      doc.body.append(el);
      await el.updateComplete;
      const sheets = el.shadowRoot?.adoptedStyleSheets ?? [];
      expect(sheets.length).to.equal(2);
      const FrameSheet = (f.contentWindow as unknown as { CSSStyleSheet: typeof CSSStyleSheet }).CSSStyleSheet;
      expect(sheets.every((s) => s instanceof FrameSheet)).to.equal(true);
      expect(doc.defaultView?.getComputedStyle(el).color).to.equal('rgb(1, 2, 3)');
      expect(doc.defaultView?.getComputedStyle(el).display).to.equal('block');
    } finally {
      f.remove();
    }
  });
});
