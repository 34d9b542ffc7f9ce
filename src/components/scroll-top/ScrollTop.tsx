/** The scroll-to-top button: shown past SCROLL.topButtonAfter, read on the one frame scheduler. */
import { useEffect, useState } from 'react';
import type { PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import { onFrame, requestFrame } from '../../core/frame/index.js';
import { scrollToTop, topButtonShown } from '../../core/scroll/top.js';
import { type PropValues, useMessages } from '../element/index.js';

export const scrollTopProps = {
  messages: { type: 'json', default: {} as Messages },
} satisfies PropDefs;

export type ScrollTopProps = PropValues<typeof scrollTopProps>;

export const scrollTopMessages = {
  /** The button's name. */
  label: 'Back to top',
};

export function ScrollTop({ messages }: ScrollTopProps) {
  const text = useMessages(scrollTopMessages, 'pb-scroll-top', messages);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let y = 0;
    const task = {
      read: () => {
        y = window.scrollY;
      },
      write: () => setShown(topButtonShown(y)),
    };
    // Once now (the page may load scrolled), then after every scroll.
    requestFrame(task);
    return onFrame('scroll', task);
  }, []);
  return (
    <button part="button" className={shown ? 'on' : ''} type="button" aria-label={text.label} onClick={scrollToTop} />
  );
}
