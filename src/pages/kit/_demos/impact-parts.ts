// The browser's way to the impact demo's candidates panel: a module of its own, so that the demo's
// static import of the panel (for the server's render only) leaves nothing in the page's chunk.
export { CandidatesPanel } from './impact-candidates-part';
