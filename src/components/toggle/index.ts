export {
  ACCORDION_TAG,
  accordionOf,
  CHANGE_EVENT,
  membersOf,
  REQUEST_EVENT,
  slideAllowed,
  TOGGLE_TAG,
  type ToggleChangeDetail,
} from './group.js';
export { toggleMessages } from './messages.js';
export { lightStyles, styles } from './styles.js';
export { Toggle } from './Toggle.js';
export {
  type ToggleElement,
  type ToggleProps,
  type ToggleView,
  toggleProps,
  useToggle,
} from './useToggle.js';
