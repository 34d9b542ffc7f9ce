import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/all.js';
import { lightStyles as accordionStyles } from '../../src/components/accordion/index.js';
import { styles as tabsStyles } from '../../src/components/tabs/index.js';
import { styles as toggleStyles } from '../../src/components/toggle/index.js';
import { isObserved, type PropDefs, tableEntries } from '../../src/core/attributes/index.js';

interface Attribute {
  name: string;
  type?: { text: string };
  default?: string;
  fieldName?: string;
  description?: string;
}

interface Member {
  kind: 'field' | 'method';
  name: string;
  attribute?: string;
  default?: string;
}

interface Declaration {
  tagName?: string;
  attributes?: Attribute[];
  members?: Member[];
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

/** What the element reads: its class's table and methods. */
const classOf = (tag: string) =>
  customElements.get(tag) as unknown as { props?: PropDefs; methods?: readonly string[] } | undefined;
/** Every attribute the tag's table observes, device variants included, with its property and def. */
const observed = (tag: string) => tableEntries(classOf(tag)?.props ?? {}).filter((e) => isObserved(e.def));

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

  it('gives every attribute of a table its type, default and property, and lists the property as a field', async () => {
    const cem = await manifest();
    let checked = 0;
    for (const [tag, decl] of cem) {
      for (const { prop, attribute, def } of observed(tag)) {
        const where = `${tag} ${attribute}`;
        const a = decl.attributes?.find((x) => x.name === attribute);
        expect(a, where).to.not.equal(undefined);
        expect(a?.fieldName, `${where} fieldName`).to.equal(prop);
        if (def.default !== undefined) expect(a?.default, `${where} default`).to.be.a('string');
        const type = def.values ? def.values.map((v) => `'${v}'`).join(' | ') : def.type;
        if (def.type !== 'json') expect(a?.type?.text, `${where} type`).to.equal(type);
        const field = decl.members?.find((m) => m.name === prop);
        expect(field?.kind, `${where} field`).to.equal('field');
        expect(field?.attribute, `${where} field attribute`).to.equal(attribute);
        checked++;
      }
    }
    expect(checked).to.be.greaterThan(40);
  });

  it("gives a number's range and a default as source text", async () => {
    const slider = (await manifest()).get('pb-slider') as Declaration;
    const attribute = (name: string) => slider.attributes?.find((a) => a.name === name);
    expect(attribute('speed')?.default).to.equal('7000');
    expect(attribute('speed')?.description).to.include('from 1000 to 2147483647');
    expect(attribute('transition')?.default).to.equal("'fade'");
    expect(attribute('auto')?.default).to.equal('false');
    expect(attribute('no-arrows')?.fieldName).to.equal('noArrows');
  });

  it("lists pb-slider's methods, and every element's, as methods", async () => {
    const cem = await manifest();
    const slider = cem.get('pb-slider') as Declaration;
    for (const name of ['next', 'prev', 'goTo', 'play', 'pause']) {
      expect(slider.members?.find((m) => m.name === name)?.kind, `pb-slider ${name}`).to.equal('method');
    }
    for (const [tag, decl] of cem) {
      for (const name of classOf(tag)?.methods ?? []) {
        expect(
          decl.members?.filter((m) => m.name === name).map((m) => m.kind),
          `${tag} ${name}`,
        ).to.deep.equal(['method']);
      }
    }
  });

  it('lists the device variants of a responsive attribute, with their properties', async () => {
    const cem = await manifest();
    // The carousel's per-device columns, and every table entry marked `responsive` (its variants are table entries).
    const carousel = cem.get('pb-carousel') as Declaration;
    for (const [attribute, prop] of [
      ['columns-tablet', 'columnsTablet'],
      ['columns-phone', 'columnsPhone'],
    ]) {
      expect(carousel.attributes?.find((a) => a.name === attribute)?.fieldName, attribute).to.equal(prop);
    }
    for (const [tag, decl] of cem) {
      for (const [prop, def] of Object.entries(classOf(tag)?.props ?? {})) {
        if (!def.responsive) continue;
        for (const device of ['tablet', 'phone']) {
          const variant = observed(tag).find((e) => e.prop === `${prop}${device === 'tablet' ? 'Tablet' : 'Phone'}`);
          const a = decl.attributes?.find((x) => x.name === variant?.attribute);
          expect(a?.fieldName, `${tag} ${prop} ${device}`).to.equal(variant?.prop);
          expect(a?.default, `${tag} ${prop} ${device}: unset by default`).to.equal(undefined);
        }
      }
    }
  });
});
