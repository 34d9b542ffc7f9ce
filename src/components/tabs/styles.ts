/**
 * Shadow styles, and the document styles that make a not-yet-defined
 * `<pb-tabs>` occupy the same box. Both read the sizes below through the same
 * custom properties with the same defaults, which is what keeps the upgrade
 * from moving anything: tabs have a fixed height rather than a height that
 * depends on their text, so the reserved bar is exactly as tall as the real one.
 * Forced colors drop the selected tab's background; the system's selection colours mark it there.
 */
import { TABS } from '../../core/constants/index.js';

/** Each value is `var(--pb-tabs-*, default)`; shared so the two sheets cannot drift apart. */
const v = {
  border: 'var(--pb-tabs-border, 1px solid #d9d9d9)',
  tabHeight: 'var(--pb-tabs-tab-height, 2.75rem)',
  tablistBackground: 'var(--pb-tabs-tablist-background, #f4f4f4)',
  panelPadding: 'var(--pb-tabs-panel-padding, 1.5rem)',
};

/** MFT §9: stacked below 768 px, i.e. phone widths (767 px or less). */
const stacked = `@media (max-width: ${TABS.stackBelow - 1}px)`;

export const styles = `
:host {
  border: ${v.border};
}
[part=tablist] {
  display: flex;
  overflow-x: auto;
  scrollbar-width: thin;
  background: ${v.tablistBackground};
}
[part~=tab] {
  flex: none;
  box-sizing: border-box;
  height: ${v.tabHeight};
  margin: 0;
  padding: 0 var(--pb-tabs-tab-padding-inline, 1.5rem);
  border: 0;
  font: inherit;
  line-height: 1;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  color: var(--pb-tabs-tab-color, #666);
  background: var(--pb-tabs-tab-background, transparent);
  cursor: pointer;
}
[part~=tab][aria-selected='true'] {
  color: var(--pb-tabs-tab-active-color, #333);
  background: var(--pb-tabs-tab-active-background, #fff);
}
/* Inset, because the scrolling tab list would clip an outline drawn outside. */
[part~=tab]:focus-visible,
[part=panel]:focus-visible {
  outline: var(--pb-tabs-focus-ring, 2px solid #0c71c3);
  outline-offset: -2px;
}
[part=panel] {
  padding: ${v.panelPadding};
}
/* A theme's ::part(panel) { display: ... } must not reveal inactive panels. */
[part=panel][hidden] {
  display: none !important;
}
[part=panel][data-fading] {
  animation: pb-tabs-fade ${TABS.switchDuration}ms ease-in-out;
}
@keyframes pb-tabs-fade {
  from {
    opacity: 0;
  }
}
@media (prefers-reduced-motion: reduce) {
  [part=panel][data-fading] {
    animation: none;
  }
}
::slotted(pb-tab) {
  display: block;
}
@media (forced-colors: active) {
  [part~=tab][aria-selected='true'] {
    forced-color-adjust: none;
    background: Highlight;
    color: HighlightText;
  }
}
${stacked} {
  [part=tablist] {
    flex-direction: column;
    overflow-x: visible;
  }
  [part~=tab] {
    text-align: start;
  }
}
`;

const pending = 'pb-tabs:not(:defined)';
const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
/** Most tabs whose stacked bar the pre-upgrade styles can reserve on phones. */
const MAX_STACKED = 10;

const activeSelectors = [
  // No attribute, or one the pre-upgrade styles cannot read: the first tab, as after the upgrade.
  `${pending}${DIGITS.map((d) => `:not([active='${d}'])`).join('')} > pb-tab:first-of-type`,
  ...DIGITS.map((d) => `${pending}[active='${d}'] > pb-tab:nth-of-type(${d + 1})`),
];

const stackedBars = Array.from({ length: MAX_STACKED - 1 }, (_, i) => i + 2)
  .map((n) => {
    const bar = `calc(${v.tabHeight} * ${n})`;
    return `${pending}:has(> pb-tab:nth-of-type(${n})) { padding-top: ${bar}; background-size: 100% ${bar}; }`;
  })
  .join('\n');

/**
 * For the document, before the script has defined `<pb-tabs>`: only the active
 * `<pb-tab>` shows (`active` 0-9; others show the first), inside the panel
 * padding, below an empty bar as tall as the tab list will be (stacked on
 * phones for up to 10 tabs).
 */
export const lightStyles = `
${pending} {
  display: block;
  border: ${v.border};
  padding-top: ${v.tabHeight};
  background: linear-gradient(${v.tablistBackground}, ${v.tablistBackground}) top / 100% ${v.tabHeight} no-repeat;
}
/* Only <pb-tab>s are slotted after the upgrade; anything else is not shown then either. */
${pending} > * {
  display: none;
}
${activeSelectors.join(',\n')} {
  display: block;
  padding: ${v.panelPadding};
}
${stacked} {
${stackedBars}
}
`;
