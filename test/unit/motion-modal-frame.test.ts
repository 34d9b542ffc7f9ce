/**
 * CCH §2, §9 builder dimensions, with the builder's window of the same origin: this test page is the builder's
 * window (its width set through the runner), the page runs in an iframe of it in the theme builder, the motion
 * store loaded in the frame. The modal's body is read at this window's real width and height (expanded below
 * 1200 px, floating with 100 px above and below from there), less the 56 px header and 40 px footer, within the
 * part of the frame this window shows; the store follows this window's resizes and the modal's scrolls.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';

const probe = document.createElement('div');
const css = (transform: string): string => {
  probe.style.transform = transform;
  return probe.style.transform;
};
/** The track below (100 px at 0 %, 0 at 50 %, -100 px at 100 %) at progress `p`, as the store writes it. */
const at = (p: number): string => css(`translate(0px, ${Math.round((100 - 2 * p) * 1000) / 1000}px)`);
/** Progress of the point `y` (frame px, the frame not scrolled) through a viewport from `top` to `bottom`. */
const progress = (y: number, top: number, bottom: number): number => ((bottom - y) / (bottom - top)) * 100;

/**
 * The page's frame in `holder` (this page's body without), its items (`id` and top in px), the store started with
 * `options` in the `preview` mode.
 */
async function pageFrame(
  css: string,
  items: Record<string, number>,
  { holder = document.body, preview = 'desktop', options = '{}' } = {},
): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `border:0;display:block;${css}`;
  const url = (path: string) => new URL(path, location.href).href;
  const boxes = Object.entries(items)
    .map(([id, top]) => `<div id="${id}" style="position:absolute;left:0;top:${top}px;height:100px;width:100px"></div>`)
    .join('');
  frame.srcdoc = `<!doctype html><html data-pb-context="theme-builder" data-pb-preview="${preview}">
    <body style="margin:0"><div style="height:3000px"></div>${boxes}
    <script type="module">
      import { MotionController } from '${url('/src/core/motion/runtime.ts')}';
      import { readMotionItem } from '${url('/src/core/motion/data.ts')}';
      const store = new MotionController(document, ${options});
      window.__store = store;
      for (const el of document.querySelectorAll('[id$="_tb_body"]')) {
        store.add(el, (d) => readMotionItem({ translateY: '0|50|50|100|100|0|-100' }, d));
      }
      // The builder bars on the offsets topic, measured (a frame) and heard by the store (a frame) before the
      // test reads: they load on demand, and the store's first frames would show the items without them.
      const { startBuilderBars } = await import('${url('/src/core/builder/bars.ts')}');
      startBuilderBars();
      for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
      window.parent.postMessage('motion-ready', '*');
    </script></body></html>`;
  const ready = new Promise<void>((resolve) => {
    const heard = (e: MessageEvent) => {
      if (e.data !== 'motion-ready') return;
      window.removeEventListener('message', heard);
      resolve();
    };
    window.addEventListener('message', heard);
  });
  holder.append(frame);
  await ready;
  return frame;
}

describe('motion in the builder’s modal, the builder’s window of the same origin', () => {
  const made: HTMLElement[] = [];
  afterEach(async () => {
    for (const el of made.splice(0)) el.remove();
    await setViewport({ width: 800, height: 600 });
  });

  const transformOf = (frame: HTMLIFrameElement, id: string): string =>
    ((frame.contentDocument as Document).getElementById(id) as HTMLElement).style.transform;
  const shows = async (frame: HTMLIFrameElement, id: string, want: string, what: string): Promise<void> => {
    try {
      await waitUntil(() => transformOf(frame, id) === want, '', { timeout: 5000 });
    } catch {
      expect(transformOf(frame, id), what).to.equal(want);
    }
  };

  it('floats the modal from 1200 px and expands it below, at this window’s width; follows its resize', async () => {
    await setViewport({ width: 1300, height: 700 });
    // The frame keeps its size whatever this window's: only this window's resize tells the page.
    const frame = await pageFrame(
      'position:fixed;left:0;top:0;width:900px;height:700px',
      { a_tb_body: 358, b_tb_body: 434 },
      { options: '{ compositor: false }' },
    );
    made.push(frame);
    // Floating: the body from 100 + 56 to 700 - 100 - 40, the content offset (100) below its top: 256..560.
    await shows(frame, 'a_tb_body', at(progress(408, 256, 560)), 'a, floating');
    expect(progress(408, 256, 560)).to.equal(50);
    await shows(frame, 'b_tb_body', at(25), 'b, floating'); // (560 - 484) / 304
    await setViewport({ width: 1000, height: 700 });
    // Expanded: the body from 56 to 700 - 40, the content below 156: 156..660.
    await shows(frame, 'a_tb_body', at(50), 'a, expanded'); // (660 - 408) / 504
    await shows(frame, 'b_tb_body', at(progress(484, 156, 660)), 'b, expanded');
    await setViewport({ width: 1200, height: 700 });
    await shows(frame, 'b_tb_body', at(25), 'b, floating again');
  });

  it('counts the modal’s header once: a frame that sits in the modal’s body has no bar over it', async () => {
    await setViewport({ width: 1300, height: 700 });
    // Floating: the body from 156 to 560; the frame fills it, its own viewport 404 px, and no element of this
    // window is marked as the modal's header (the builder bars would otherwise take the spec's 56 px for it).
    const frame = await pageFrame(
      'position:fixed;left:100px;top:156px;width:1000px;height:404px',
      { d_tb_body: 202 },
      { options: '{ compositor: false }' },
    );
    made.push(frame);
    // The motion viewport: the content offset (100) below the frame's top, to its bottom: 100..404; the middle of
    // d (252) is at (404 - 252) / 304 = 50 %. With a second 56 px header it would be 156..404: 61.3 %.
    expect(progress(252, 100, 404)).to.equal(50);
    await shows(frame, 'd_tb_body', at(50), 'd');
  });

  it('reads the modal’s body over a frame drawn at its full height, as the modal scrolls it (scroll location top)', async () => {
    await setViewport({ width: 1300, height: 700 });
    // The builder's modal, floating: its scrolling body between the header (100..156) and the footer (560..600).
    const body = document.createElement('div');
    body.style.cssText = 'position:fixed;left:100px;right:100px;top:156px;height:404px;overflow:auto';
    document.body.append(body);
    made.push(body);
    // The wireframe preview: the `top` scroll location. The page's own scroll timeline would never move, so the
    // store takes the frame scheduler even where the compositor path exists.
    const frame = await pageFrame(
      'width:100%;height:3000px',
      { c_tb_body: 950 },
      { holder: body, preview: 'wireframe' },
    );
    expect((frame.contentWindow as Window & { __store: { path: string } }).__store.path).to.equal('scheduler');
    // The frame never scrolls; the modal's body shows its part from `s` to s + 404 (s: the body's scroll), the
    // content from s + 100: the middle of c (1000) is at 50 % with s = 748, at 75 % with s = 824.
    body.scrollTop = 748;
    await shows(frame, 'c_tb_body', at(50), 'scrolled to 748');
    body.scrollTop = 824;
    await shows(frame, 'c_tb_body', at(75), 'scrolled to 824');
    expect(frame.contentWindow?.scrollY).to.equal(0);
  });
});
