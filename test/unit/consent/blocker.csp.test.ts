import { expect } from '@open-wc/testing';
import { cleanupBlockerTest, fixtureUrl, type Harness, harness, nextFrame } from './blocker-helpers.js';

// No style may come from the page at all: the placeholder's adopted sheet is not subject to style-src.
const CSP = "script-src 'nonce-abc'; style-src 'none'";

describe('consent blocker: under a strict nonce CSP', () => {
  let h: Harness | undefined;
  let frame: HTMLIFrameElement | undefined;

  afterEach(() => {
    cleanupBlockerTest();
    frame?.remove();
  });

  it('runs the nonced blocked scripts, and the CSP still refuses a script without the nonce', async () => {
    frame = document.createElement('iframe');
    frame.srcdoc = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${CSP}">
      <script nonce="abc">window.__pbLog = []; window.__violations = [];
        document.addEventListener('securitypolicyviolation', (e) => __violations.push(e.violatedDirective));</script>
      </head><body>
      <script type="text/plain" data-category="marketing" nonce="abc" data-src="${fixtureUrl('b.js')}"></script>
      <script type="text/plain" data-category="marketing" nonce="abc">window.__pbLog.push('inline with nonce')</script>
      <script type="text/plain" data-category="marketing">window.__pbLog.push('inline without nonce')</script>
      <iframe title="video" data-category="marketing" data-src="about:blank"></iframe>
      </body></html>`;
    const loaded = new Promise((r) => frame!.addEventListener('load', r, { once: true }));
    document.body.append(frame);
    await loaded;
    const win = frame.contentWindow as Window & { __violations: string[] };
    const doc = frame.contentDocument!;
    h = harness({ doc });
    expect(doc.querySelector('style'), 'no inline style element').to.equal(null);
    expect(win.getComputedStyle(doc.querySelector('.pb-consent-placeholder')!).display).to.equal('grid');
    h.allow.add('marketing');
    h.blocker.apply();
    await h.activatedCount(4);
    for (let i = 0; i < 20 && !win.__violations.length; i++) await nextFrame();
    expect(win.__pbLog).to.deep.equal(['b', 'inline with nonce']);
    expect(win.__violations).to.deep.equal(['script-src-elem']);
  });
});
