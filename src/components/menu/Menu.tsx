/** Renders the mobile toggle (in the mobile layout) and the navigation landmark around the author's list. */
import type { PbElement } from '../element/index.js';
import { type MenuElement, type MenuProps, useMenu } from './useMenu.js';

export function Menu({ host, ...props }: MenuProps & { host: PbElement }) {
  const { layout, open, text, toggleRef, navRef, toggle } = useMenu(host as MenuElement, props);
  const mobile = layout === 'mobile';
  return (
    <>
      {mobile && (
        <button
          part="toggle"
          type="button"
          ref={toggleRef}
          aria-expanded={open}
          aria-controls="nav"
          aria-label={text.toggle}
          onClick={toggle}
        />
      )}
      <nav part="nav" id="nav" ref={navRef} className={layout} aria-label={text.menu}>
        <slot />
      </nav>
    </>
  );
}
