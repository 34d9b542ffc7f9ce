import { expect } from '@open-wc/testing';
import { HEADER } from '../../src/core/constants/header.js';
import { DEBOUNCE, SCROLL } from '../../src/core/constants/index.js';
import { headerOffsets, nextFixed, resizeDelay, splitAfter } from '../../src/core/header/index.js';

describe('core/header', () => {
  describe('nextFixed (CCH §4, §9)', () => {
    const wide = 1280;
    it('fixes on scroll down past the header and releases on scroll up back to it', () => {
      expect(nextFixed(false, 0, 10, 0, wide)).to.equal(true);
      expect(nextFixed(true, 10, 300, 0, wide)).to.equal(true);
      // Scrolling up while still below the header's top keeps it fixed, as the waypoint does.
      expect(nextFixed(true, 300, 200, 0, wide)).to.equal(true);
      expect(nextFixed(true, 200, 0, 0, wide)).to.equal(false);
    });

    it('waits for the header top when the header is lower on the page', () => {
      expect(nextFixed(false, 0, 100, 150, wide)).to.equal(false);
      expect(nextFixed(false, 100, 151, 150, wide)).to.equal(true);
      expect(nextFixed(true, 151, 150, 150, wide)).to.equal(false);
    });

    it('keeps the state when nothing moved (a resize frame)', () => {
      expect(nextFixed(true, 300, 300, 0, wide)).to.equal(true);
      expect(nextFixed(false, 0, 0, 0, wide)).to.equal(false);
    });

    it('applies at 980 px wide or more only', () => {
      expect(HEADER.fixedFrom).to.equal(980);
      expect(nextFixed(false, 0, 300, 0, 980)).to.equal(true);
      expect(nextFixed(false, 0, 300, 0, 979)).to.equal(false);
      expect(nextFixed(true, 300, 300, 0, 979)).to.equal(false);
    });
  });

  describe('headerOffsets (MFT §9, CCH §9)', () => {
    it('counts the fixed navigation wherever it can be fixed: 980 px wide or more, as nextFixed', () => {
      expect(HEADER.fixedFrom).to.equal(980);
      expect(headerOffsets(981, 60, 0).header).to.equal(60);
      // At exactly 980 px the bar is fixed (nextFixed), so it must count, or anchors land under it.
      expect(nextFixed(false, 0, 300, 0, 980)).to.equal(true);
      expect(headerOffsets(980, 60, 0).header).to.equal(60);
      expect(headerOffsets(979, 60, 0).header).to.equal(0);
      expect(headerOffsets(700, 60, 0).header).to.equal(0);
    });

    it('counts the admin bar above 600 px only', () => {
      expect(SCROLL.adminBarAbove).to.equal(600);
      expect(headerOffsets(601, 0, 46).adminBar).to.equal(46);
      expect(headerOffsets(600, 0, 46).adminBar).to.equal(0);
      expect(headerOffsets(1280, 60, 32)).to.deep.equal({ header: 60, adminBar: 32 });
      expect(headerOffsets(800, 60, 32)).to.deep.equal({ header: 0, adminBar: 32 });
    });
  });

  describe('resizeDelay', () => {
    it('debounces 200 ms, or 300 ms when the width crossed the admin bar switch at 782 px', () => {
      expect(HEADER.adminBarSwitch).to.equal(782);
      expect([DEBOUNCE.medium, HEADER.adminBarSwitchDelay]).to.deep.equal([200, 300]);
      expect(resizeDelay(1280, 1000)).to.equal(200);
      expect(resizeDelay(783, 782)).to.equal(300);
      expect(resizeDelay(700, 900)).to.equal(300);
      expect(resizeDelay(782, 700)).to.equal(200);
    });
  });

  describe('splitAfter', () => {
    it('puts the larger half of the top-level items before the logo', () => {
      expect([0, 1, 2, 3, 4, 5, 6, 7].map(splitAfter)).to.deep.equal([0, 1, 1, 2, 2, 3, 3, 4]);
    });
  });
});
