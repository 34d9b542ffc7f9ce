import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import fc from 'fast-check';
import sinon from 'sinon';
import { SWIPE } from '../../src/core/constants/index.js';
import { classifySwipe, recogniseSwipe, type SwipeAxis } from '../../src/core/swipe/index.js';
import { specClock } from '../helpers/index.js';

describe('classifySwipe', () => {
  const table: [number, number, number, SwipeAxis, string | null][] = [
    [30, 0, 100, 'both', 'right'],
    [-30, 0, 100, 'both', 'left'],
    [0, 30, 100, 'both', 'down'],
    [0, -30, 100, 'both', 'up'],
    [29.9, 0, 100, 'both', null],
    [0, -29, 100, 'both', null],
    [100, 0, 1000, 'both', 'right'],
    [100, 0, 1001, 'both', null],
    [100, 0, -1, 'both', null],
    [100, 0, Number.NaN, 'both', null],
    [Number.NaN, 0, 100, 'both', null],
    [40, 40, 100, 'both', 'right'],
    [-40, 41, 100, 'both', 'down'],
    [50, 10, 100, 'x', 'right'],
    [50, 10, 100, 'y', null],
    [10, -50, 100, 'x', null],
    [10, -50, 100, 'y', 'up'],
    [0, 0, 0, 'both', null],
  ];
  for (const [dx, dy, dt, axis, expected] of table) {
    it(`(${dx}, ${dy}) in ${dt} ms on ${axis} is ${expected}`, () => {
      expect(classifySwipe(dx, dy, dt, axis)).to.equal(expected);
    });
  }

  it('takes the spec constants as defaults and honours custom ones', () => {
    expect(SWIPE.threshold).to.equal(30);
    expect(SWIPE.maxDuration).to.equal(1000);
    expect(classifySwipe(30, 0, 100, 'both', 31)).to.equal(null);
    expect(classifySwipe(30, 0, 1500, 'both', 30, 2000)).to.equal('right');
  });

  const move = fc.double({ min: -5000, max: 5000, noNaN: true });
  const axis = fc.constantFrom<SwipeAxis>('x', 'y', 'both');

  it('is never a swipe below 30 px on both axes', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -29.999, max: 29.999, noNaN: true }),
        fc.double({ min: -29.999, max: 29.999, noNaN: true }),
        fc.nat(1000),
        axis,
        (dx, dy, dt, a) => classifySwipe(dx, dy, dt, a) === null,
      ),
    );
  });

  it('is never a swipe after 1000 ms', () => {
    fc.assert(
      fc.property(
        move,
        move,
        fc.integer({ min: 1001, max: 1e9 }),
        axis,
        (dx, dy, dt, a) => classifySwipe(dx, dy, dt, a) === null,
      ),
    );
  });

  it('is always a swipe along the dominant axis at 30 px or more within 1000 ms', () => {
    fc.assert(
      fc.property(move, move, fc.nat(1000), (dx, dy, dt) => {
        const dominant = Math.max(Math.abs(dx), Math.abs(dy));
        return (classifySwipe(dx, dy, dt) !== null) === dominant >= 30;
      }),
    );
  });

  it('is symmetric: a mirrored move gives the opposite direction', () => {
    const opposite = { left: 'right', right: 'left', up: 'down', down: 'up' } as const;
    fc.assert(
      fc.property(move, move, fc.nat(1000), axis, (dx, dy, dt, a) => {
        const d = classifySwipe(dx, dy, dt, a);
        const m = classifySwipe(-dx, -dy, dt, a);
        return d === null ? m === null : m === opposite[d];
      }),
    );
  });

  it('gives only horizontal directions on x and only vertical on y', () => {
    fc.assert(
      fc.property(move, move, fc.nat(1000), (dx, dy, dt) => {
        const x = classifySwipe(dx, dy, dt, 'x');
        const y = classifySwipe(dx, dy, dt, 'y');
        return (x === null || x === 'left' || x === 'right') && (y === null || y === 'up' || y === 'down');
      }),
    );
  });
});

interface Point {
  x: number;
  y: number;
}

describe('recogniseSwipe', () => {
  let clock: sinon.SinonFakeTimers;
  let el: HTMLElement;
  let link: HTMLAnchorElement;
  let stops: (() => void)[];

  beforeEach(async () => {
    clock = specClock();
    el = await fixture(html`<div style="width:300px;height:200px"><a href="#swiped" draggable="true">link</a></div>`);
    link = el.querySelector('a') as HTMLAnchorElement;
    stops = [];
  });
  afterEach(() => {
    // A synthetic click on a link follows it unless something prevented it.
    history.replaceState(null, '', location.pathname + location.search);
    for (const stop of stops) stop();
    clock.restore();
    sinon.restore();
  });

  const watch = (options?: Parameters<typeof recogniseSwipe>[2]) => {
    const spy = sinon.spy();
    stops.push(recogniseSwipe(el, spy, options));
    return spy;
  };

  const pointer = (node: EventTarget, type: string, at: Point, init: PointerEventInit = {}) =>
    node.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        pointerId: 1,
        pointerType: 'touch',
        isPrimary: true,
        clientX: at.x,
        clientY: at.y,
        ...init,
      }),
    );

  /** pointerdown at `from`, `ms` later pointerup at `to`. */
  const drag = (from: Point, to: Point, ms: number, init: PointerEventInit = {}, node: EventTarget = el) => {
    pointer(node, 'pointerdown', from, init);
    clock.tick(ms);
    pointer(node, 'pointerup', to, init);
  };

  it('reports a touch swipe in each direction with its detail', () => {
    const spy = watch();
    drag({ x: 100, y: 100 }, { x: 60, y: 110 }, 200);
    drag({ x: 100, y: 100 }, { x: 140, y: 90 }, 200);
    drag({ x: 100, y: 100 }, { x: 95, y: 50 }, 200);
    drag({ x: 100, y: 100 }, { x: 105, y: 160 }, 200);
    expect(spy.args.map((a) => a[0])).to.deep.equal(['left', 'right', 'up', 'down']);
    expect(spy.firstCall.args[1]).to.deep.equal({ dx: -40, dy: 10, duration: 200, pointerType: 'touch' });
  });

  it('ignores a move under 30 px and one slower than 1000 ms', () => {
    const spy = watch();
    drag({ x: 100, y: 100 }, { x: 71, y: 100 }, 100);
    drag({ x: 100, y: 100 }, { x: 20, y: 100 }, 1001);
    expect(spy.callCount).to.equal(0);
    drag({ x: 100, y: 100 }, { x: 70, y: 100 }, 1000);
    expect(spy.callCount).to.equal(1);
  });

  it('filters by axis', () => {
    const spy = watch({ axis: 'x' });
    drag({ x: 100, y: 100 }, { x: 100, y: 20 }, 100);
    expect(spy.callCount).to.equal(0);
    drag({ x: 100, y: 100 }, { x: 20, y: 100 }, 100);
    expect(spy.args.map((a) => a[0])).to.deep.equal(['left']);
  });

  it('cancels the gesture on pointercancel', () => {
    const spy = watch();
    pointer(el, 'pointerdown', { x: 100, y: 100 });
    pointer(el, 'pointercancel', { x: 100, y: 100 });
    pointer(el, 'pointerup', { x: 10, y: 100 });
    expect(spy.callCount).to.equal(0);
  });

  it('ignores a second pointer while a gesture runs', () => {
    const spy = watch();
    pointer(el, 'pointerdown', { x: 100, y: 100 });
    pointer(el, 'pointerdown', { x: 200, y: 100 }, { pointerId: 2 });
    pointer(el, 'pointerup', { x: 100, y: 100 }, { pointerId: 2 });
    expect(spy.callCount).to.equal(0);
    pointer(el, 'pointerup', { x: 160, y: 100 });
    expect(spy.args.map((a) => a[0])).to.deep.equal(['right']);
    expect(spy.firstCall.args[1].dx).to.equal(60);
  });

  it('counts a mouse drag only with the primary button', () => {
    const spy = watch();
    drag({ x: 100, y: 100 }, { x: 20, y: 100 }, 100, { pointerType: 'mouse', button: 2, buttons: 2 });
    expect(spy.callCount).to.equal(0);
    drag({ x: 100, y: 100 }, { x: 20, y: 100 }, 100, { pointerType: 'mouse', button: 0, buttons: 1 });
    drag({ x: 100, y: 100 }, { x: 20, y: 100 }, 100, { pointerType: 'pen', button: 0, buttons: 1 });
    expect(spy.args.map((a) => [a[0], a[1].pointerType])).to.deep.equal([
      ['left', 'mouse'],
      ['left', 'pen'],
    ]);
  });

  it('ends a mouse drag released outside the element', () => {
    const spy = watch();
    pointer(el, 'pointerdown', { x: 100, y: 100 }, { pointerType: 'mouse' });
    pointer(document.body, 'pointerup', { x: 400, y: 100 }, { pointerType: 'mouse' });
    expect(spy.args.map((a) => a[0])).to.deep.equal(['right']);
  });

  it('does not call preventDefault on pointer events', () => {
    watch();
    const down = new PointerEvent('pointerdown', { bubbles: true, cancelable: true, pointerType: 'touch' });
    el.dispatchEvent(down);
    clock.tick(100);
    const up = new PointerEvent('pointerup', { bubbles: true, cancelable: true, pointerType: 'touch', clientX: 80 });
    el.dispatchEvent(up);
    expect(down.defaultPrevented).to.equal(false);
    expect(up.defaultPrevented).to.equal(false);
  });

  it('suppresses the click that follows a recognised mouse drag over a link, and only that one', () => {
    const spy = watch();
    const followed = sinon.spy();
    link.addEventListener('click', followed);
    drag({ x: 100, y: 100 }, { x: 20, y: 100 }, 100, { pointerType: 'mouse' }, link);
    expect(spy.callCount).to.equal(1);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).to.equal(true);
    expect(followed.callCount).to.equal(0);
    const next = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(next);
    expect(next.defaultPrevented).to.equal(false);
    expect(followed.callCount).to.equal(1);
  });

  it('drops the click guard on the next task when no click came', () => {
    watch();
    drag({ x: 100, y: 100 }, { x: 20, y: 100 }, 100, { pointerType: 'mouse' });
    clock.tick(0);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).to.equal(false);
  });

  it('leaves the click after a short mouse move or a touch swipe alone', () => {
    watch();
    const clicks: boolean[] = [];
    link.addEventListener('click', (e) => {
      clicks.push(e.defaultPrevented);
      e.preventDefault();
    });
    drag({ x: 100, y: 100 }, { x: 90, y: 100 }, 100, { pointerType: 'mouse' }, link);
    link.click();
    drag({ x: 100, y: 100 }, { x: 20, y: 100 }, 100, { pointerType: 'touch' }, link);
    link.click();
    expect(clicks).to.deep.equal([false, false]);
  });

  it('prevents native drag and drop during a mouse gesture only', () => {
    watch();
    const outside = new DragEvent('dragstart', { bubbles: true, cancelable: true });
    link.dispatchEvent(outside);
    expect(outside.defaultPrevented).to.equal(false);
    pointer(link, 'pointerdown', { x: 100, y: 100 }, { pointerType: 'mouse' });
    const during = new DragEvent('dragstart', { bubbles: true, cancelable: true });
    link.dispatchEvent(during);
    expect(during.defaultPrevented).to.equal(true);
  });

  it('stops listening once stopped, even mid-gesture', () => {
    const spy = sinon.spy();
    const stop = recogniseSwipe(el, spy);
    pointer(el, 'pointerdown', { x: 100, y: 100 });
    stop();
    pointer(el, 'pointerup', { x: 10, y: 100 });
    drag({ x: 100, y: 100 }, { x: 10, y: 100 }, 100);
    expect(spy.callCount).to.equal(0);
  });

  it('holds window listeners only during a gesture', () => {
    const add = sinon.spy(window, 'addEventListener');
    watch();
    expect(add.callCount).to.equal(0);
    const remove = sinon.spy(window, 'removeEventListener');
    drag({ x: 100, y: 100 }, { x: 95, y: 100 }, 100);
    expect(add.args.map((a) => a[0])).to.deep.equal(['pointerup', 'pointercancel']);
    expect(remove.args.map((a) => a[0])).to.deep.equal(['pointerup', 'pointercancel']);
  });
});

describe('recogniseSwipe with real mouse input', () => {
  afterEach(() => resetMouse());

  it('takes a real drag over a link as a swipe, swallows its click, and lets the next click through', async () => {
    const el: HTMLElement = await fixture(
      html`<div style="position:fixed;left:0;top:0;width:400px;height:100px"><a href="#swiped" style="display:block;height:100px">link</a></div>`,
    );
    const link = el.querySelector('a') as HTMLAnchorElement;
    const clicks: boolean[] = [];
    link.addEventListener('click', (e) => {
      clicks.push(e.defaultPrevented);
      e.preventDefault();
    });
    const spy = sinon.spy();
    // Real time, not the fake clock: the limit is raised so a loaded machine cannot fail the drag.
    const stop = recogniseSwipe(el, spy, { maxDuration: 60000 });
    expect(location.hash).to.equal('');
    await sendMouse({ type: 'move', position: [300, 50] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [100, 50] });
    await sendMouse({ type: 'up' });
    expect(spy.args.map((a) => a[0])).to.deep.equal(['left']);
    expect(clicks).to.deep.equal([]);
    await sendMouse({ type: 'click', position: [100, 50] });
    stop();
    expect(clicks).to.deep.equal([false]);
    expect(location.hash).to.equal('');
  });
});
