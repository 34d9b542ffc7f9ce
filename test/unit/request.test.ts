import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { ajax, beacon, post, submitGuard } from '../../src/core/request/index.js';
import { setPageConfig } from '../helpers/index.js';

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
