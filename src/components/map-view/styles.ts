/**
 * The drawn map's look, adopted into `<pb-map>`'s shadow root when the map is drawn (it arrives with Leaflet, so a
 * page whose visitor never allows the map never downloads it).
 *
 * The first part is Leaflet 1.9.4's own `leaflet.css` (BSD-2-Clause, © Volodymyr Agafonkin, © CloudMade), cut to
 * what this map uses: panes, tiles, markers, the zoom and attribution controls and popups. Left out: the layers
 * control, tooltips, the scale, vector-path and image-overlay rules, the default image icon (pins are drawn in
 * CSS below) and old-browser hacks. Leaflet's own stylesheet cannot be linked: the map lives in a shadow root, and
 * a constructed sheet keeps a strict style CSP working.
 */
const leaflet = `
.leaflet-pane,
.leaflet-tile,
.leaflet-marker-icon,
.leaflet-tile-container,
.leaflet-zoom-box,
.leaflet-layer {
  position: absolute;
  left: 0;
  top: 0;
}
.leaflet-container { overflow: hidden; }
.leaflet-tile,
.leaflet-marker-icon {
  user-select: none;
  -webkit-user-drag: none;
}
.leaflet-tile::selection { background: transparent; }
.leaflet-marker-icon { display: block; }
.leaflet-container .leaflet-tile-pane img,
.leaflet-container .leaflet-tile {
  max-width: none !important;
  max-height: none !important;
  width: auto;
  padding: 0;
}
/* Chromium seams between tiles (crbug.com/600120). */
.leaflet-container img.leaflet-tile { mix-blend-mode: plus-lighter; }
.leaflet-container.leaflet-touch-zoom { touch-action: pan-x pan-y; }
.leaflet-container.leaflet-touch-drag { touch-action: pinch-zoom; }
.leaflet-container.leaflet-touch-drag.leaflet-touch-zoom { touch-action: none; }
.leaflet-container { -webkit-tap-highlight-color: transparent; }
.leaflet-tile {
  filter: inherit;
  visibility: hidden;
}
.leaflet-tile-loaded { visibility: inherit; }
.leaflet-zoom-box {
  width: 0;
  height: 0;
  box-sizing: border-box;
  z-index: 800;
  border: 2px dotted #38f;
  background: rgb(255 255 255 / 0.5);
}
.leaflet-pane { z-index: 400; }
.leaflet-tile-pane { z-index: 200; }
.leaflet-overlay-pane { z-index: 400; }
.leaflet-shadow-pane { z-index: 500; }
.leaflet-marker-pane { z-index: 600; }
.leaflet-tooltip-pane { z-index: 650; }
.leaflet-popup-pane { z-index: 700; }

.leaflet-control {
  position: relative;
  z-index: 800;
  pointer-events: auto;
  float: left;
  clear: both;
}
.leaflet-top,
.leaflet-bottom {
  position: absolute;
  z-index: 1000;
  pointer-events: none;
}
.leaflet-top { top: 0; }
.leaflet-right { right: 0; }
.leaflet-bottom { bottom: 0; }
.leaflet-left { left: 0; }
.leaflet-right .leaflet-control { float: right; }
.leaflet-top .leaflet-control { margin-top: 10px; }
.leaflet-bottom .leaflet-control { margin-bottom: 10px; }
.leaflet-left .leaflet-control { margin-left: 10px; }
.leaflet-right .leaflet-control { margin-right: 10px; }

.leaflet-fade-anim .leaflet-popup {
  opacity: 0;
  transition: opacity 0.2s linear;
}
.leaflet-fade-anim .leaflet-map-pane .leaflet-popup { opacity: 1; }
.leaflet-zoom-animated { transform-origin: 0 0; }
.leaflet-zoom-anim .leaflet-zoom-animated { transition: transform 0.25s cubic-bezier(0, 0, 0.25, 1); }
.leaflet-zoom-anim .leaflet-tile,
.leaflet-pan-anim .leaflet-tile { transition: none; }
.leaflet-zoom-anim .leaflet-zoom-hide { visibility: hidden; }

.leaflet-interactive { cursor: pointer; }
.leaflet-grab { cursor: grab; }
.leaflet-popup-pane,
.leaflet-control { cursor: auto; }
.leaflet-dragging .leaflet-grab,
.leaflet-dragging .leaflet-grab .leaflet-interactive { cursor: grabbing; }
.leaflet-marker-icon,
.leaflet-tile-container { pointer-events: none; }
.leaflet-marker-icon.leaflet-interactive { pointer-events: auto; }

.leaflet-container {
  background: #ddd;
  outline-offset: 1px;
  font-family: "Helvetica Neue", Arial, Helvetica, sans-serif;
  font-size: 0.75rem;
  line-height: 1.5;
}
.leaflet-container a { color: #0b5cad; }

.leaflet-bar {
  box-shadow: 0 1px 5px rgb(0 0 0 / 0.65);
  border-radius: 4px;
}
.leaflet-bar a {
  display: block;
  width: 30px;
  height: 30px;
  line-height: 30px;
  background-color: #fff;
  border-bottom: 1px solid #ccc;
  text-align: center;
  text-decoration: none;
  color: black;
}
.leaflet-bar a:hover,
.leaflet-bar a:focus { background-color: #f4f4f4; }
.leaflet-bar a:first-child {
  border-top-left-radius: 4px;
  border-top-right-radius: 4px;
}
.leaflet-bar a:last-child {
  border-bottom-left-radius: 4px;
  border-bottom-right-radius: 4px;
  border-bottom: none;
}
.leaflet-bar a.leaflet-disabled {
  cursor: default;
  background-color: #f4f4f4;
  color: #767676;
}
.leaflet-control-zoom-in,
.leaflet-control-zoom-out {
  font: bold 20px "Lucida Console", Monaco, monospace;
  text-indent: 1px;
}

.leaflet-container .leaflet-control-attribution {
  background: rgb(255 255 255 / 0.9);
  margin: 0;
  padding: 0 5px;
  color: #333;
  line-height: 1.4;
}
/* Underlined, unlike Leaflet's: a link must not be told from the text around it by colour alone. */
.leaflet-control-attribution a { text-decoration: underline; }

.leaflet-popup {
  position: absolute;
  text-align: center;
  margin-bottom: 20px;
}
.leaflet-popup-content-wrapper {
  padding: 1px;
  text-align: left;
  border-radius: 12px;
}
.leaflet-popup-content {
  margin: 13px 24px 13px 20px;
  line-height: 1.3;
  font-size: 13px;
  min-height: 1px;
}
.leaflet-popup-tip-container {
  width: 40px;
  height: 20px;
  position: absolute;
  left: 50%;
  margin-top: -1px;
  margin-left: -20px;
  overflow: hidden;
  pointer-events: none;
}
.leaflet-popup-tip {
  width: 17px;
  height: 17px;
  padding: 1px;
  margin: -10px auto 0;
  pointer-events: auto;
  transform: rotate(45deg);
}
.leaflet-popup-content-wrapper,
.leaflet-popup-tip {
  background: white;
  color: #333;
  box-shadow: 0 3px 14px rgb(0 0 0 / 0.4);
}
.leaflet-container a.leaflet-popup-close-button {
  position: absolute;
  top: 0;
  right: 0;
  border: none;
  text-align: center;
  width: 24px;
  height: 24px;
  font: 16px/24px Tahoma, Verdana, sans-serif;
  color: #595959;
  text-decoration: none;
  background: transparent;
}
.leaflet-container a.leaflet-popup-close-button:hover,
.leaflet-container a.leaflet-popup-close-button:focus { color: #222; }
.leaflet-popup-scrolled { overflow: auto; }
`;

/** Ours: the pins, drawn in CSS (no image to find or to fail), the popups' text and the focus rings. */
const own = `
.leaflet-container:focus-visible,
.leaflet-container a:focus-visible,
.pin:focus-visible {
  outline: var(--pb-map-focus-ring, 2px solid #0c71c3);
  outline-offset: 2px;
}
.pin {
  box-sizing: border-box;
}
.pin::before {
  content: "";
  position: absolute;
  /* A 28 px square whose one sharp corner, turned down, is the tip at the bottom centre (the marker's anchor). */
  inset: 6px 0;
  border-radius: 50% 50% 50% 0;
  transform: rotate(-45deg);
  background: var(--pb-map-pin-color, #b3261e);
  border: 2px solid var(--pb-map-pin-border, #fff);
  box-sizing: border-box;
  box-shadow: 0 1px 4px rgb(0 0 0 / 0.5);
}
.pin::after {
  content: "";
  position: absolute;
  left: 10px;
  top: 16px;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: var(--pb-map-pin-border, #fff);
}
.pin-title {
  display: block;
  font-weight: 700;
  margin-bottom: 0.25em;
}
.pin-text { margin: 0; }
`;

export const styles = leaflet + own;
