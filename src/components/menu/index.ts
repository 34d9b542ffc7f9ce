export { Menu } from './Menu.js';
export { menuMessages } from './messages.js';
export { lightStyles, listStyles, styles } from './styles.js';
export {
  MENU_TAG,
  type MenuElement,
  type MenuProps,
  type MenuToggleDetail,
  menuProps,
  useMenu,
} from './useMenu.js';
