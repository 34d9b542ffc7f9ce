/**
 * The one way `<pb-map>` reaches Leaflet: a dynamic import, so the build makes the map view and Leaflet chunks of
 * their own, loaded on demand. An object rather than a bare function so that tests can watch it and prove that
 * nothing is loaded before consent and before the map nears the viewport.
 */
export const mapLoader = {
  load: () => import('../map-view/map-view.js'),
};
