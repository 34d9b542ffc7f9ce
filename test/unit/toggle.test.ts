import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type sinon from 'sinon';
import { TOGGLE } from '../../src/core/constants/index.js';
import {
  accordionRequest,
  createToggleMachine,
  initialToggle,
  keepOneOpen,
  panelHidden,
  type ToggleAction,
  type ToggleState,
  toggleReducer,
} from '../../src/core/toggle/index.js';
import { specClock } from '../helpers/index.js';

const closed: ToggleState = { open: false, sliding: false };
const opened: ToggleState = { open: true, sliding: false };
const opening: ToggleState = { open: true, sliding: true };
const closing: ToggleState = { open: false, sliding: true };

describe('toggle state machine', () => {
  const table: [string, ToggleState, ToggleAction, ToggleState][] = [
    ['a click opens and starts the slide', closed, { type: 'request', open: true, animate: true }, opening],
    ['a click closes and starts the slide', opened, { type: 'request', open: false, animate: true }, closing],
    ['without motion a click leaves no lock', closed, { type: 'request', open: true, animate: false }, opened],
    ['a click during the slide is ignored', opening, { type: 'request', open: false, animate: true }, opening],
    ['a click asking for the current state is ignored', opened, { type: 'request', open: true, animate: true }, opened],
    ['the author may change it mid-slide', opening, { type: 'set', open: false, animate: true }, closing],
    ['an author change without motion ends the slide', closing, { type: 'set', open: true, animate: false }, opened],
    ['an author change to the same value is nothing', closing, { type: 'set', open: false, animate: true }, closing],
    ['settling releases the lock', opening, { type: 'settle' }, opened],
    ['settling when nothing slides is nothing', closed, { type: 'settle' }, closed],
  ];
  for (const [name, from, action, to] of table) {
    it(name, () => {
      expect(toggleReducer(from, action)).to.deep.equal(to);
    });
  }

  it('returns the same object when nothing changes, so callers can compare by identity', () => {
    expect(toggleReducer(opening, { type: 'request', open: false, animate: true })).to.equal(opening);
    expect(toggleReducer(closed, { type: 'settle' })).to.equal(closed);
    expect(toggleReducer(closed, { type: 'request', open: true, animate: true })).to.not.equal(closed);
  });

  it('starts unlocked in the given state', () => {
    expect(initialToggle(true)).to.deep.equal(opened);
    expect(initialToggle(false)).to.deep.equal(closed);
  });

  it('keeps a closing panel in the accessibility tree until its slide ends', () => {
    expect(panelHidden(closing)).to.equal(false);
    expect(panelHidden(closed)).to.equal(true);
    expect(panelHidden(opening)).to.equal(false);
    expect(panelHidden(opened)).to.equal(false);
  });
});

describe('toggle machine (the state machine with its lock timer)', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = specClock();
  });
  afterEach(() => clock.restore());

  it('locks for TOGGLE.slideDuration from the request, then settles and reports it', () => {
    const changes: string[] = [];
    const m = createToggleMachine(false, (s, a) => changes.push(`${a.type}:${s.open}:${s.sliding}`));
    m.dispatch({ type: 'request', open: true, animate: true });
    m.dispatch({ type: 'request', open: false, animate: true });
    clock.tick(TOGGLE.slideDuration - 1);
    expect(m.state).to.deep.equal(opening);
    clock.tick(1);
    expect(m.state).to.deep.equal(opened);
    m.dispatch({ type: 'request', open: false, animate: true });
    expect(changes).to.deep.equal(['request:true:true', 'settle:true:false', 'request:false:true']);
  });

  it('restarts the lock when the author changes it mid-slide, and stop() cancels the settle', () => {
    const m = createToggleMachine(false, () => {});
    m.dispatch({ type: 'request', open: true, animate: true });
    clock.tick(500);
    m.dispatch({ type: 'set', open: false, animate: true });
    clock.tick(TOGGLE.slideDuration - 1);
    expect(m.state).to.deep.equal(closing);
    clock.tick(1);
    expect(m.state).to.deep.equal(closed);
    m.dispatch({ type: 'set', open: true, animate: true });
    m.stop();
    clock.tick(TOGGLE.slideDuration);
    expect(m.state).to.deep.equal(opening);
  });

  it('sets no timer for a change without motion', () => {
    const m = createToggleMachine(true, () => {});
    m.dispatch({ type: 'request', open: false, animate: false });
    expect(m.state).to.deep.equal(closed);
    expect(clock.countTimers()).to.equal(0);
  });
});

describe('accordion rule', () => {
  const table: [string, boolean[], boolean, { index: number; open: boolean }, boolean[] | null][] = [
    ['opening one closes the open one', [true, false, false], false, { index: 2, open: true }, [false, false, true]],
    ['opening one when none is open', [false, false], false, { index: 1, open: true }, [false, true]],
    ['a click on the open toggle does nothing', [false, true, false], false, { index: 1, open: false }, null],
    ['a close request is ignored', [false, false], false, { index: 0, open: false }, null],
    ['an open request for the open one is ignored', [true, false], false, { index: 0, open: true }, null],
    ['any request while a slide runs is ignored', [true, false], true, { index: 1, open: true }, null],
    ['an index outside the group is ignored', [true, false], false, { index: 2, open: true }, null],
    ['a negative index is ignored', [true, false], false, { index: -1, open: true }, null],
    ['a fractional index is ignored', [true, false], false, { index: 0.5, open: true }, null],
    ['an empty group ignores everything', [], false, { index: 0, open: true }, null],
    [
      'opening an open one among several open closes the rest',
      [true, true],
      false,
      { index: 1, open: true },
      [false, true],
    ],
  ];
  for (const [name, open, sliding, request, expected] of table) {
    it(name, () => {
      expect(accordionRequest(open, sliding, request)).to.deep.equal(expected);
    });
  }

  it('keepOneOpen keeps the preferred open one, else the first open one, else none', () => {
    expect(keepOneOpen([false, true, true, false])).to.deep.equal([false, true, false, false]);
    expect(keepOneOpen([true, false, true], 2)).to.deep.equal([false, false, true]);
    expect(keepOneOpen([true, false, true], 1)).to.deep.equal([true, false, false]);
    expect(keepOneOpen([true, false], 7)).to.deep.equal([true, false]);
    expect(keepOneOpen([false, false])).to.deep.equal([false, false]);
  });

  it('never leaves more than one open and never throws, for any sequence of requests', () => {
    const step = fc.record({
      index: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.double()),
      open: fc.boolean(),
      sliding: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 7 }), fc.array(step, { maxLength: 30 }), (markup, steps) => {
        let open = keepOneOpen(markup);
        for (const { index, open: want, sliding } of steps) {
          const next = accordionRequest(open, sliding, { index, open: want });
          if (sliding) expect(next).to.equal(null);
          if (next) {
            expect(next[index]).to.equal(true);
            open = next;
          }
          expect(open.filter(Boolean).length).to.be.at.most(1);
          expect(open.length).to.equal(markup.length);
        }
      }),
    );
  });

  it('once anything is open, some toggle stays open whatever the visitor does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(fc.nat(), { maxLength: 20 }), (n, clicks) => {
        let open = keepOneOpen(Array.from({ length: n }, (_, i) => i === 0));
        for (const click of clicks) {
          const index = click % n;
          // A click asks for the opposite of the toggle's state.
          open = accordionRequest(open, false, { index, open: !open[index] }) ?? open;
          expect(open.filter(Boolean).length).to.equal(1);
        }
      }),
    );
  });
});
