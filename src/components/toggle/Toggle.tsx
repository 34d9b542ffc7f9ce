/** Renders the APG accordion item: a heading holding a button, and the region it controls. */
import type { PbElementBase } from '../element/index.js';
import { type ToggleElement, type ToggleProps, useToggle } from './useToggle.js';

export function Toggle({ host, ...props }: ToggleProps & { host: PbElementBase }) {
  const { title, level, panelRef, buttonProps, panelProps } = useToggle(host as ToggleElement, props);
  // A real h2-h6 (the level is validated to 2-6); the sheet resets its UA margins and font.
  const Heading = `h${level}` as 'h5';
  return (
    <>
      <Heading part="heading" className="heading">
        <button part="button" className="button" {...buttonProps}>
          <span part="title" className="title">
            {title}
          </span>
          <span part="icon" className="icon" aria-hidden="true" />
        </button>
      </Heading>
      <div part="panel" className="panel" ref={panelRef} {...panelProps}>
        <div part="content" className="content">
          <slot />
        </div>
      </div>
    </>
  );
}
