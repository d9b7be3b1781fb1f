// The browser's way to the parts that follow a change (the plot and the derivation): a module of
// its own, so that the figure's static imports of them (for the server's render only) leave
// nothing in the figure's chunk.
export { DerivationPanel } from './derivation';
export { Plot } from './plot';
