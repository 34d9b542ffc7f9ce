/**
 * CCH §9 "Row structure classes for 4, 5 and 6 column rows; standard layouts have none": in a builder, where
 * columns are added and removed live, each row carries the class of its number of columns (the theme's CSS wraps
 * such rows on tablets and phones). The public page has them from the server.
 */
import { BUILDER } from '../constants/builder.js';
import { STICKY } from '../constants/sticky.js';
import { requestFrame } from '../frame/index.js';
import { builderContext } from './context.js';

const CLASSES: Record<number, string> = BUILDER.rowStructureClasses;
const { row: ROW, column: COLUMN } = STICKY.limitSelectors;

/** Gives each row under `root` the structure class of its number of columns, and no other. */
export function applyRowStructures(root: ParentNode): void {
  for (const row of root.querySelectorAll(ROW)) {
    const columns = [...row.children].filter((child) => child.matches(COLUMN)).length;
    for (const name of Object.values(CLASSES)) row.classList.toggle(name, name === CLASSES[columns]);
  }
}

/** In a builder, keeps the rows' structure classes as columns come and go, until the returned function runs. */
export function keepRowStructures(doc: Document = document): () => void {
  const task = { write: () => builderContext(doc).builder && applyRowStructures(doc) };
  const observer = new MutationObserver(() => requestFrame(task));
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  requestFrame(task);
  return () => observer.disconnect();
}
