/**
 * Rehype plugin: numbers the figures of an article in order ("Figure 1", "Figure 2", …), so a
 * lecturer can write "see Figure 2" and the reader finds it. Every MDX component whose name ends
 * in `Figure` gets a `number` attribute, which the figure shows before its caption; a figure
 * that already has one (set by hand) keeps it and still counts.
 */
import type { Root } from 'hast';

type JsxAttribute = { type: string; name?: string; value?: unknown };
type Node = {
  readonly type: string;
  readonly name?: string | null;
  attributes?: JsxAttribute[];
  readonly children?: Node[];
};

export default function rehypeFigureNumbers() {
  return (tree: Root): void => {
    let count = 0;
    const visit = (node: Node): void => {
      if (node.type === 'mdxJsxFlowElement' && (node.name ?? '').endsWith('Figure')) {
        count += 1;
        const attributes = (node.attributes ??= []);
        if (!attributes.some((attribute) => attribute.name === 'number')) {
          attributes.push({ type: 'mdxJsxAttribute', name: 'number', value: String(count) });
        }
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree as unknown as Node);
  };
}
