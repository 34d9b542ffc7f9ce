/**
 * No layout shift on upgrade for the split layout at 980 px and narrower, where an auto menu is its mobile toggle:
 * before and after the upgrade it lays out as the default layout (logo at the start). Its own file: the element
 * must not be defined yet.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { lightStyles } from '../../src/components/header/styles.js';

type Upgradable = HTMLElement & { updateComplete?: Promise<void> };

const header = (layout: string) => `
  <pb-header layout="${layout}" style="--pb-header-logo-width: 140px">
    <a slot="logo" href="/" style="display:inline-block;width:140px">Studio Klei</a>
    <pb-menu><ul><li><a href="/p1">One</a></li><li><a href="/p2">Two</a></li><li><a href="/p3">Three</a></li></ul></pb-menu>
  </pb-header>`;

describe('<pb-header layout="split"> upgrade at 979 px', () => {
  let page: HTMLElement;
  let plain: Upgradable;
  let split: Upgradable;
  let was: number[][];
  const boxes = (h: Element) =>
    [...h.children].map((el) => {
      const r = el.getBoundingClientRect();
      return [r.left, r.top - h.getBoundingClientRect().top, r.width, r.height].map(Math.round);
    });

  before(async function () {
    // Viewport changes: in WebKit each resizes MiniBrowser's window and waits for the page to see it.
    this.timeout(20000);
    await setViewport({ width: 979, height: 800 });
    const style = document.createElement('style');
    // The menu's toggle (pb-menu is not defined here): a 44 px box in the row.
    style.textContent = `${lightStyles}\npb-menu ul{display:none}pb-menu::before{content:'';display:block;width:44px;height:44px}`;
    document.head.append(style);
    page = document.createElement('div');
    page.innerHTML = `${header('default')}${header('split')}`;
    document.body.append(page);
    expect(customElements.get('pb-header')).to.equal(undefined);
    [plain, split] = [...page.querySelectorAll('pb-header')] as Upgradable[] as [Upgradable, Upgradable];
    was = boxes(split);
    expect(was, 'before the upgrade').to.deep.equal(boxes(plain));
    await import('../../elements/pb-header.js');
    await customElements.whenDefined('pb-header');
    await Promise.resolve();
    await Promise.all([plain, split].map((el) => el.updateComplete));
    await new Promise((r) => requestAnimationFrame(r));
  });

  it('is accessible after the upgrade', async () => {
    await expect(page).to.be.accessible();
  });

  it("keeps every box in place, and in the default layout's places", () => {
    expect(boxes(split), 'after the upgrade').to.deep.equal(was);
  });
});
