// test/fixtures/csp/fonts.html comes with `Content-Security-Policy: style-src 'self'` as a header
// (web-test-runner.config.mjs), the policy that refuses an injected <style>@font-face.
import { expect, waitUntil } from '@open-wc/testing';

const FONT = '/demo/pages/demo-assets/fonts/source-serif-4-semibold.woff2';

async function cspFrame(): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.title = 'Fonts under a strict style policy';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = '/test/fixtures/csp/fonts.html';
  document.body.append(frame);
  await loaded;
  return frame;
}

const faces = (doc: Document, family: string) =>
  [...doc.fonts].filter((f) => f.family.replace(/"/g, '') === family).map((f) => f.status);

describe("<pb-fonts> under style-src 'self'", () => {
  let frame: HTMLIFrameElement;
  beforeEach(async () => {
    frame = await cspFrame();
  });
  afterEach(() => frame.remove());

  it('is accessible', async () => {
    await expect(frame).to.be.accessible();
  });

  it('loads a custom font through FontFace where an injected <style>@font-face is refused', async () => {
    const doc = frame.contentDocument as Document;
    // The element, defined by the page's own module, loads its font under the policy.
    await waitUntil(() => faces(doc, 'Kiln Serif').includes('loaded'), 'the FontFace did not load', { timeout: 4000 });
    expect(doc.fonts.check('600 16px "Kiln Serif"')).to.equal(true);

    // The control: the same font as an injected rule is refused, so the policy is in force.
    const refused = new Promise<SecurityPolicyViolationEvent>((resolve) =>
      doc.addEventListener('securitypolicyviolation', (e) => resolve(e), { once: true }),
    );
    const style = doc.createElement('style');
    style.textContent = `@font-face { font-family: "Injected Serif"; src: url("${FONT}") format("woff2"); }`;
    doc.head.append(style);
    const violation = await refused;
    expect(violation.effectiveDirective).to.match(/^style-src/);
    expect(violation.originalPolicy).to.equal("style-src 'self'");
    await doc.fonts.load('16px "Injected Serif"');
    expect(faces(doc, 'Injected Serif')).to.deep.equal([]);
  });
});
