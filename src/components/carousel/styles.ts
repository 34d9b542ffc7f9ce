/**
 * The carousel's columns, as CSS: the same rules size the items before the
 * upgrade (document styles on its children) and after it (shadow styles on its
 * section, which the track inherits; the `columns` attributes override them
 * inline on the track), and the element reads the resulting `--pb-columns`
 * rather than repeating the rules in script. MFT §9: 3 columns; 4 in a wide column from a
 * 768 px viewport; 2 in a narrow one. Portfolio mode: columns by the
 * element's own width (a container query) and items 0.75 times as tall as wide.
 */
import { BREAKPOINTS, CAROUSEL } from '../../core/constants/index.js';
import { styles as shared } from '../slider/styles.js';
import { CAROUSEL_TAG } from '../slider/types.js';

/** Explicit `columns` values the pre-upgrade styles can read; the element itself takes any up to 12. */
const PRESET = [1, 2, 3, 4, 5, 6];
const tablet = `@media (min-width: ${BREAKPOINTS.phoneMax + 1}px) and (max-width: ${BREAKPOINTS.tabletMax}px)`;
const phone = `@media (max-width: ${BREAKPOINTS.phoneMax}px)`;
const cols = (n: number): string => ` { --pb-columns: ${n}; }`;

/** `at(condition)` is the selector for the element with that attribute condition. */
function columnRules(at: (condition: string) => string, explicit: boolean): string {
  const portfolio = at('[mode=portfolio]');
  const byWidth = [...CAROUSEL.portfolioColumns]
    .reverse()
    .map(([min, n]) => `@container (min-width: ${min}px) { ${portfolio}${cols(n)} }`);
  const preset = (attr: string) => PRESET.map((n) => `${at(`[${attr}="${n}"]`)}${cols(n)}`).join('\n');
  return [
    `${at('')}${cols(CAROUSEL.columns)}`,
    `${at('[column=narrow]')}${cols(CAROUSEL.narrowColumns)}`,
    `@media (min-width: ${CAROUSEL.wideFrom}px) { ${at('[column=wide]')}${cols(CAROUSEL.wideColumns)} }`,
    `${portfolio}${cols(1)}`,
    ...byWidth,
    ...(explicit
      ? [
          preset('columns'),
          `${tablet} {\n${preset('columns-tablet')}\n}`,
          `${phone} {\n${preset('columns-tablet')}\n${preset('columns-phone')}\n}`,
        ]
      : []),
  ].join('\n');
}

export const styles = `${shared}
:host([mode=portfolio]) {
  container-type: inline-size;
}
${columnRules((c) => (c ? `:host(${c}) section` : 'section'), false)}
:host([mode=portfolio]) [part=slide] {
  aspect-ratio: ${1 / CAROUSEL.itemHeight};
  overflow: hidden;
}
::slotted(*) {
  height: 100%;
  box-sizing: border-box;
}
`;

const pending = `${CAROUSEL_TAG}:not(:defined)`;

/** For the document, before the upgrade: the items in one clipped row, as many columns wide as after it. */
// Pure: an element chunk that never reads it drops the call.
export const lightStyles = /*#__PURE__*/ (() => `
${CAROUSEL_TAG}[mode=portfolio] {
  container-type: inline-size;
}
${pending} {
  display: flex;
  overflow: hidden;
}
${pending} > * {
  flex: 0 0 calc(100% / var(--pb-columns));
  min-width: 0;
  box-sizing: border-box;
}
${pending}[mode=portfolio] > * {
  aspect-ratio: ${1 / CAROUSEL.itemHeight};
  overflow: hidden;
}
${columnRules((c) => `${CAROUSEL_TAG}${c}:not(:defined) > *`, true)}
`)();
