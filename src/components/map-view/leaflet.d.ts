// Leaflet 1.9 ships its ES module build beside its UMD `main` without pointing to it; @types/leaflet describes
// both. The ES build is imported by path: it sets no `window.L`, and the bundler can leave out what is unused.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
