/** Renders the header row, and for the slide-in and fullscreen layouts the toggle and the panel. */
import { useRef } from 'react';
import { useMessages } from '../element/index.js';
import { headerMessages } from './messages.js';
import { HEADER_TAG, type HeaderElement, type HeaderProps } from './props.js';
import { useFixed } from './useFixed.js';
import { useLightDom } from './useLightDom.js';
import { usePanel } from './usePanel.js';

export function Header({ host, layout, fixed, open, messages }: HeaderProps & { host: HeaderElement }) {
  const text = useMessages(headerMessages, HEADER_TAG, messages);
  const barRef = useRef<HTMLDivElement>(null);
  const [dialogRef, toggleRef, set, closed] = usePanel(host, layout, open);
  useFixed(host, barRef, fixed);
  const modal = layout === 'slide-in' || layout === 'fullscreen';
  useLightDom(host, layout, modal);
  return (
    <div part="bar" ref={barRef}>
      <slot name="logo" />
      {modal ? (
        <>
          <button
            part="toggle"
            type="button"
            ref={toggleRef}
            aria-label={text.open}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => set(!host.open)}
          />
          <dialog
            part="panel"
            ref={dialogRef}
            aria-label={text.menu}
            // Escape: our close, so the slide-in still slides out before it hides.
            onCancel={(e) => {
              e.preventDefault();
              set(false);
            }}
            onClose={closed}
          >
            <button part="close" type="button" aria-label={text.close} onClick={() => set(false)} />
            <slot />
          </dialog>
        </>
      ) : (
        <slot />
      )}
    </div>
  );
}
