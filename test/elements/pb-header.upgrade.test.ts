/**
 * No layout shift on upgrade: the headers are laid out with only the light
 * styles, then the element is defined, and every box must keep its place.
 * The element is imported dynamically, so nothing is defined at first.
 * The last header has borders of its own, as a site's rule under its header: they count in its min-height before
 * the upgrade, and must after it (on the inner bar they came on top and moved the page down).
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { lightStyles } from '../../src/components/header/styles.js';

type Upgradable = HTMLElement & { updateComplete?: Promise<void> };

const item = (n: number) => `<li><a href="/p${n}">Page ${n}</a></li>`;
const header = (attrs: string) => `
  <pb-header ${attrs}>
    <pb-menu><ul>${[1, 2, 3, 4].map(item).join('')}</ul></pb-menu>
    <a slot="logo" href="/"><img alt="Studio Klei" width="140" height="50" src="data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=="></a>
  </pb-header>`;

describe('<pb-header> upgrade', () => {
  let page: HTMLElement;
  let initial: DOMRect[];
  const boxes = (): Element[] => [page, ...page.querySelectorAll('pb-header, pb-header > *, li, main')];
  const rects = () => boxes().map((el) => el.getBoundingClientRect());

  before(async function () {
    // Viewport changes: in WebKit each resizes MiniBrowser's window and waits for the page to see it.
    this.timeout(20000);
    await setViewport({ width: 1280, height: 800 });
    const style = document.createElement('style');
    // The menu's own desktop row (pb-menu is not defined here).
    style.textContent = `${lightStyles}\npb-menu ul{display:flex;gap:20px;margin:0;padding:0;list-style:none}`;
    document.head.append(style);
    page = document.createElement('div');
    page.innerHTML = `${header('fixed')}${header('layout="slide-in"')}${header('layout="fullscreen" fixed')}${header('layout="split" style="--pb-header-logo-width: 140px"')}${header('style="border-block: 3px solid"')}<main>Content</main>`;
    document.body.append(page);
    expect(customElements.get('pb-header')).to.equal(undefined);
    await Promise.all([...page.querySelectorAll('img')].map((img) => img.decode()));
    initial = rects();
    await import('../../elements/pb-header.js');
    await customElements.whenDefined('pb-header');
    await Promise.resolve();
    await Promise.all(boxes().map((el) => (el as Upgradable).updateComplete));
    await new Promise((r) => requestAnimationFrame(r));
  });

  it('is accessible after the upgrade', async () => {
    await expect(page).to.be.accessible();
  });

  it('keeps the headers and the content below in place, within 1px', () => {
    const after = rects();
    expect(after.length).to.equal(initial.length);
    // Hidden children of the panel layouts go into the closed panel: zero boxes before and after.
    after.forEach((r, i) => {
      const was = initial[i] as DOMRect;
      const label = `box ${i} (${boxes()[i]?.localName}): ${JSON.stringify(was)} -> ${JSON.stringify(r)}`;
      expect(Math.abs(r.top - was.top), label).to.be.at.most(1);
      expect(Math.abs(r.height - was.height), label).to.be.at.most(1);
      expect(Math.abs(r.left - was.left), label).to.be.at.most(1);
    });
  });

  it('measured real rows: the logo sets the height, the toggle is drawn', () => {
    const headers = [...page.querySelectorAll('pb-header')];
    for (const h of headers) expect(h.getBoundingClientRect().height).to.equal(80);
    // The split logo stands between the second and the third of four items.
    const [, second, third] = [...(headers[3]?.querySelectorAll('li') ?? [])].map((li) => li.getBoundingClientRect());
    const logo = headers[3]?.querySelector('[slot=logo]')?.getBoundingClientRect() as DOMRect;
    expect(logo.left).to.be.greaterThan(second?.right as number);
    expect(logo.right).to.be.lessThan(third?.left as number);
    expect(headers[1]?.shadowRoot?.querySelector('[part=toggle]')?.getBoundingClientRect().width).to.equal(32);
  });
});
