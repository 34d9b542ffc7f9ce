import { expect } from '@open-wc/testing';
import { isBlank, paragraphs, parseComment, replyData, submitsComment } from '../../src/core/comments/index.js';

const link = (attrs: Record<string, string>) => {
  const a = document.createElement('a');
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(`data-${k}`, v);
  return a;
};

describe('core/comments', () => {
  it('reads the CCH §3 reply data, with the CMS defaults for a missing below or respond element', () => {
    const full = {
      commentid: '12',
      postid: '3',
      belowelement: 'div-comment-12',
      respondelement: 'respond',
      replyto: 'Reply to Anna',
    };
    expect(replyData(link(full))).to.deep.equal({
      commentId: '12',
      postId: '3',
      belowElement: 'div-comment-12',
      respondElement: 'respond',
      replyTo: 'Reply to Anna',
    });
    expect(replyData(link({ commentid: '7' }))).to.deep.equal({
      commentId: '7',
      postId: '',
      belowElement: 'div-comment-7',
      respondElement: 'respond',
      replyTo: '',
    });
    for (const bad of ['', 'x', '-1', '1.5', '1234567890'])
      expect(replyData(link({ commentid: bad }))).to.equal(undefined);
  });

  it('CCH §5: Ctrl or Meta + Enter submits; Enter alone, other keys and composition do not', () => {
    const k = (key: string, ctrlKey = false, metaKey = false, isComposing = false) => ({
      key,
      ctrlKey,
      metaKey,
      isComposing,
    });
    expect(submitsComment(k('Enter', true))).to.equal(true);
    expect(submitsComment(k('Enter', false, true))).to.equal(true);
    expect(submitsComment(k('Enter'))).to.equal(false);
    expect(submitsComment(k('a', true))).to.equal(false);
    expect(submitsComment(k('Enter', true, false, true))).to.equal(false);
  });

  it('accepts only a well-formed stored comment from the server', () => {
    const ok = {
      id: 5,
      parent_id: 2,
      name: 'Ria',
      body: 'Hi',
      created_at: '2025-01-01T00:00:00.000Z',
      date: '1 January 2025',
      reply_url: '/j?x',
    };
    expect(parseComment(ok)).to.deep.equal({
      id: 5,
      parentId: 2,
      name: 'Ria',
      body: 'Hi',
      createdAt: '2025-01-01T00:00:00.000Z',
      date: '1 January 2025',
      replyUrl: '/j?x',
    });
    expect(parseComment({ ...ok, reply_url: null })?.replyUrl).to.equal(null);
    for (const bad of [
      null,
      'x',
      3,
      {},
      { ...ok, id: 0 },
      { ...ok, id: 'a' },
      { ...ok, parent_id: -1 },
      { ...ok, name: 1 },
      { ...ok, body: undefined },
    ]) {
      expect(parseComment(bad)).to.equal(undefined);
    }
  });

  it('splits text into paragraphs on blank lines; white space alone is blank', () => {
    expect(paragraphs('a\nb\n\n  c  \n \n\n')).to.deep.equal(['a\nb', 'c']);
    expect(isBlank(' \n\t')).to.equal(true);
    expect(isBlank(' x ')).to.equal(false);
  });
});
