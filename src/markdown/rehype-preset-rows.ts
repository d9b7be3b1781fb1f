/**
 * Rehype plugin: makes an article's table of presets citable and live. In a table whose first
 * header cell starts with "preset", each row whose first cell holds the preset's id in code
 * (`Raise: swept twice (\`raise-two-hits\`)`) gets the id `preset-<id>`, so course notes can link
 * the row, and its name becomes a link that loads the preset into the article's figure
 * (`?preset=<id>#<figure>`: the first figure of a page keeps the unprefixed query keys, and its
 * element id is the figure's name, from the article's front matter).
 */
import type { Element, ElementContent, Root } from 'hast';

type VFileLike = { data: { astro?: { frontmatter?: Record<string, unknown> } } };

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function elements(nodes: readonly ElementContent[], tagName: string): Element[] {
  return nodes.filter(
    (node): node is Element => node.type === 'element' && node.tagName === tagName,
  );
}

/** The table's rows, header and body, whether or not they sit in thead/tbody. */
function rowsOf(table: Element): { header: Element | undefined; body: Element[] } {
  const head = elements(table.children, 'thead')[0];
  const bodies = elements(table.children, 'tbody');
  const loose = elements(table.children, 'tr');
  const header = head === undefined ? loose[0] : elements(head.children, 'tr')[0];
  const body = [
    ...bodies.flatMap((tbody) => elements(tbody.children, 'tr')),
    ...(head === undefined ? loose.slice(1) : loose),
  ];
  return { header, body };
}

function linkPresetRow(row: Element, figure: string): void {
  const cell = elements(row.children, 'td')[0];
  if (cell === undefined) return;
  const codeIndex = cell.children.findIndex(
    (node) => node.type === 'element' && node.tagName === 'code',
  );
  if (codeIndex < 0) return;
  const id = textOf(cell.children[codeIndex]!).trim();
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) return;
  row.properties['id'] = `preset-${id}`;
  // The name is the text before "(`id`)": link it, keep the id as it is.
  const before = cell.children.slice(0, codeIndex);
  const nameText = before
    .map(textOf)
    .join('')
    .replace(/\s*\($/, '')
    .trim();
  if (nameText === '') return;
  const link: Element = {
    type: 'element',
    tagName: 'a',
    properties: { href: `?preset=${id}#${figure}`, className: ['preset-link'] },
    children: [{ type: 'text', value: nameText }],
  };
  cell.children = [link, { type: 'text', value: ' (' }, ...cell.children.slice(codeIndex)];
}

export default function rehypePresetRows() {
  return (tree: Root, file: VFileLike): void => {
    const figure = file.data.astro?.frontmatter?.['figure'];
    if (typeof figure !== 'string') return;
    const visit = (node: Root | Element): void => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (child.tagName === 'table') {
          const { header, body } = rowsOf(child);
          const firstHeader = header === undefined ? undefined : elements(header.children, 'th')[0];
          const title = firstHeader === undefined ? '' : textOf(firstHeader);
          if (/^\s*preset/i.test(title)) for (const row of body) linkPresetRow(row, figure);
          continue;
        }
        visit(child);
      }
    };
    visit(tree);
  };
}
