import { expect } from '@open-wc/testing';
import { adoptStyles } from '../../src/core/styles/index.js';

describe('core/styles: adoptStyles', () => {
  it('adopts one sheet per document and CSS text, once per root, first when asked', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    adoptStyles(root, 'p{color:red}');
    adoptStyles(root, 'p{color:red}');
    adoptStyles(root, 'b{color:blue}', true);
    expect(root.adoptedStyleSheets.map((s) => s.cssRules[0]?.cssText)).to.deep.equal([
      'b { color: blue; }',
      'p { color: red; }',
    ]);
    const other = document.createElement('div').attachShadow({ mode: 'open' });
    adoptStyles(other, 'p{color:red}');
    expect(other.adoptedStyleSheets[0]).to.equal(root.adoptedStyleSheets[1]);
  });

  it("makes another document's sheet in that document's realm, and leaves a detached element alone", async () => {
    const frame = document.createElement('iframe');
    await new Promise((loaded) => {
      frame.addEventListener('load', loaded, { once: true });
      document.body.append(frame);
    });
    try {
      const doc = frame.contentDocument as Document;
      // A sheet made in this window could not be adopted there (NotAllowedError).
      adoptStyles(doc, 'p{color:red}');
      expect(doc.adoptedStyleSheets.length).to.equal(1);
      const detached = document.createElement('div');
      expect(() => adoptStyles(detached.getRootNode(), 'p{color:red}')).to.not.throw();
    } finally {
      frame.remove();
    }
  });
});
