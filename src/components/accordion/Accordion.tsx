/** A plain slot: each toggle carries its own heading, button and region, as the APG accordion asks. */
import type { PbElement } from '../element/index.js';
import { useAccordion } from './useAccordion.js';

export function Accordion({ host }: { host: PbElement }) {
  useAccordion(host);
  return <slot />;
}
