/**
 * Shadow styles, and the document styles that give a not-yet-defined `<pb-countdown>` the same box. Both read
 * the sizes below through the same custom properties with the same defaults: the digits take a fixed height
 * (the value's line and the label's line), and before the upgrade the fallback (the date as text) sits centred
 * in a row of that height, under the same label. The host is a grid in both, so a label's margins stay inside
 * it either way. Sizes in `em` follow the element's own font size.
 */

/** Each value is `var(--pb-countdown-*, default)`; shared so the two sheets cannot drift apart. */
const v = {
  valueSize: 'var(--pb-countdown-value-size, 2.5em)',
  labelSize: 'var(--pb-countdown-label-size, 0.875em)',
};
/** Line heights as factors of each font size, so the row's height is known before any text is laid out. */
const VALUE_LINE = 1.1;
const LABEL_LINE = 1.4;
const rowHeight = `calc(${v.valueSize} * ${VALUE_LINE} + ${v.labelSize} * ${LABEL_LINE})`;

const grid = `
  display: grid;
  grid-template-columns: minmax(0, 1fr);`;

export const styles = `
:host {${grid}
}
:host([data-ended='hide']) {
  display: none !important;
}
[hidden] {
  display: none !important;
}
/* A grid too, so the slotted label is laid out as it is before the upgrade, where it is a grid item itself. */
[part='label'] {${grid}
}
[part='units'] {
  display: flex;
  flex-wrap: nowrap;
  justify-content: var(--pb-countdown-justify, flex-start);
  gap: var(--pb-countdown-gap, 1em);
  height: ${rowHeight};
}
/* Never narrower than their digits and labels: on a narrow column, smaller sizes fit the row (it never wraps). */
[part~='unit'] {
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: center;
}
[part~='value'] {
  display: block;
  height: ${VALUE_LINE}em;
  font-size: ${v.valueSize};
  line-height: ${VALUE_LINE};
  font-weight: var(--pb-countdown-value-weight, 700);
  font-variant-numeric: tabular-nums;
  color: var(--pb-countdown-value-color, inherit);
}
[part~='value-zero'] {
  color: var(--pb-countdown-zero-color, var(--pb-countdown-value-color, inherit));
}
[part~='unit-label'] {
  display: block;
  height: ${LABEL_LINE}em;
  font-size: ${v.labelSize};
  line-height: ${LABEL_LINE};
  white-space: nowrap;
  color: var(--pb-countdown-label-color, inherit);
}
[part='fallback'] {
  display: flex;
  align-items: center;
  height: ${rowHeight};
}
.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}
`;

const pending = 'pb-countdown:not(:defined)';

/**
 * For the document, before the script has defined `<pb-countdown>`: the `slot="label"` child on top, then the
 * fallback (one element, e.g. a `<time>`) centred in a row as tall as the digits will be; the end message hidden.
 */
export const lightStyles = `
${pending} {${grid}
  grid-template-rows: auto ${rowHeight};
}
${pending} > [slot='label'] {
  grid-row: 1;
}
${pending} > :not([slot]) {
  grid-row: 2;
  grid-column: 1;
  align-self: center;
}
${pending} > [slot='end'] {
  display: none;
}
`;
