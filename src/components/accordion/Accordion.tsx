/** A plain slot: each toggle carries its own heading, button and region, as the APG accordion asks. */
import type { PbElementBase } from '../element/index.js';
import { useAccordion } from './useAccordion.js';

export function Accordion({ host }: { host: PbElementBase }) {
  useAccordion(host);
  return <slot />;
}
