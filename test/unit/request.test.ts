import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { REQUEST } from '../../src/core/constants/request.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { ajax, beacon, post, requestTimeout, send, submitGuard, timedFetch } from '../../src/core/request/index.js';
import { setPageConfig, specClock } from '../helpers/index.js';

const answer = (status: number, text: string) => async () => new Response(text, { status });

describe('request client', () => {
  afterEach(() => {
    setPageConfig(null);
    sinon.restore();
  });

  it('answers a 2xx with its text', async () => {
    expect(await post('/x', new URLSearchParams(), { fetch: answer(200, '<p>Thanks</p>') })).to.deep.equal({
      ok: true,
      status: 200,
      body: '<p>Thanks</p>',
    });
  });

  it('names each failure and carries the server error text', async () => {
    const cases: [number, string, string, string][] = [
      [403, '{"error":"This page has expired."}', 'nonce', 'This page has expired.'],
      [429, '{"error":"too many requests"}', 'rate', 'too many requests'],
      [400, 'not json', 'client', ''],
      [502, '', 'server', ''],
    ];
    for (const [status, text, failure, message] of cases) {
      expect(await post('/x', new URLSearchParams(), { fetch: answer(status, text) })).to.deep.equal({
        ok: false,
        failure,
        status,
        message,
      });
    }
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await post('/x', new URLSearchParams(), { fetch: offline })).to.include({ ok: false, failure: 'network' });
  });

  it('calls an ajax action with the page nonce for its scope and parses the JSON answer', async () => {
    setPageConfig({ endpoints: { ajax: '/api/ajax' }, nonces: { frontend: 'f1', log: 'l1' } });
    const fetch = sinon.fake(answer(200, '{"id":2}'));
    const out = await ajax('pb_get_subject', { test_id: '7' }, 'frontend', { fetch });
    expect(out).to.deep.equal({ ok: true, status: 200, body: { id: 2 } });
    const [url, init] = fetch.firstCall.args as unknown as [string, RequestInit];
    expect(url).to.equal('/api/ajax');
    expect(Object.fromEntries(init.body as URLSearchParams)).to.deep.equal({
      test_id: '7',
      action: 'pb_get_subject',
      nonce: 'f1',
    });
    expect((await ajax('a', {}, 'frontend', { fetch: answer(200, '') })).ok).to.equal(true);
  });

  it('fails without an ajax endpoint, and the beacon sends the log nonce', () => {
    return (async () => {
      expect(await ajax('a', {})).to.include({ ok: false, failure: 'config' });
      expect(beacon('a', {})).to.equal(false);
      setPageConfig({ endpoints: { ajax: '/api/ajax' }, nonces: { log: 'l1' } });
      const send = sinon.stub(navigator, 'sendBeacon').returns(true);
      expect(beacon('pb_update_stats', { stats_data_array: '[]' })).to.equal(true);
      expect(String(send.firstCall.args[1])).to.equal('stats_data_array=%5B%5D&action=pb_update_stats&nonce=l1');
    })();
  });

  describe('time limit', () => {
    /** A server that never answers: a fetch that never settles, and ignores its signal, as a stub or polyfill may. */
    const silent = () => sinon.fake((_url: unknown, _init?: RequestInit) => new Promise<Response>(() => {}));
    const settled = async <T>(p: Promise<T>) => {
      let done = false;
      void p.then(() => (done = true));
      for (let i = 0; i < 5; i++) await Promise.resolve();
      return done;
    };

    it(`fails as timeout after ${REQUEST.timeout} ms by default, and aborts the request`, async () => {
      const clock = specClock();
      const fetch = silent();
      const out = post('/x', new URLSearchParams(), { fetch });
      clock.tick(REQUEST.timeout - 1);
      expect(await settled(out), 'still waiting just before the limit').to.equal(false);
      clock.tick(1);
      expect(await out).to.deep.equal({ ok: false, failure: 'timeout', status: 0, message: '' });
      const { signal } = fetch.firstCall.args[1] as RequestInit;
      expect(signal?.aborted).to.equal(true);
      expect((signal?.reason as DOMException | undefined)?.name).to.equal('TimeoutError');
      expect(clock.countTimers(), 'no timer left behind').to.equal(0);
    });

    it('is a timeout, not a network error, with a fetch that rejects at once when aborted (as browsers do)', async () => {
      const clock = specClock();
      const honest = (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      const out = post('/x', new URLSearchParams(), { fetch: honest, timeout: 2000 });
      clock.tick(2000);
      expect(await out).to.include({ ok: false, failure: 'timeout' });
    });

    it('takes requestTimeout in ms from 1000 to 2^31 - 1; anything else warns and keeps 15000', () => {
      setPageConfig('{}');
      expect(requestTimeout()).to.equal(15000);
      setPageConfig('{"requestTimeout":30000}');
      expect(requestTimeout()).to.equal(30000);
      for (const bad of ['15', '-1', '1500.5', '"soon"', '2147483648']) {
        resetWarnings();
        const warn = sinon.stub(console, 'warn');
        setPageConfig(`{"requestTimeout":${bad}}`);
        expect(requestTimeout(), bad).to.equal(15000);
        expect(
          warn
            .getCalls()
            .map((c) => c.args.join(' '))
            .join('\n'),
          bad,
        ).to.contain('"requestTimeout" must');
        warn.restore();
      }
    });

    it("takes the page config's requestTimeout, or the call's own", async () => {
      const clock = specClock();
      setPageConfig({ endpoints: { ajax: '/api/ajax' }, requestTimeout: 3000 });
      const viaAjax = ajax('a', {}, 'frontend', { fetch: silent() });
      const own = send('/x', { method: 'GET', accept: 'text/html' }, { fetch: silent(), timeout: 1000 });
      clock.tick(1000);
      expect(await own, 'send answers undefined, like a network error').to.equal(undefined);
      expect(await settled(viaAjax)).to.equal(false);
      clock.tick(2000);
      expect(await viaAjax).to.include({ ok: false, failure: 'timeout' });
    });

    it('covers an answer whose body never ends', async () => {
      const clock = specClock();
      const endless = async () => new Response(new ReadableStream({ start() {} }), { status: 200 });
      const out = post('/x', new URLSearchParams(), { fetch: endless });
      await Promise.resolve();
      clock.tick(REQUEST.timeout);
      expect(await out).to.include({ ok: false, failure: 'timeout' });
    });

    it("a caller's abort is still a network failure, and a quick answer clears the timer", async () => {
      const clock = specClock();
      const stop = new AbortController();
      const fetch = sinon.fake(
        (_u: unknown, init?: RequestInit) =>
          new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('x')))),
      );
      const out = post('/x', new URLSearchParams(), { fetch, signal: stop.signal });
      stop.abort();
      expect(await out).to.include({ ok: false, failure: 'network' });
      expect(await post('/x', new URLSearchParams(), { fetch: answer(200, 'ok') })).to.include({ ok: true });
      expect(clock.countTimers()).to.equal(0);
    });

    it('timedFetch: a fetch with the limit, for calls that need the Response (the consent calls)', async () => {
      const clock = specClock();
      const never = timedFetch(silent(), 2000)('/x');
      clock.tick(2000);
      let error: unknown;
      try {
        await never;
      } catch (e) {
        error = e;
      }
      expect((error as DOMException).name).to.equal('TimeoutError');
      const res = await timedFetch(answer(201, '{"a":1}'))('/y');
      expect(res.status).to.equal(201);
      expect(await res.json()).to.deep.equal({ a: 1 });
      expect((await timedFetch(async () => new Response(null, { status: 204 }))('/z')).status).to.equal(204);
      expect(clock.countTimers()).to.equal(0);
    });
  });

  it('blocks a second submit while one is in flight', async () => {
    const guard = submitGuard();
    let release = () => {};
    const first = guard(() => new Promise<string>((r) => (release = () => r('sent'))));
    expect(await guard(async () => 'second')).to.equal(undefined);
    release();
    expect(await first).to.equal('sent');
    expect(await guard(async () => 'third')).to.equal('third');
  });
});
