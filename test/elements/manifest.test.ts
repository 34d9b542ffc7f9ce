import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/all.js';
import { lightStyles as accordionStyles } from '../../src/components/accordion/index.js';
import { styles as tabsStyles } from '../../src/components/tabs/index.js';
import { styles as toggleStyles } from '../../src/components/toggle/index.js';

interface Declaration {
  tagName?: string;
  attributes?: { name: string }[];
  events?: { name: string }[];
  cssParts?: { name: string }[];
  cssProperties?: { name: string }[];
  slots?: { name: string }[];
}

async function manifest(): Promise<Map<string, Declaration>> {
  const cem = (await (await fetch('/custom-elements.json')).json()) as { modules: { declarations?: Declaration[] }[] };
  const decls = cem.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName);
  return new Map(decls.map((d) => [d.tagName as string, d]));
}

const names = (list?: { name: string }[]) => new Set((list ?? []).map((x) => x.name));
const customProperties = (css: string) => new Set([...css.matchAll(/var\((--pb-[\w-]+)/g)].map((m) => m[1] as string));

describe('custom-elements.json', () => {
  it('is accessible markup when every element is on one page', async () => {
    const el = await fixture(html`<div>
      <pb-tabs><pb-tab label="One">1</pb-tab><pb-tab label="Two">2</pb-tab></pb-tabs>
      <pb-accordion><pb-toggle heading="Q" heading-level="2" open>A</pb-toggle></pb-accordion>
    </div>`);
    await (el.querySelector('pb-tabs') as HTMLElement & { updateComplete: Promise<void> }).updateComplete;
    await expect(el).to.be.accessible();
  });

  it('lists every registered pb-* tag', async () => {
    const cem = await manifest();
    for (const tag of ['pb-tabs', 'pb-tab', 'pb-accordion', 'pb-toggle']) {
      expect(customElements.get(tag), tag).to.not.equal(undefined);
      expect(cem.has(tag), tag).to.equal(true);
    }
  });

  it('documents every observed attribute, rendered part and custom property', async () => {
    const cem = await manifest();
    const cases: [string, string, string][] = [
      ['pb-tabs', '<pb-tabs><pb-tab label="A">a</pb-tab><pb-tab label="B">b</pb-tab></pb-tabs>', tabsStyles],
      ['pb-toggle', '<pb-toggle heading="Q" open>a</pb-toggle>', toggleStyles],
      ['pb-accordion', '<pb-accordion><pb-toggle heading="Q">a</pb-toggle></pb-accordion>', accordionStyles],
    ];
    for (const [tag, markup, css] of cases) {
      const host = document.createElement('div');
      host.innerHTML = markup;
      document.body.append(host);
      const el = host.firstElementChild as HTMLElement & { updateComplete: Promise<void> };
      await el.updateComplete;
      const decl = cem.get(tag) as Declaration;
      const ctor = customElements.get(tag) as unknown as { observedAttributes: string[] };
      for (const a of ctor.observedAttributes) expect(names(decl.attributes), `${tag} @attr ${a}`).to.include(a);
      const parts = [...(el.shadowRoot?.querySelectorAll('[part]') ?? [])].flatMap((p) =>
        (p.getAttribute('part') ?? '').split(/\s+/),
      );
      for (const p of parts) expect(names(decl.cssParts), `${tag} @csspart ${p}`).to.include(p);
      for (const prop of customProperties(css)) {
        expect(names(decl.cssProperties), `${tag} @cssprop ${prop}`).to.include(prop);
      }
      host.remove();
    }
  });
});
