import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { inViewObserverCount, observeInView } from '../../src/core/inview/index.js';

/** A page taller than the viewport, with a box far below the fold. */
async function tallPage(): Promise<{ page: HTMLElement; box: HTMLElement; other: HTMLElement }> {
  const page = await fixture<HTMLElement>(html`
    <div style="height: ${window.innerHeight * 4}px; position: relative">
      <div id="box" style="position: absolute; top: ${window.innerHeight * 2}px; height: 50px; width: 50px"></div>
      <div id="other" style="position: absolute; top: 0; height: 50px; width: 50px"></div>
    </div>
  `);
  return { page, box: page.querySelector('#box') as HTMLElement, other: page.querySelector('#other') as HTMLElement };
}

const scrollInstantly = (y: number) => window.scrollTo({ top: y, behavior: 'instant' });

describe('in-view observer', () => {
  const stops: Array<() => void> = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    sinon.restore();
    scrollInstantly(0);
  });

  it('shares one IntersectionObserver between elements with the same options', async () => {
    const { box, other } = await tallPage();
    const construct = sinon.spy(window, 'IntersectionObserver');
    stops.push(observeInView(box, () => {}, { rootMargin: '10px', threshold: 0.5 }));
    stops.push(observeInView(other, () => {}, { rootMargin: '10px', threshold: 0.5 }));
    expect(construct.callCount).to.equal(1);
    expect(inViewObserverCount()).to.equal(1);
    stops.push(observeInView(other, () => {}, { rootMargin: '10px', threshold: 0.25 }));
    expect(construct.callCount).to.equal(2);
    expect(inViewObserverCount()).to.equal(2);
  });

  it('reports the initial state and later changes as the page scrolls', async () => {
    const { box } = await tallPage();
    const seen: boolean[] = [];
    stops.push(observeInView(box, (inView) => seen.push(inView)));
    await waitUntil(() => seen.length === 1, 'initial state reported');
    expect(seen).to.deep.equal([false]);
    scrollInstantly(window.innerHeight * 2 - 100);
    await waitUntil(() => seen.length === 2, 'entry into view reported');
    scrollInstantly(0);
    await waitUntil(() => seen.length === 3, 'exit from view reported');
    expect(seen).to.deep.equal([false, true, false]);
  });

  it('gives a second watcher of an already observed element its current state', async () => {
    const { other } = await tallPage();
    const first: boolean[] = [];
    const second: boolean[] = [];
    stops.push(observeInView(other, (v) => first.push(v)));
    await waitUntil(() => first.length === 1);
    stops.push(observeInView(other, (v) => second.push(v)));
    await waitUntil(() => second.length === 1, 'late watcher told the state');
    expect(second).to.deep.equal([true]);
  });

  it('with once, calls back on the first entry into view only, then lets go', async () => {
    const { box } = await tallPage();
    const once: boolean[] = [];
    const always: boolean[] = [];
    stops.push(observeInView(box, (v) => once.push(v), { once: true }));
    stops.push(observeInView(box, (v) => always.push(v)));
    await waitUntil(() => always.length === 1);
    expect(once, 'the out-of-view initial state is not an entry').to.deep.equal([]);
    scrollInstantly(window.innerHeight * 2 - 100);
    await waitUntil(() => always.length === 2);
    scrollInstantly(0);
    await waitUntil(() => always.length === 3);
    scrollInstantly(window.innerHeight * 2 - 100);
    await waitUntil(() => always.length === 4);
    expect(always).to.deep.equal([false, true, false, true]);
    expect(once).to.deep.equal([true]);
  });

  it('unobserves stopped elements and disconnects when the last one stops', async () => {
    const { box, other } = await tallPage();
    const disconnect = sinon.spy(IntersectionObserver.prototype, 'disconnect');
    const unobserve = sinon.spy(IntersectionObserver.prototype, 'unobserve');
    const seen: boolean[] = [];
    const stopBox = observeInView(box, (v) => seen.push(v));
    const stopOther = observeInView(other, () => {});
    expect(inViewObserverCount()).to.equal(1);
    stopBox();
    stopBox();
    expect(unobserve.callCount).to.equal(1);
    expect(disconnect.callCount).to.equal(0);
    stopOther();
    expect(disconnect.callCount).to.equal(1);
    expect(inViewObserverCount()).to.equal(0);
    // A stopped watcher hears nothing, even of the initial report.
    scrollInstantly(window.innerHeight * 2 - 100);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(seen).to.deep.equal([]);
  });
});
