import { expect } from '@open-wc/testing';
import { STICKY } from '../../src/core/constants/sticky.js';
import {
  isExtraMobileBreakpoint,
  offsetPx,
  resolveStickySettings,
  stickyZIndex,
} from '../../src/core/sticky/settings.js';
import {
  type Decision,
  evaluateStack,
  NOT_STICKY,
  type StickyModuleInput,
  transitions,
  type Viewport,
} from '../../src/core/sticky/state.js';

const view = (scrollY: number, more: Partial<Viewport> = {}): Viewport => ({
  scrollY,
  width: 1000,
  height: 800,
  barsTop: 0,
  barsBottom: 0,
  ...more,
});

function mod(
  id: string,
  top: number,
  height: number,
  raw: Record<string, unknown>,
  more: Partial<StickyModuleInput> = {},
) {
  return {
    id,
    settings: resolveStickySettings({ id, ...raw }, 'desktop'),
    natural: { top, left: 0, width: 1000, height },
    visible: true,
    stuckHeight: height,
    topLimit: null,
    bottomLimit: null,
    ...more,
  } satisfies StickyModuleInput;
}

const one = (m: StickyModuleInput, v: Viewport): Decision => evaluateStack([m], v).decisions[0] as Decision;

describe('sticky settings (CCH §3)', () => {
  it('reads positions, offsets, limits and flags, with defaults', () => {
    const s = resolveStickySettings(
      { position: 'top', topOffset: '20', bottomLimit: 'Section', topOffsetModules: 'a, b' },
      'desktop',
    );
    expect(s.position).to.equal('top');
    expect(s.topOffset).to.equal('20px');
    expect(s.bottomLimit).to.equal('section');
    expect(s.topLimit).to.equal('');
    expect(s.offsetSurrounding).to.equal(true);
    expect(s.transition).to.equal(true);
    expect(s.topOffsetModules).to.deep.equal(['a', 'b']);
    expect(resolveStickySettings({ offsetSurrounding: 'off', transition: 'off' }, 'desktop')).to.include({
      offsetSurrounding: false,
      transition: false,
      position: 'none',
    });
  });

  it('resolves responsive values in both shapes through the formats resolver', () => {
    const named = { position: 'top', position_phone: 'none', position_last_edited: 'on|phone' };
    expect(resolveStickySettings(named, 'phone').position).to.equal('none');
    expect(resolveStickySettings(named, 'tablet').position).to.equal('top');
    const byDevice = { position: { desktop: 'bottom', tablet: 'top' }, topOffset: { desktop: '10px', phone: '5vh' } };
    expect(resolveStickySettings(byDevice, 'desktop').position).to.equal('bottom');
    expect(resolveStickySettings(byDevice, 'tablet').position).to.equal('top');
    expect(resolveStickySettings(byDevice, 'phone').position).to.equal('top');
    expect(resolveStickySettings(byDevice, 'phone').topOffset).to.equal('5vh');
  });

  it('warns about bad values and falls back', () => {
    const seen: string[] = [];
    const s = resolveStickySettings(
      { position: 'left', topOffset: '3em', bottomLimit: 'page', transition: 'maybe' },
      'desktop',
      (field) => seen.push(field),
    );
    expect(s).to.include({ position: 'none', topOffset: '', bottomLimit: '', transition: true });
    expect(seen).to.have.members(['position', 'topOffset', 'bottomLimit', 'transition']);
    // none and auto are ignored silently (CCH §5).
    const quiet: string[] = [];
    resolveStickySettings({ position: 'top', topOffset: 'auto', bottomLimit: 'none' }, 'desktop', (f) => quiet.push(f));
    expect(quiet).to.deep.equal([]);
  });

  it('reads sticky styles from the __sticky fields', () => {
    const s = resolveStickySettings(
      { stickyStyles: { width__sticky: '50%', width__sticky_enabled: 'on', module_alignment: 'center' } },
      'desktop',
    );
    expect(s.stickyStyles).to.deep.equal({
      width: '50%',
      maxWidth: '',
      alignment: 'center',
      origin: 'top_left',
      verticalOffset: '',
      horizontalOffset: '',
    });
  });

  it('turns offsets into px: px, % and vh of the viewport height, vw of its width', () => {
    expect(offsetPx('12px', 1000, 800)).to.equal(12);
    expect(offsetPx('10%', 1000, 800)).to.equal(80);
    expect(offsetPx('10vh', 1000, 800)).to.equal(80);
    expect(offsetPx('10vw', 1000, 800)).to.equal(100);
    expect(offsetPx('', 1000, 800)).to.equal(0);
  });

  it('gives the z-indexes of CCH §9', () => {
    expect(stickyZIndex({ insideTbHeader: false, insideTbFooter: false })).to.equal(10000);
    expect(stickyZIndex({ insideTbHeader: true, insideTbFooter: false })).to.equal(10010);
    expect(stickyZIndex({ insideTbHeader: false, insideTbFooter: true })).to.equal(9990);
  });

  it('sets the extra theme mobile flag below 1024 px of width plus scrollbar', () => {
    expect(isExtraMobileBreakpoint(1009, 15)).to.equal(false);
    expect(isExtraMobileBreakpoint(1008, 15)).to.equal(true);
    expect(isExtraMobileBreakpoint(1024, 0)).to.equal(false);
  });

  it('holds every constant of CCH §9', () => {
    expect(STICKY.delays).to.deep.equal({
      scrollLocation: 2000,
      width: 50,
      document: 50,
      height: 50,
      dom: 500,
      finalStyle: 50,
      parentUnlock: 1,
      initialReset: 10,
      layoutBlock: 300,
    });
    expect(STICKY.tbAdminBar).to.equal(32);
    expect(STICKY.extraThemeNavFrom).to.equal(1024);
    expect(STICKY.listenerLimit).to.equal(10);
  });
});

describe('sticky state machine (CCH §4)', () => {
  it('top: sticks once scroll plus the top offset passes the natural top', () => {
    const m = mod('a', 500, 60, { position: 'top', topOffset: '20px' });
    expect(one(m, view(480)).state).to.equal('none');
    expect(one(m, view(481))).to.deep.equal({ state: 'sticky', side: 'top', offset: 20, margin: 0 });
  });

  it('bottom: sticks while the viewport bottom minus the offset is above the natural bottom', () => {
    const m = mod('a', 1500, 100, { position: 'bottom', bottomOffset: '10' });
    // bottom of module 1600; viewport bottom 800 + y - 10
    expect(one(m, view(809)).state).to.equal('sticky');
    expect(one(m, view(810)).state).to.equal('none');
    expect(one(m, view(0))).to.deep.equal({ state: 'sticky', side: 'bottom', offset: 10, margin: 0 });
  });

  it('a module that is not visible never sticks, and none disables everything', () => {
    expect(one(mod('a', 500, 60, { position: 'top' }, { visible: false }), view(2000)).state).to.equal('none');
    expect(one(mod('a', 500, 60, { position: 'none' }), view(2000)).state).to.equal('none');
  });

  it('top_bottom picks its side from the scroll location', () => {
    const m = mod('a', 1500, 100, { position: 'top_bottom' });
    expect(one(m, view(0)).side).to.equal('bottom');
    expect(one(m, view(1000)).state).to.equal('none');
    expect(one(m, view(1501)).side).to.equal('top');
  });

  it('pauses at the bottom limit with the margin that holds it there, and resumes', () => {
    const m = mod(
      'a',
      500,
      60,
      { position: 'top', bottomLimit: 'section' },
      { bottomLimit: { top: 400, bottom: 1000 } },
    );
    expect(one(m, view(900)).state).to.equal('sticky');
    const paused = one(m, view(1000));
    expect(paused).to.deep.equal({ state: 'paused', side: 'top', offset: 0, margin: -60 });
    expect(one(m, view(940)).state).to.equal('sticky');
  });

  it('pauses at the top limit when stuck at the bottom', () => {
    const m = mod('a', 1500, 100, { position: 'bottom', topLimit: 'row' }, { topLimit: { top: 1400, bottom: 1700 } });
    // stuck top edge: y + 800 - 100; below 1400 pauses
    expect(one(m, view(700)).state).to.equal('sticky');
    expect(one(m, view(650))).to.deep.equal({ state: 'paused', side: 'bottom', offset: 0, margin: -50 });
  });

  it('counts the fixed bars of the offsets topic', () => {
    const m = mod('a', 500, 60, { position: 'top' });
    expect(one(m, view(420, { barsTop: 80 })).state).to.equal('none');
    expect(one(m, view(421, { barsTop: 80 }))).to.include({ state: 'sticky', offset: 80 });
  });

  it('stacks surrounding modules: each sits below the stuck ones above it, and the stack is published', () => {
    const modules = [
      mod('a', 500, 50, { position: 'top' }),
      mod('b', 700, 40, { position: 'top', topOffset: '5px' }),
      mod('c', 900, 30, { position: 'top', offsetSurrounding: 'off' }),
    ];
    const at = (y: number) => evaluateStack(modules, view(y, { barsTop: 100 }));
    expect(at(650).decisions.map((d) => d.state)).to.deep.equal(['sticky', 'sticky', 'none']);
    expect(at(650).decisions[1]?.offset).to.equal(155);
    expect(at(650).stack).to.deep.equal({ top: 95, bottom: 0 });
    // c ignores the others: it sticks at the header's edge, under them.
    const late = at(801);
    expect(late.decisions[2]).to.include({ state: 'sticky', offset: 100 });
    expect(late.lines[1]).to.deep.equal({ top: 155, bottom: 0 });
  });

  it('stacks only with the listed topOffsetModules when given, and only with overlapping ones otherwise', () => {
    const left = { natural: { top: 500, left: 0, width: 400, height: 50 } };
    const right = { natural: { top: 600, left: 500, width: 400, height: 50 } };
    const modules = [mod('a', 500, 50, { position: 'top' }, left), mod('b', 600, 50, { position: 'top' }, right)];
    expect(evaluateStack(modules, view(700)).decisions[1]?.offset).to.equal(0);
    const listed = [
      modules[0] as StickyModuleInput,
      mod('b', 600, 50, { position: 'top', topOffsetModules: ['a'] }, right),
    ];
    expect(evaluateStack(listed, view(700)).decisions[1]?.offset).to.equal(50);
  });

  it('stacks at the bottom from the last module up', () => {
    const modules = [mod('a', 2000, 50, { position: 'bottom' }), mod('b', 2100, 40, { position: 'bottom' })];
    const { decisions, stack } = evaluateStack(modules, view(0, { barsBottom: 10 }));
    expect(decisions.map((d) => d.offset)).to.deep.equal([50, 10]);
    expect(stack).to.deep.equal({ top: 0, bottom: 90 });
  });

  it('a paused module above pulls the line of the one below up with it', () => {
    const modules = [
      mod('a', 500, 50, { position: 'top' }, { bottomLimit: { top: 0, bottom: 1000 } }),
      mod('b', 600, 40, { position: 'top' }),
    ];
    const d = evaluateStack(modules, view(970)).decisions;
    expect(d[0]).to.include({ state: 'paused', margin: -20 });
    expect(d[1]?.offset).to.equal(30);
  });

  it('names the events of each change of state', () => {
    const top = (state: 'sticky' | 'paused'): Decision => ({ state, side: 'top', offset: 0, margin: 0 });
    const bottom: Decision = { state: 'sticky', side: 'bottom', offset: 0, margin: 0 };
    expect(transitions(NOT_STICKY, top('sticky'))).to.deep.equal(['start']);
    expect(transitions(NOT_STICKY, top('paused'))).to.deep.equal(['start', 'pause']);
    expect(transitions(top('sticky'), top('paused'))).to.deep.equal(['pause']);
    expect(transitions(top('paused'), top('sticky'))).to.deep.equal(['resume']);
    expect(transitions(top('sticky'), NOT_STICKY)).to.deep.equal(['end']);
    expect(transitions(top('paused'), NOT_STICKY)).to.deep.equal(['end']);
    expect(transitions(top('sticky'), bottom)).to.deep.equal(['end', 'start']);
    expect(transitions(top('sticky'), top('sticky'))).to.deep.equal([]);
  });
});
