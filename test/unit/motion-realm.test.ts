/**
 * The compositor path's rules go in a constructed sheet adopted by the store's document. A sheet made in this
 * window's realm may not be adopted by another document (NotAllowedError): core/styles makes it in the document's.
 */
import { expect } from '@open-wc/testing';
import { readMotionItem } from '../../src/core/motion/data.js';
import type { MotionEnv } from '../../src/core/motion/env.js';
import { MotionController } from '../../src/core/motion/runtime.js';

const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

const values: Record<string, unknown> = {
  width: 1200,
  height: 800,
  scrollY: 0,
  maxScroll: 10_000,
  landscape: true,
  realMobile: false,
  builder: false,
  zoom: false,
  reduced: false,
  offsetTop: 0,
  timelines: true,
};
const env = Object.fromEntries(Object.keys(values).map((k) => [k, () => values[k]])) as unknown as MotionEnv;

describe('motion store in another document', () => {
  it("adopts its compositor rules in that document, with a sheet of that document's realm", async () => {
    const frame = document.createElement('iframe');
    await new Promise((loaded) => {
      frame.addEventListener('load', loaded, { once: true });
      document.body.append(frame);
    });
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error ?? e.message);
    window.addEventListener('error', onError);
    try {
      const doc = frame.contentDocument as Document;
      const el = doc.createElement('div');
      el.style.cssText = 'position:absolute;top:300px;height:100px;width:100px';
      doc.body.append(el);
      const c = new MotionController(doc, { env, compositor: true });
      const off = c.add(el, (d) => readMotionItem({ translateY: '0|50|50|100|100|0|-100' }, d));
      await Promise.resolve();
      await frames();
      expect(errors.map(String)).to.deep.equal([]);
      expect(c.path).to.equal('compositor');
      const FrameSheet = (frame.contentWindow as unknown as { CSSStyleSheet: typeof CSSStyleSheet }).CSSStyleSheet;
      expect(doc.adoptedStyleSheets.filter((s) => s instanceof FrameSheet).length).to.be.greaterThan(0);
      expect(doc.adoptedStyleSheets.every((s) => s instanceof FrameSheet)).to.equal(true);
      off();
      await Promise.resolve();
    } finally {
      window.removeEventListener('error', onError);
      frame.remove();
    }
  });
});
