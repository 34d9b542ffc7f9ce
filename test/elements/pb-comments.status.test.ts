import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-comments.js';
import type { PbComments } from '../../elements/pb-comments.js';

// The form's status line says only what the last submit did (issue 27 §8): a field error after a posted comment
// clears "Your comment was posted.".
const MARKUP = `<pb-comments><ol class="comment-list"></ol>
<div id="respond"><h3 id="reply-title"><span>Leave a comment</span> <a id="cancel-comment-reply-link" href="#respond" hidden>Cancel reply</a></h3>
<form action="/api/comments" method="post"><p><label for="comment">Comment</label><textarea id="comment" name="body" required></textarea></p>
<p><label for="author">Name</label><input id="author" name="name" required></p>
<input type="hidden" name="post_id" value="1"><input type="hidden" name="parent_id" value="0"><input type="hidden" name="nonce" value="n0nce">
<button type="submit">Post comment</button></form></div></pb-comments>`;

const STORED = {
  id: 9,
  parent_id: 0,
  depth: 1,
  name: 'Ria',
  body: 'Nice bowls',
  created_at: '2025-07-01T10:00:00.000Z',
  date: '1 July 2025',
  reply_url: '/journal.html?post=p&replytocom=9#respond',
};

describe('<pb-comments> status', () => {
  afterEach(() => sinon.restore());

  it('is accessible', async () => {
    const root = await fixture<HTMLElement>(html`<div></div>`);
    root.innerHTML = MARKUP;
    const el = root.querySelector('pb-comments') as PbComments;
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('a field error on the next submit clears "Your comment was posted."', async () => {
    sinon
      .stub(window, 'fetch')
      .resolves(new Response(JSON.stringify(STORED), { status: 201, headers: { 'Content-Type': 'application/json' } }));
    const root = await fixture<HTMLElement>(html`<div></div>`);
    root.innerHTML = MARKUP;
    const el = root.querySelector('pb-comments') as PbComments;
    await el.updateComplete;
    const q = <T extends HTMLElement>(s: string) => el.querySelector(s) as T;
    q<HTMLTextAreaElement>('#comment').value = 'Nice bowls';
    q<HTMLInputElement>('#author').value = 'Ria';
    q<HTMLButtonElement>('button[type=submit]').click();
    await waitUntil(() => q('.pb-form-status').textContent === 'Your comment was posted.');

    // The textarea is empty now: the next submit is a field error, and the status says nothing.
    q<HTMLButtonElement>('button[type=submit]').click();
    expect(q('#comment').getAttribute('aria-invalid')).to.equal('true');
    expect(q('.pb-form-status').textContent).to.equal('');
    expect(q('.pb-form-error').hidden).to.equal(true);
  });
});
