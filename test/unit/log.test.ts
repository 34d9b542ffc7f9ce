import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { resetWarnings, warnOnce } from '../../src/core/log/index.js';

type Log = typeof import('../../src/core/log/index.js');
/** A second instance of the module (a new URL is a new module), as consent.js carries its own copy beside the elements'. */
const secondCopy = (): Promise<Log> => import(new URL('../../src/core/log/index.ts?copy', import.meta.url).href);

describe('warnings', () => {
  afterEach(() => {
    resetWarnings();
    sinon.restore();
  });

  it('gives each warning once', () => {
    const warn = sinon.stub(console, 'warn');
    warnOnce('<pb-tabs> attribute "active"', 'bad');
    warnOnce('<pb-tabs> attribute "active"', 'bad');
    warnOnce('<pb-tabs> attribute "active"', 'worse');
    expect(warn.args.map((a) => a[0])).to.deep.equal([
      'pb-elements: <pb-tabs> attribute "active": bad',
      'pb-elements: <pb-tabs> attribute "active": worse',
    ]);
  });

  it('gives a warning once per page across copies of the library', async () => {
    const other = await secondCopy();
    expect(other.warnOnce).not.to.equal(warnOnce);
    const warn = sinon.stub(console, 'warn');
    warnOnce('<script id="pb-config">', 'is not valid JSON; using the defaults');
    other.warnOnce('<script id="pb-config">', 'is not valid JSON; using the defaults');
    expect(warn.callCount).to.equal(1);
    other.resetWarnings();
    warnOnce('<script id="pb-config">', 'is not valid JSON; using the defaults');
    expect(warn.callCount).to.equal(2);
  });
});
