import { expect, fixture, html } from '@open-wc/testing';
import { styles } from '../../src/components/dot-nav/styles.js';
import { NAV } from '../../src/core/constants/nav.js';
import { currentSection, ensureId, findSections, sectionName } from '../../src/core/dot-nav/index.js';

/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

describe('dot-nav rules', () => {
  it('draws the current dot, by default, at 3:1 or more against white (WCAG 1.4.11), themed by its custom property', () => {
    const colour = /--pb-dot-nav-current-color, ?(#[0-9a-f]{6})\)/i.exec(styles)?.[1] as string;
    expect(colour).to.be.a('string');
    expect((1 + 0.05) / (luminance(colour) + 0.05)).to.be.at.least(3);
  });

  it('finds the top-level sections by the default selector, in document order, nested matches dropped', async () => {
    const page = await fixture<HTMLElement>(html`
      <div>
        <div class="et_pb_section" id="a"><div class="et_pb_section" id="nested"></div></div>
        <main>
          <section id="b"><section id="inner"></section></section>
          <div><section id="deep"></section></div>
          <section id="c"></section>
        </main>
        <section id="outside"></section>
      </div>
    `);
    expect(findSections(page, NAV.sections).map((el) => el.id)).to.deep.equal(['a', 'b', 'c']);
    expect(findSections(page, '.none')).to.deep.equal([]);
    expect(() => findSections(page, '[[')).to.throw();
  });

  it('gives an id only to a section without one, unique in the document', async () => {
    const page = await fixture<HTMLElement>(html`
      <div><section id="mine"></section><section></section><span id="pb-section-3"></span><section></section></div>
    `);
    const [mine, second, third] = [...page.querySelectorAll('section')] as HTMLElement[];
    expect(ensureId(mine as Element, 1)).to.equal('mine');
    expect(ensureId(second as Element, 2)).to.equal('pb-section-2');
    expect(ensureId(third as Element, 3), 'pb-section-3 is taken').to.equal('pb-section-3-2');
    expect(third?.id).to.equal('pb-section-3-2');
    expect(ensureId(second as Element, 2), 'stable').to.equal('pb-section-2');
  });

  it("names a section by its first heading's text, collapsed; empty without one", async () => {
    const page = await fixture<HTMLElement>(html`
      <div>
        <section><p>intro</p><h2>  Our
          <em>work</em> </h2><h3>Later</h3></section>
        <section><div role="heading" aria-level="2">Team</div></section>
        <section><p>No heading</p></section>
      </div>
    `);
    expect([...page.children].map(sectionName)).to.deep.equal(['Our work', 'Team', '']);
  });

  it('marks the last section whose top reached the line, the first before any, the last at the end', () => {
    // Tops in viewport px; the line is the top offset (80) plus one pixel of slack.
    expect(currentSection([120, 900, 1800], 81, false), 'none reached yet').to.equal(0);
    expect(currentSection([-700, 81, 900], 81, false), 'landed on the line').to.equal(1);
    expect(currentSection([-1700, -800, 82], 81, false), 'one pixel short').to.equal(1);
    expect(currentSection([-1700, -800, 20], 81, false)).to.equal(2);
    expect(currentSection([-1700, -800, 300], 81, true), 'page end').to.equal(2);
    expect(currentSection([], 0, false)).to.equal(-1);
  });
});
