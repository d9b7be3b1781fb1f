// The browser's way to the derivation: a module of its own, so that the figure's static import
// of ./derivation (for the server's render only) leaves nothing in the figure's chunk.
export { DerivationPanel } from './derivation';
