/**
 * A small XML writer: elements and attributes only, every text and attribute value escaped, no
 * markup ever taken from data. Enough for UBL documents and the SPV stand-in's answers.
 */
export interface XmlNode {
  name: string;
  attributes?: Record<string, string | number | undefined>;
  /** Text content, or child elements; undefined/null children are left out. */
  content?: string | number | Array<XmlNode | null | undefined | false>;
}

const XML_INVALID = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXml(value: string): string {
  return value.replace(XML_INVALID, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** An element: `el('cbc:ID', 'X')`, `el('cac:Party', [ ... ])`, `el('cbc:Amount', '1.00', { currencyID: 'EUR' })`. */
export function el(name: string, content?: XmlNode['content'], attributes?: XmlNode['attributes']): XmlNode {
  return { name, content, attributes };
}

export function renderXml(root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, 0)}\n`;
}

function render(node: XmlNode, depth: number): string {
  const pad = '  '.repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
  const { content } = node;
  if (content === undefined || (Array.isArray(content) && !content.some(Boolean))) return `${pad}<${node.name}${attributes}/>`;
  if (!Array.isArray(content)) return `${pad}<${node.name}${attributes}>${escapeXml(String(content))}</${node.name}>`;
  const children = content.filter((child): child is XmlNode => Boolean(child)).map((child) => render(child, depth + 1));
  return `${pad}<${node.name}${attributes}>\n${children.join('\n')}\n${pad}</${node.name}>`;
}
