/**
 * The header kit: `<pb-header>` and the `<pb-menu>` and `<pb-menu-search>` it holds, in one chunk. Rollup places
 * a module by the entries that reach it, and a re-export is followed to its source, so the kit declares its own
 * bindings: each of the three registrations imports from here, and the three components travel together. A
 * header page loads the three anyway, and one file compresses better than three (issue 12's budget counts each
 * file gzipped on its own); a menu or a search without a header loads the other two with it.
 * `<pb-dot-nav>` and `<pb-scroll-top>` stay apart: a page holds either without a header.
 */

import * as menu from '../menu/index.js';
import * as search from '../menu-search/index.js';
import * as header from './index.js';

export const Header = header.Header;
export const headerProps = header.headerProps;
export const headerStyles = header.styles;
export const Menu = menu.Menu;
export const menuProps = menu.menuProps;
export const menuStyles = menu.styles;
export const MenuSearch = search.MenuSearch;
export const menuSearchProps = search.menuSearchProps;
export const menuSearchStyles = search.styles;
