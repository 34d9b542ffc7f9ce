export { Menu } from './Menu.js';
export { lightStyles, listStyles, styles } from './styles.js';
export {
  MENU_TAG,
  type MenuElement,
  type MenuProps,
  type MenuToggleDetail,
  menuMessages,
  menuProps,
  useMenu,
} from './useMenu.js';
