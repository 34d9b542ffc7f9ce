import { expect } from '@open-wc/testing';
import { ownPurifier, sanitizeFragment, sanitizeHtml } from '../../src/components/sanitize/purify.js';

const HTML =
  '<p onclick="x()">Hi<script>x()</script><style>body{}</style><input name="a"></p><form><button>Go</button></form>' +
  '<a href="javascript:x()">link</a>';

describe('the one sanitiser', () => {
  it('per use: a message asks for no input, placed content restyles nothing, a subject keeps what the builder saved', () => {
    expect(sanitizeHtml(HTML, 'message')).to.equal('<p>Hi</p>Go<a>link</a>');
    expect(sanitizeHtml(HTML, 'content')).to.equal('<p>Hi<input name="a"></p><button>Go</button><a>link</a>');
    const subject = document.createElement('div');
    subject.append(sanitizeFragment(HTML, 'subject'));
    expect(subject.querySelector('form button')).to.not.equal(null);
    expect(subject.querySelector('script, [onclick], [href^="javascript"]')).to.equal(null);
  });

  it("an instance of a caller's own keeps its configuration and hooks from the shared one", () => {
    const own = ownPurifier();
    own.setConfig({ ALLOWED_TAGS: ['b'] });
    own.addHook('uponSanitizeAttribute', (_node, event) => {
      event.keepAttr = false;
    });
    expect(own.sanitize('<p title="t"><b>x</b></p>')).to.equal('<b>x</b>');
    expect(sanitizeHtml('<p title="t"><b>x</b></p>', 'content')).to.equal('<p title="t"><b>x</b></p>');
  });
});
