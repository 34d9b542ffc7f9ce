import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import {
  fillMessage,
  getPageConfig,
  isBuilderMode,
  parsePageConfig,
  resolveMessages,
} from '../../src/core/config/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { setPageConfig } from '../helpers/index.js';

describe('page config', () => {
  afterEach(() => {
    setPageConfig(null);
    document.documentElement.removeAttribute('data-pb-mode');
    resetWarnings();
    sinon.restore();
  });

  it('parses endpoints, messages, cookies and builder mode', () => {
    const { config, warnings } = parsePageConfig(
      '{"endpoints":{"track":"/t","bad":3},"messages":{"pb-tabs":{"tablistLabel":"Onglets"}},"cookies":{"prefix":"cmplz_"},"builderMode":true}',
    );
    expect(warnings).to.deep.equal([]);
    expect(config.endpoints).to.deep.equal({ track: '/t' });
    expect(config.messages['pb-tabs']).to.deep.equal({ tablistLabel: 'Onglets' });
    expect(config.cookies).to.deep.equal({ prefix: 'cmplz_' });
    expect(config.builderMode).to.equal(true);
  });

  it('falls back to defaults with a warning on broken JSON or wrong shapes, never throwing', () => {
    expect(parsePageConfig('{oops').warnings[0]).to.contain('not valid JSON');
    expect(parsePageConfig('[1]').warnings[0]).to.contain('JSON object');
    const { config, warnings } = parsePageConfig('{"endpoints":"x","builderMode":"yes"}');
    expect(config.endpoints).to.deep.equal({});
    expect(config.builderMode).to.equal(false);
    expect(warnings.length).to.equal(2);
  });

  it('checks a page messages table when an element resolves it: not an object is ignored, non-string texts dropped, each with one warning', () => {
    setPageConfig('{"messages":{"pb-tabs":["Onglets"],"pb-slider":{"next":"Suivant","prev":2}}}');
    const warn = sinon.stub(console, 'warn');
    expect(resolveMessages({ close: 'Close' }, 'pb-tabs')).to.deep.equal({ close: 'Close' });
    expect(resolveMessages({ next: 'Next', prev: 'Previous' }, 'pb-slider')).to.deep.equal({
      next: 'Suivant',
      prev: 'Previous',
    });
    resolveMessages({ next: 'Next', prev: 'Previous' }, 'pb-slider');
    const said = warn.getCalls().map((call) => call.args.join(' '));
    expect(said).to.have.length(2);
    expect(said[0]).to.contain('<script id="pb-config"> "messages.pb-tabs"').and.contain('got a list');
    expect(said[1]).to.contain('"messages.pb-slider"').and.contain('"prev" (2)');
  });

  it('reads the page block once per text and warns once naming it', () => {
    const warn = sinon.stub(console, 'warn');
    setPageConfig('{broken');
    expect(getPageConfig().endpoints).to.deep.equal({});
    getPageConfig();
    expect(warn.callCount).to.equal(1);
    expect(String(warn.firstCall.args[0])).to.contain('<script id="pb-config">');
    setPageConfig('{"builderMode":true}');
    expect(getPageConfig().builderMode).to.equal(true);
  });

  it('detects builder mode from the html attribute or the config', () => {
    expect(isBuilderMode()).to.equal(false);
    document.documentElement.dataset.pbMode = 'builder';
    expect(isBuilderMode()).to.equal(true);
    document.documentElement.removeAttribute('data-pb-mode');
    setPageConfig('{"builderMode":true}');
    expect(isBuilderMode()).to.equal(true);
  });

  it('resolves messages: defaults < page config < element attribute', () => {
    setPageConfig('{"messages":{"pb-x":{"a":"page a","b":"page b"}}}');
    const m = resolveMessages({ a: 'A', b: 'B', c: 'C' }, 'pb-x', { b: 'own b', z: 'ignored', c: 5 });
    expect(m).to.deep.equal({ a: 'page a', b: 'own b', c: 'C' });
  });

  it('fills every occurrence of each placeholder, and leaves unknown ones as written', () => {
    expect(fillMessage('Slide {n} of {total}', { n: 2, total: 5 })).to.equal('Slide 2 of 5');
    // A translation may name a placeholder twice; the second must not stay raw.
    expect(fillMessage('{label}: please fill in {label}.', { label: 'Email' })).to.equal(
      'Email: please fill in Email.',
    );
    expect(fillMessage('{n} von {totl}', { n: 1, total: 3 })).to.equal('1 von {totl}');
    expect(fillMessage('{n}', { n: 0 })).to.equal('0');
    expect(fillMessage('no placeholder', { n: 1 })).to.equal('no placeholder');
  });
});
