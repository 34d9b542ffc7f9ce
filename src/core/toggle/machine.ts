/**
 * The toggle state machine with its clock: `toggleReducer` plus the slide lock's
 * timer. No React and no DOM; `setTimeout` is read at call time, so a fake clock
 * drives the lock in tests.
 */
import { TOGGLE } from '../constants/index.js';
import { initialToggle, type ToggleAction, type ToggleState, toggleReducer } from './state.js';

export interface ToggleMachine {
  /** Read synchronously, so two clicks in one task see each other's lock. */
  readonly state: ToggleState;
  /** Applies the action; a new slide locks for `TOGGLE.slideDuration` from now. */
  dispatch(action: ToggleAction): void;
  /** Cancels the pending settle (the owner is going away). */
  stop(): void;
}

/** `onChange` runs after every real change, with the action that caused it. */
export function createToggleMachine(
  open: boolean,
  onChange: (state: ToggleState, action: ToggleAction) => void,
  duration: number = TOGGLE.slideDuration,
): ToggleMachine {
  let state = initialToggle(open);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const dispatch = (action: ToggleAction) => {
    const next = toggleReducer(state, action);
    if (next === state) return;
    // A new slide (or an instant change) replaces the old one and its timer.
    stop();
    if (next.sliding) {
      timer = setTimeout(() => {
        timer = undefined;
        dispatch({ type: 'settle' });
      }, duration);
    }
    state = next;
    onChange(next, action);
  };
  return {
    get state() {
      return state;
    },
    dispatch,
    stop,
  };
}
