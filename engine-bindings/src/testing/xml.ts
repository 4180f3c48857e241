/**
 * @fileoverview Test helper: parses SVG text with a real XML parser (fast-xml-parser) into a
 * small tree, and checks well-formedness with its validator. Not part of the built package.
 */

import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** An element of a parsed document. */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  /** Concatenated character data of the element's own text children. */
  text: string;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  // Character references (`&#9839;`, how pages write text beyond ASCII: engine-as/src/emit/svg/svgOutput.ts) are XML's
  // own; fast-xml-parser reads them only with its HTML entities, which our SVG never writes.
  htmlEntities: true,
});

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

function toNode(entry: Ordered): XmlNode | null {
  const name = Object.keys(entry).find((key) => key !== ':@');
  if (name === undefined || name === '#text') return null;
  const content = entry[name] as Ordered[];
  const children: XmlNode[] = [];
  let text = '';
  for (const child of content) {
    if ('#text' in child) text += String(child['#text']);
    else {
      const node = toNode(child);
      if (node) children.push(node);
    }
  }
  return { name, attributes: entry[':@'] ?? {}, children, text };
}

/** The validator's verdict: null when `xml` is well-formed, else its error message. */
export function xmlError(xml: string): string | null {
  const verdict = XMLValidator.validate(xml);
  return verdict === true ? null : `${verdict.err.msg} (line ${verdict.err.line}, column ${verdict.err.col})`;
}

/** Parses a document and returns its root element (throws on a document with none). */
export function parseXml(xml: string): XmlNode {
  const root = (parser.parse(xml) as Ordered[]).map(toNode).find((node) => node !== null);
  if (!root) throw new Error('no root element');
  return root;
}

/** Every element of the tree under `node` (itself included), depth first, in document order. */
export function descendants(node: XmlNode): XmlNode[] {
  return [node, ...node.children.flatMap(descendants)];
}
