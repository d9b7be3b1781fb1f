// The browser's way to the on-demand demo's panel: a module of its own, so that the demo's static
// import of the panel (for the server's render only) leaves nothing in the page's chunk.
export { DistancePanel } from './distance-part';
