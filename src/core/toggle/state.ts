/**
 * The toggle and accordion rules (MFT §4 Accordion), free of React and the DOM.
 * Time is the caller's business: a slide starts with `sliding: true` and the
 * caller sends `settle` when `TOGGLE.slideDuration` has passed, so tests drive
 * the lock with a fake clock.
 */

export interface ToggleState {
  readonly open: boolean;
  /** A slide is running; visitor requests are ignored until it settles. */
  readonly sliding: boolean;
}

export type ToggleAction =
  /** A visitor asks for `open`: ignored while a slide runs or when already there. */
  | { type: 'request'; open: boolean; animate: boolean }
  /** The author (attribute, property or an accordion) sets `open`: always applies. */
  | { type: 'set'; open: boolean; animate: boolean }
  /** The slide's time is up. */
  | { type: 'settle' };

export const initialToggle = (open: boolean): ToggleState => ({ open, sliding: false });

/** Returns the same object when nothing changes, so callers can compare by identity. */
export function toggleReducer(state: ToggleState, action: ToggleAction): ToggleState {
  switch (action.type) {
    case 'request':
      if (state.sliding || action.open === state.open) return state;
      return { open: action.open, sliding: action.animate };
    case 'set':
      // The author's value is the truth even mid-slide; a new slide replaces the old one.
      if (action.open === state.open) return state;
      return { open: action.open, sliding: action.animate };
    case 'settle':
      return state.sliding ? { open: state.open, sliding: false } : state;
    default:
      return state;
  }
}

/** The panel leaves the accessibility tree only once a closing slide has ended. */
export const panelHidden = (state: ToggleState): boolean => !state.open && !state.sliding;

export interface AccordionRequest {
  /** Position of the requesting toggle in the accordion. */
  index: number;
  open: boolean;
}

/**
 * The accordion rule. Returns the new open states, or `null` when the request
 * is ignored: while any toggle of the accordion slides, for an index outside
 * the group, and for a close request (the open toggle stays open, as in the
 * page builder's accordion). Opening one closes every other.
 */
export function accordionRequest(
  open: readonly boolean[],
  sliding: boolean,
  request: AccordionRequest,
): boolean[] | null {
  const { index } = request;
  if (sliding || !request.open || !Number.isInteger(index) || index < 0 || index >= open.length) return null;
  if (open[index] && open.every((o, i) => i === index || !o)) return null;
  return open.map((_, i) => i === index);
}

/**
 * At most one open: keeps `keep` when it is open, else the first open one, as
 * `<details name>` does for its group. Unchanged input gives an equal array.
 */
export function keepOneOpen(open: readonly boolean[], keep?: number): boolean[] {
  const kept = keep !== undefined && open[keep] ? keep : open.indexOf(true);
  return open.map((_, i) => i === kept);
}
