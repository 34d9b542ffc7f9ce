export { createToggleMachine, type ToggleMachine } from './machine.js';
export {
  type AccordionRequest,
  accordionRequest,
  initialToggle,
  keepOneOpen,
  panelHidden,
  type ToggleAction,
  type ToggleState,
  toggleReducer,
} from './state.js';
