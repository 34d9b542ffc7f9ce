/**
 * `<pb-map>`'s box and its placeholder. The placeholder's own look (grey panel, centred text and button) is every
 * consent notice's (src/core/consent/on-demand/placeholder.ts, adopted beside this sheet); here it only fills the box. The
 * map itself is styled by `../map-view/styles.ts`, which arrives with Leaflet. No imports: the generated
 * `light-styles.ts` loads this file.
 */

/**
 * The box: the same before the upgrade, with the placeholder and with the map, so nothing on the page moves when
 * the element upgrades or the map replaces the placeholder. Its size is set with custom properties because they
 * apply before the upgrade too (an attribute's value cannot reach the pre-upgrade rule).
 */
const box = `
  display: block;
  position: relative;
  box-sizing: border-box;
  aspect-ratio: var(--pb-map-aspect-ratio, 16 / 9);
  height: var(--pb-map-height, auto);
  overflow: hidden;
`;

export const styles = `
:host {${box}}
:host([hidden]) { display: none; }
.pb-consent-placeholder {
  position: absolute;
  inset: 0;
  overflow: auto;
  border-radius: var(--pb-map-radius, 0);
}
.pb-consent-placeholder p { margin: 0; }
.pb-consent-placeholder button {
  font: inherit;
  padding: 0.4em 1em;
  border: 1px solid currentColor;
  border-radius: 4px;
  background: var(--pb-map-button-background, #fff);
  color: inherit;
  cursor: pointer;
}
.address { font-weight: 600; }
.link { color: var(--pb-map-link-color, #0b5cad); }
.pb-consent-placeholder button:focus-visible,
.link:focus-visible {
  outline: var(--pb-map-focus-ring, 2px solid #0c71c3);
  outline-offset: 2px;
}
[hidden] { display: none !important; }
.map {
  position: absolute;
  inset: 0;
  border-radius: var(--pb-map-radius, 0);
}
`;

/**
 * Before the upgrade: the final box, with the pins' text readable inside it (the page without the script shows
 * that much), each pin's title first.
 */
export const lightStyles = `
pb-map:not(:defined) {${box}
  padding: 1em;
  background: var(--pb-consent-placeholder-background, #f1f1f1);
}
pb-map:not(:defined) pb-map-pin { display: block; }
pb-map:not(:defined) pb-map-pin[title]::before { content: attr(title) ": "; font-weight: 600; }
`;
