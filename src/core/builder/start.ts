/**
 * The builder contexts' front-end work, started by pb.js on a page that names a context (src/core/builder/opt-in.ts):
 * the context on the bus, every bar on the offsets topic, scrolling to a module's address, the layout keys and
 * the rows' structure classes.
 */
import { listenForAddresses } from './address.js';
import { startBuilderBars } from './bars.js';
import { listenForLayoutKeys } from './keys.js';
import { keepRowStructures } from './rows.js';
import { watchBuilderContext } from './watch.js';

/** Starts it all; the returned function stops it. */
export function startBuilderContext(doc: Document = document): () => void {
  const stops = [
    watchBuilderContext(),
    startBuilderBars(),
    listenForAddresses(doc),
    listenForLayoutKeys(doc),
    keepRowStructures(doc),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
