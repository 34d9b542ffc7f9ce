/**
 * React mode runs r2wc's element lifecycle on an element of the one base (components/element/define.tsx). It
 * relies on four of r2wc's internals, its `Symbol.for` keys: these tests fail when a version of @r2wc/core
 * renames them or changes what its lifecycle does with them, and when package.json stops pinning the version
 * that was checked.
 */
import { expect } from '@open-wc/testing';
import r2wc from '@r2wc/core';
import sinon from 'sinon';
import { CONNECTED, CONTEXT, PROPS, RENDER } from '../../src/components/element/define.js';

type Lifecycle = {
  connectedCallback(): void;
  disconnectedCallback(): void;
  [key: symbol]: () => void;
};

class Host extends HTMLElement {}
customElements.define('pb-r2wc-pin-host', Host);

function setUp() {
  const mounted = { id: 'mounted' };
  const renderer = { mount: sinon.stub().returns(mounted), update: sinon.spy(), unmount: sinon.spy() };
  const lifecycle = r2wc(() => null, { shadow: 'open', props: [] }, renderer).prototype as unknown as Lifecycle;
  const el = document.createElement('pb-r2wc-pin-host') as Host &
    Record<string | symbol, unknown> & {
      [RENDER]: () => void;
    };
  const container = el.attachShadow({ mode: 'open' });
  const props = { label: 'a' };
  el.container = container;
  el[PROPS] = props;
  el[CONNECTED] = false;
  el[RENDER] = () => lifecycle[RENDER]?.call(el);
  return { el, lifecycle, renderer, mounted, container, props };
}

describe('the pinned @r2wc/core internals', () => {
  it('package.json pins the exact version whose internals these tests check', async () => {
    const ours = await (await fetch('/package.json')).json();
    const installed = await (await fetch('/node_modules/@r2wc/core/package.json')).json();
    expect(ours.dependencies['@r2wc/core']).to.equal(installed.version);
    expect(installed.version).to.equal('1.3.1');
  });

  it('renders through its render key only while its connected key is set', () => {
    const { el, lifecycle, renderer } = setUp();
    expect(lifecycle[RENDER]).to.be.a('function');
    el[RENDER]();
    expect(renderer.mount.called).to.equal(false);
  });

  it('connecting mounts the props key into the container and keeps the result under the context key', () => {
    const { el, lifecycle, renderer, mounted, container, props } = setUp();
    lifecycle.connectedCallback.call(el);
    expect(el[CONNECTED]).to.equal(true);
    expect(renderer.mount.calledOnce).to.equal(true);
    expect(renderer.mount.firstCall.args[0]).to.equal(container);
    expect(renderer.mount.firstCall.args[2]).to.equal(props);
    expect(el[CONTEXT]).to.equal(mounted);
  });

  it('a render once mounted updates the mounted tree with the props key', () => {
    const { el, lifecycle, renderer, mounted, props } = setUp();
    lifecycle.connectedCallback.call(el);
    el[RENDER]();
    expect(renderer.update.calledOnceWith(mounted, props)).to.equal(true);
  });

  it('disconnecting unmounts, clears the context key and the connected key', () => {
    const { el, lifecycle, renderer, mounted } = setUp();
    lifecycle.connectedCallback.call(el);
    lifecycle.disconnectedCallback.call(el);
    expect(renderer.unmount.calledOnceWith(mounted)).to.equal(true);
    expect(el[CONTEXT]).to.equal(undefined);
    expect(el[CONNECTED]).to.equal(false);
  });
});
