/** Renders the APG accordion item: a heading holding a button, and the region it controls. */
import type { PbElement } from '../element/index.js';
import { type ToggleElement, type ToggleProps, useToggle } from './useToggle.js';

export function Toggle({ host, ...props }: ToggleProps & { host: PbElement }) {
  const { title, level, panelRef, buttonProps, panelProps } = useToggle(host as ToggleElement, props);
  // A real h2-h6 (the level is validated to 2-6); the sheet resets its UA margins and font.
  const Heading = `h${level}` as 'h5';
  return (
    <>
      <Heading part="heading">
        <button part="button" {...buttonProps}>
          <span part="title">{title}</span>
          <span part="icon" aria-hidden="true" />
        </button>
      </Heading>
      <div part="panel" ref={panelRef} {...panelProps}>
        <div part="content">
          <slot />
        </div>
      </div>
    </>
  );
}
