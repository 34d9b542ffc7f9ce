import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { BUILDER } from '../../../src/core/constants/builder.js';
import {
  arrowDirection,
  isArrowKey,
  rowForKey,
  scrollToAddressDuration,
  sectionForKey,
} from '../../../src/core/formats/builder.js';
import { measureScrollbarWidth } from '../../../src/core/formats/scrollbar.js';

const RUNS = { numRuns: 10_000 };

describe('builder scroll-to-address duration (CCH §9)', function () {
  this.timeout(30_000);

  it('takes 400 ms per 1000 px between 800 and 6000 ms', () => {
    const table: [number, number][] = [
      [0, 800],
      [1000, 800],
      [2000, 800],
      [2500, 1000],
      [5000, 2000],
      [-5000, 2000],
      [15_000, 6000],
      [20_000, 6000],
      [Number.POSITIVE_INFINITY, 6000],
      [Number.NaN, 800],
    ];
    for (const [px, ms] of table) expect(scrollToAddressDuration(px), String(px)).to.equal(ms);
    expect(scrollToAddressDuration('5000')).to.equal(800);
  });

  it('is clamped, symmetric and otherwise proportional (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.anything(), (px, junk) => {
        const ms = scrollToAddressDuration(px);
        expect(ms).to.be.within(800, 6000);
        expect(scrollToAddressDuration(-px)).to.equal(ms);
        const raw = Math.abs(px) * 0.4;
        if (raw > 800 && raw < 6000) expect(ms).to.be.closeTo(raw, 1e-9);
        expect(scrollToAddressDuration(junk)).to.be.within(800, 6000);
      }),
      RUNS,
    );
  });
});

describe('builder keyboard codes (CCH §9)', function () {
  this.timeout(30_000);

  it('numbers section layouts by the digits 1 to 3', () => {
    expect([49, 50, 51].map(sectionForKey)).to.deep.equal([1, 2, 3]);
    for (const other of [48, 52, 57, 189, 37, '49', undefined])
      expect(sectionForKey(other), String(other)).to.equal(undefined);
  });

  it('numbers row layouts by 1 to 9, then 0 and minus', () => {
    expect([49, 50, 51, 52, 53, 54, 55, 56, 57].map(rowForKey)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rowForKey(48)).to.equal(10);
    expect(rowForKey(189)).to.equal(11);
    for (const other of [47, 58, 173, 190, 0, Number.NaN, null])
      expect(rowForKey(other), String(other)).to.equal(undefined);
  });

  it('names the four arrow keys', () => {
    expect([37, 38, 39, 40].map(arrowDirection)).to.deep.equal(['left', 'up', 'right', 'down']);
    expect([36, 37, 40, 41].map(isArrowKey)).to.deep.equal([false, true, true, false]);
    expect(isArrowKey('37')).to.equal(false);
  });

  it('accepts exactly the listed codes (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 255 }), fc.integer()), fc.anything(), (code, junk) => {
        expect(sectionForKey(code) !== undefined).to.equal(code >= 49 && code <= 51);
        expect(rowForKey(code) !== undefined).to.equal((code >= 48 && code <= 57) || code === 189);
        expect(isArrowKey(code)).to.equal(code >= 37 && code <= 40);
        expect(() => [sectionForKey(junk), rowForKey(junk), isArrowKey(junk), arrowDirection(junk)]).not.to.throw();
      }),
      RUNS,
    );
  });
});

describe('scrollbar width probe', () => {
  /** A probe like the helper's, measured by the test itself. */
  function referenceWidth(doc: Document): number {
    const el = doc.createElement('div');
    el.style.cssText = 'position:absolute;width:100px;height:100px;overflow:scroll';
    doc.body.appendChild(el);
    const w = el.offsetWidth - el.clientWidth;
    el.remove();
    return w;
  }

  it('measures the classic scrollbar of this browser', () => {
    const w = measureScrollbarWidth(document);
    expect(w).to.be.a('number').and.at.least(0);
    expect(w).to.equal(referenceWidth(document));
    expect(measureScrollbarWidth()).to.equal(w);
  });

  it('appends a 100 px scrolling probe to the body and removes it', async () => {
    const before = document.body.childNodes.length;
    const added: HTMLElement[] = [];
    const removed: Node[] = [];
    const observer = new MutationObserver(() => {});
    observer.observe(document.body, { childList: true });
    measureScrollbarWidth(document);
    for (const r of observer.takeRecords()) {
      added.push(...([...r.addedNodes] as HTMLElement[]));
      removed.push(...r.removedNodes);
    }
    observer.disconnect();
    expect(added).to.have.length(1);
    expect(removed).to.deep.equal(added);
    expect(added[0]!.style.width).to.equal(`${BUILDER.scrollbarProbeSize}px`);
    expect(added[0]!.style.height).to.equal('100px');
    expect(added[0]!.style.overflow).to.equal('scroll');
    expect(document.body.childNodes.length).to.equal(before);
  });

  it("ignores the page's own div borders and padding", async () => {
    const frame = document.createElement('iframe');
    frame.srcdoc = '<style>div { border: 7px solid; padding: 5px }</style><body></body>';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.appendChild(frame);
    try {
      await loaded;
      const doc = frame.contentDocument!;
      expect(referenceWidth(doc), 'the hostile rule applies').to.be.at.least(14);
      expect(measureScrollbarWidth(doc)).to.equal(measureScrollbarWidth(document));
      expect(doc.body.childNodes.length).to.equal(0);
    } finally {
      frame.remove();
    }
  });

  it('subtracts the client width from the outer width and removes the probe even on failure', () => {
    let removed = 0;
    const fake = (offsetWidth: number, append: () => void) =>
      ({
        body: { appendChild: append },
        createElement: () => ({ style: {}, offsetWidth, clientWidth: 100, remove: () => removed++ }),
      }) as unknown as Document;
    expect(measureScrollbarWidth(fake(117, () => {}))).to.equal(17);
    expect(measureScrollbarWidth(fake(90, () => {})), 'never negative').to.equal(0);
    expect(
      measureScrollbarWidth(
        fake(117, () => {
          throw new Error('HierarchyRequestError');
        }),
      ),
    ).to.equal(0);
    expect(removed).to.equal(3);
  });

  it('gives 0 without a body or without layout', () => {
    const xml = document.implementation.createDocument(null, 'root');
    expect(measureScrollbarWidth(xml)).to.equal(0);
    const bodiless = document.implementation.createHTMLDocument('');
    bodiless.body.remove();
    expect(measureScrollbarWidth(bodiless)).to.equal(0);
    const detached = document.implementation.createHTMLDocument('');
    expect(measureScrollbarWidth(detached)).to.equal(0);
    expect(detached.body.childNodes.length).to.equal(0);
  });
});
