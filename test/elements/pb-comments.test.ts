import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-comments.js';
import type { PbComments } from '../../elements/pb-comments.js';
import { commentNode } from '../../src/components/comments/dom.js';
import { type PostedComment, parseComment } from '../../src/core/comments/index.js';
import { REQUEST } from '../../src/core/constants/request.js';
import { reactDownloads, specClock } from '../helpers/index.js';

const PROBE = '<img src=x onerror=alert(1)>';
const reply = (id: number, name: string) =>
  `<div class="reply"><a class="comment-reply-link" href="/journal.html?post=p&amp;replytocom=${id}#respond" data-commentid="${id}" data-postid="1" data-belowelement="div-comment-${id}" data-respondelement="respond" data-replyto="Reply to ${name}" aria-label="Reply to ${name}">Reply</a></div>`;
const comment = (id: number, name: string, children = '') =>
  `<li id="comment-${id}" class="comment"><article id="div-comment-${id}"><footer><b>${name}</b></footer><div><p>Text ${id}</p></div>${reply(id, name)}</article>${children}</li>`;
const MARKUP = `<h2 id="count">3 comments</h2><pb-comments id="talk" count-target="count"><ol class="comment-list">${comment(1, 'Marieke', `<ol class="children">${comment(2, 'Anna')}</ol>`)}${comment(3, 'Pieter')}</ol>
<div id="respond"><h3 id="reply-title"><span>Leave a comment</span> <a id="cancel-comment-reply-link" href="/journal.html?post=p#respond" hidden>Cancel reply</a></h3>
<form action="/api/comments" method="post"><p><label for="comment">Comment</label><textarea id="comment" name="body" required></textarea></p>
<p><label for="author">Name</label><input id="author" name="name" required></p>
<p><label for="email">Email</label><input id="email" name="email" type="email"></p>
<input type="hidden" name="post_id" value="1"><input type="hidden" name="parent_id" id="comment_parent" value="0"><input type="hidden" name="nonce" value="n0nce">
<button type="submit">Post comment</button></form></div></pb-comments>`;

interface Page {
  el: PbComments;
  q: <T extends HTMLElement>(s: string) => T;
  events: { type: string; detail: unknown }[];
}

async function page(): Promise<Page> {
  const root = await fixture<HTMLElement>(html`<div></div>`);
  root.innerHTML = MARKUP;
  const el = root.querySelector('pb-comments') as PbComments;
  await el.updateComplete;
  const events: Page['events'] = [];
  for (const type of ['pb-form-success', 'pb-form-error'] as const) {
    document.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
  }
  return { el, q: (s) => el.querySelector(s) as never, events };
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const STORED = {
  id: 9,
  parent_id: 3,
  depth: 2,
  name: PROBE,
  body: `One ${PROBE}\n\nTwo`,
  created_at: '2025-07-01T10:00:00.000Z',
  date: '1 July 2025',
  reply_url: '/journal.html?post=p&replytocom=9#respond',
};

async function fill(p: Page, body = 'Nice bowls', name = 'Ria') {
  p.q<HTMLTextAreaElement>('#comment').value = body;
  p.q<HTMLInputElement>('#author').value = name;
}

describe('<pb-comments>', () => {
  let fetchStub: sinon.SinonStub;
  beforeEach(() => {
    fetchStub = sinon.stub(window, 'fetch');
  });
  afterEach(() => sinon.restore());

  it('is accessible', async () => {
    const { el } = await page();
    await expect(el).to.be.accessible();
  });

  it('is plain: no shadow root and no React downloaded; a block whose children keep no browser margin below', async () => {
    const { el, q } = await page();
    expect(el.shadowRoot).to.equal(null);
    expect(reactDownloads()).to.deep.equal([]);
    expect(getComputedStyle(el).display).to.equal('block');
    expect(getComputedStyle(q('ol.comment-list')).marginBlockEnd).to.equal('0px');
  });

  it('a move keeps the form under the comment it replies to; updateComplete waits for the post and its answer', async () => {
    const p = await page();
    p.q<HTMLAnchorElement>('#div-comment-3 .comment-reply-link').click();
    const other = await fixture<HTMLElement>(html`<section></section>`);
    other.append(p.el);
    await aTimeout(0);
    expect(p.q('#respond').previousElementSibling?.id).to.equal('div-comment-3');
    expect(p.q<HTMLInputElement>('#comment_parent').value).to.equal('3');
    let reply: (r: Response) => void = () => {};
    fetchStub.callsFake(() => new Promise<Response>((r) => (reply = r)));
    await fill(p);
    p.q<HTMLButtonElement>('button[type=submit]').click();
    let done = false;
    const complete = p.el.updateComplete.then(() => (done = true));
    await waitUntil(() => fetchStub.called);
    await aTimeout(0);
    expect(done, 'the post is out').to.equal(false);
    reply(answer(201, STORED));
    await complete;
    expect(p.q('#comment-3 > ol.children > #comment-9')).to.not.equal(null);
    expect(p.q('#respond').parentElement).to.equal(p.el);
  });

  it('Reply moves the form under the comment, sets the parent id and shows cancel; cancel puts it back (CCH §2-3)', async () => {
    const p = await page();
    const respond = p.q('#respond');
    const link = p.q<HTMLAnchorElement>('#div-comment-3 .comment-reply-link');
    link.click();
    expect(respond.previousElementSibling?.id).to.equal('div-comment-3');
    expect(p.q<HTMLInputElement>('#comment_parent').value).to.equal('3');
    expect(p.q('#reply-title').firstElementChild?.textContent).to.equal('Reply to Pieter');
    expect(p.q('#cancel-comment-reply-link').hidden).to.equal(false);
    expect(document.activeElement).to.equal(p.q('#comment'));
    await expect(p.el).to.be.accessible();
    // A reply in a nested thread moves it again.
    p.q<HTMLAnchorElement>('#div-comment-2 .comment-reply-link').click();
    expect(respond.previousElementSibling?.id).to.equal('div-comment-2');
    expect(p.q<HTMLInputElement>('#comment_parent').value).to.equal('2');
    p.q<HTMLAnchorElement>('#cancel-comment-reply-link').click();
    expect(respond.previousElementSibling?.localName).to.equal('ol');
    expect(respond.parentElement).to.equal(p.el);
    expect(p.q<HTMLInputElement>('#comment_parent').value).to.equal('0');
    expect(p.q('#reply-title').firstElementChild?.textContent).to.equal('Leave a comment');
    expect(p.q('#cancel-comment-reply-link').hidden).to.equal(true);
    expect(document.activeElement).to.equal(p.q('#div-comment-2 .comment-reply-link'));
  });

  it('Ctrl+Enter and Meta+Enter in the textarea submit (CCH §5); Enter alone is a new line', async () => {
    fetchStub.resolves(answer(201, STORED));
    const p = await page();
    await fill(p, '');
    p.q<HTMLTextAreaElement>('#comment').focus();
    await sendKeys({ type: 'Hello' });
    await sendKeys({ press: 'Enter' });
    expect(fetchStub.callCount).to.equal(0);
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ up: 'Control' });
    await waitUntil(() => fetchStub.callCount === 1);
    const body = fetchStub.firstCall.args[1].body as URLSearchParams;
    expect(body.get('body')).to.equal('Hello\n');
    expect(fetchStub.firstCall.args[0]).to.equal(new URL('/api/comments', location.href).href);
    await waitUntil(() => p.events.length === 1);
    fetchStub.resetHistory();
    await fill(p, 'Again');
    p.q<HTMLTextAreaElement>('#comment').focus();
    await sendKeys({ down: 'Meta' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ up: 'Meta' });
    await waitUntil(() => fetchStub.callCount === 1);
  });

  it('posts without a reload and inserts the stored comment in its thread as text', async () => {
    fetchStub.resolves(answer(201, STORED));
    const p = await page();
    p.q<HTMLAnchorElement>('#div-comment-3 .comment-reply-link').click();
    await fill(p);
    p.q<HTMLButtonElement>('button[type=submit]').click();
    await waitUntil(() => p.events.length === 1);
    const body = fetchStub.firstCall.args[1].body as URLSearchParams;
    expect(Object.fromEntries(body)).to.deep.equal({
      body: 'Nice bowls',
      name: 'Ria',
      email: '',
      post_id: '1',
      parent_id: '3',
      nonce: 'n0nce',
    });
    expect(p.events[0]).to.deep.equal({ type: 'pb-form-success', detail: { form: 'talk' } });
    const li = p.q('#comment-3 > ol.children > li#comment-9');
    expect(li.querySelector('img')).to.equal(null);
    expect(li.querySelector('.comment-author')?.textContent).to.equal(PROBE);
    expect([...li.querySelectorAll('.comment-content p')].map((x) => x.textContent)).to.deep.equal([
      `One ${PROBE}`,
      'Two',
    ]);
    const link = li.querySelector<HTMLAnchorElement>('.comment-reply-link') as HTMLAnchorElement;
    expect(link.dataset.commentid).to.equal('9');
    expect(link.getAttribute('aria-label')).to.equal(`Reply to ${PROBE}`);
    expect(document.activeElement).to.equal(li.querySelector('article'));
    // The form went home, emptied, with the parent reset; the name stays for the next comment.
    expect(p.q('#respond').parentElement).to.equal(p.el);
    expect(p.q<HTMLTextAreaElement>('#comment').value).to.equal('');
    expect(p.q<HTMLInputElement>('#author').value).to.equal('Ria');
    expect(p.q<HTMLInputElement>('#comment_parent').value).to.equal('0');
    expect(p.q('.pb-form-status').textContent).to.equal('Your comment was posted.');
    expect(p.q('.pb-form-error').hidden).to.equal(true);
    // The heading it is pointed at counts the new comment.
    expect(document.getElementById('count')?.textContent).to.equal('4 comments');
    await expect(p.el).to.be.accessible();
    // The new comment's own Reply link works.
    link.click();
    expect(p.q('#respond').previousElementSibling?.id).to.equal('div-comment-9');
  });

  it('empty required fields are flagged, tied to their fields, focus on the first; nothing is sent', async () => {
    const p = await page();
    await fill(p, '  ', '');
    p.q<HTMLInputElement>('#email').value = 'nope';
    p.q<HTMLButtonElement>('button[type=submit]').click();
    expect(fetchStub.callCount).to.equal(0);
    const messageOf = (s: string) =>
      document.getElementById(p.q(s).getAttribute('aria-describedby') as string)?.textContent;
    expect(p.q('#comment').getAttribute('aria-invalid')).to.equal('true');
    expect(messageOf('#comment')).to.equal('Please fill in Comment.');
    expect(messageOf('#author')).to.equal('Please fill in Name.');
    expect(messageOf('#email')).to.equal('Please enter a valid email address.');
    expect(document.activeElement).to.equal(p.q('#comment'));
    await expect(p.el).to.be.accessible();
  });

  for (const [what, outcome, shown, failure] of [
    [
      'network failure',
      () => Promise.reject(new TypeError('offline')),
      'Your comment could not be sent. Check your connection and try again.',
      'network',
    ],
    [
      'expired nonce',
      () => Promise.resolve(answer(403, { error: 'This page has expired. Reload the page and try again.' })),
      'This page has expired. Reload the page and try again.',
      'nonce',
    ],
    ['server error text as text', () => Promise.resolve(answer(400, { error: PROBE })), PROBE, 'client'],
    [
      'rate limit',
      () => Promise.resolve(answer(429, {})),
      'You have posted several comments in a short time. Please wait a minute and try again.',
      'rate',
    ],
    [
      'a 201 that is not a comment',
      () => Promise.resolve(answer(201, { id: 'x' })),
      'Your comment could not be posted. Please try again.',
      'server',
    ],
  ] as const) {
    it(`a ${what} keeps every value and shows the message`, async () => {
      fetchStub.callsFake(outcome);
      const p = await page();
      p.q<HTMLAnchorElement>('#div-comment-1 .comment-reply-link').click();
      await fill(p, 'Keep this text');
      p.q<HTMLButtonElement>('button[type=submit]').click();
      await waitUntil(() => p.events.length === 1);
      expect(p.events[0]).to.deep.equal({ type: 'pb-form-error', detail: { failure, message: shown } });
      // Not like the success line: its own error class, an alert.
      const alert = p.q('.pb-form-error');
      expect([alert.textContent, alert.getAttribute('role'), alert.hidden]).to.deep.equal([shown, 'alert', false]);
      expect(p.q('.pb-form-status').textContent).to.equal('');
      expect(alert.querySelector('img')).to.equal(null);
      expect(document.getElementById('count')?.textContent).to.equal('3 comments');
      expect(p.q<HTMLTextAreaElement>('#comment').value).to.equal('Keep this text');
      expect(p.q<HTMLInputElement>('#author').value).to.equal('Ria');
      expect(p.q<HTMLInputElement>('#comment_parent').value).to.equal('1');
      expect(p.el.querySelectorAll('li.comment').length).to.equal(3);
    });
  }

  it(`a server that never answers: after ${REQUEST.timeout} ms the post is aborted, the form is free, text kept`, async () => {
    const p = await page();
    await fill(p, 'Keep this text');
    const clock = specClock();
    fetchStub.callsFake(() => new Promise(() => {}));
    const form = p.q<HTMLFormElement>('form');
    p.q<HTMLButtonElement>('button[type=submit]').click();
    await clock.tickAsync(0);
    expect(form.getAttribute('aria-busy')).to.equal('true');
    await clock.tickAsync(REQUEST.timeout);
    const shown = 'Your comment could not be posted. Please try again.';
    expect(p.events).to.deep.equal([{ type: 'pb-form-error', detail: { failure: 'timeout', message: shown } }]);
    expect((fetchStub.firstCall.args[1] as RequestInit).signal?.aborted).to.equal(true);
    expect(form.hasAttribute('aria-busy')).to.equal(false);
    expect(p.q('.pb-form-error').textContent).to.equal(shown);
    expect(p.q<HTMLTextAreaElement>('#comment').value).to.equal('Keep this text');
    p.q<HTMLButtonElement>('button[type=submit]').click();
    await clock.tickAsync(0);
    expect(fetchStub.callCount, 'the guard is open').to.equal(2);
    clock.restore();
  });

  it('gives a posted comment a reply link only to a path on this site', () => {
    const text = { reply: 'Reply', replyTo: 'Reply to {name}' };
    const node = (replyUrl: string) =>
      commentNode({ ...parseComment(STORED), replyUrl } as PostedComment, 'p', text)
        .querySelector('a')
        ?.getAttribute('href') ?? null;
    expect(node('/journal.html?replytocom=9')).to.equal('/journal.html?replytocom=9');
    // Each of these is a path to the parser's eye, and another site to the browser's.
    for (const offSite of ['//evil.example/x', '/\\evil.example/x', '/\t/evil.example/x', 'https://evil.example/'])
      expect(node(offSite), offSite).to.equal(null);
  });

  it('a double click submits once (MFT §4)', async () => {
    let release: (r: Response) => void = () => {};
    fetchStub.returns(
      new Promise<Response>((r) => {
        release = r;
      }),
    );
    const p = await page();
    await fill(p);
    const button = p.q<HTMLButtonElement>('button[type=submit]');
    button.click();
    button.click();
    release(answer(201, { ...STORED, parent_id: 0 }));
    await waitUntil(() => p.events.length === 1);
    expect(fetchStub.callCount).to.equal(1);
    expect(p.q('ol.comment-list > li#comment-9')).to.not.equal(null);
  });
});
