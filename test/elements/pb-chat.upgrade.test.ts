/**
 * No layout shift on upgrade: with `lightStyles` (pb.css) on the page, a `<pb-chat>` that is not defined yet takes
 * no room, and once defined its launcher is fixed in the corner, so nothing in the page moves; the closed launcher
 * loads no React. This file must not import the element statically; it is defined mid-file.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { PbChat } from '../../elements/pb-chat.js';
import { lightStyles } from '../../src/components/chat/styles.js';
import { expectBoxesKept, reactDownloads } from '../helpers/index.js';

const WIDTHS = [1280, 820, 390];
const box = (el: Element | null) => {
  const r = (el as Element).getBoundingClientRect();
  return [r.x, r.y, r.width, r.height];
};

describe('<pb-chat> upgrade', () => {
  const style = document.createElement('style');
  const root = document.createElement('div');
  const was: number[][][] = [];
  const now: number[][][] = [];
  const measure = () => [
    box(root.querySelector('main')),
    box(root.querySelector('aside')),
    box(root.querySelector('footer')),
    box(root.querySelector('pb-chat')),
  ];

  before(async function () {
    // Six viewport changes: in WebKit each resizes MiniBrowser's window and waits for the page to see it.
    this.timeout(20000);
    style.textContent = lightStyles;
    document.head.append(style);
    root.innerHTML = `<main><h1>Studio Klei</h1><p>Stoneware for the table, made on the Oudegracht.</p></main>
      <aside aria-label="Chat with the studio">
        <pb-chat days="tue wed thu fri sat" from="10:00" to="17:00" timezone-offset="60">
          <a href="https://wa.me/31301234567" data-label="Shop and orders">Studio Klei - shop</a>
          <a href="https://chat.whatsapp.com/Workshop2026" data-type="group">Workshop group</a>
        </pb-chat>
      </aside>
      <footer><p>Oudegracht 158, Utrecht</p></footer>`;
    document.body.append(root);
    for (const width of WIDTHS) {
      await setViewport({ width, height: 800 });
      was.push(measure());
    }
    expect(customElements.get('pb-chat')).to.equal(undefined);
    await import('../../elements/pb-chat.js');
    await (root.querySelector('pb-chat') as PbChat).updateComplete;
    for (const width of WIDTHS) {
      await setViewport({ width, height: 800 });
      now.push(measure());
    }
  });

  after(async () => {
    root.remove();
    style.remove();
    await setViewport({ width: 800, height: 600 });
  });

  it('is accessible after the upgrade', async () => {
    await expect(root).to.be.accessible();
  });

  it('took no room before the upgrade, and takes none after: the launcher is fixed', () => {
    for (const boxes of [...was, ...now]) expect(boxes[3]?.slice(2)).to.deep.equal([0, 0]);
    const el = root.querySelector('pb-chat') as PbChat;
    const launcher = el.shadowRoot?.querySelector('[part~="launcher"]') as HTMLElement;
    expect(getComputedStyle(launcher).position).to.equal('fixed');
  });

  it('loaded no React for the closed launcher', () => {
    expect(customElements.get('pb-chat-box')).to.equal(undefined);
    expect(reactDownloads()).to.deep.equal([]);
  });

  for (const [i, width] of WIDTHS.entries()) {
    it(`moves nothing at ${width} px`, () => {
      expectBoxesKept(was[i] as number[][], now[i] as number[][], ` at ${width}`);
    });
  }
});
