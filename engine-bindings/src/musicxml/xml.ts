/**
 * @fileoverview Reads XML text into a small element tree with fast-xml-parser (its
 * order-preserving mode: MusicXML's meaning depends on the order of `<note>`, `<backup>`,
 * `<forward>`, `<attributes>` and `<direction>` inside a measure, which a keyed object loses).
 *
 * Malformed XML is reported, not thrown: the validator's message (with its line and column)
 * becomes a diagnostic and the parser is still asked for whatever tree it can build, so that a
 * file cut short still gives its first measures.
 */

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { MusicXmlDiagnostic } from './diagnostics.js';

/** One XML element: its name, attributes, child elements in document order and its own text. */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** The element's direct text content, concatenated, untrimmed (entities decoded). */
  readonly text: string;
}

/** fast-xml-parser's order-preserving node: `{ name: children, ':@': attributes }` or `{ '#text': s }`. */
type OrderedNode = Record<string, unknown>;

const ATTRIBUTES_KEY = ':@';
const TEXT_KEY = '#text';

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Lyric text keeps its inner spaces and is never turned into numbers ("1" stays "1").
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  // Numeric character references (&#2437;) are decoded; XML's five names always are.
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

function toElement(name: string, node: OrderedNode, depth: number): XmlElement {
  const attributes: Record<string, string> = {};
  const rawAttributes = node[ATTRIBUTES_KEY];
  if (rawAttributes && typeof rawAttributes === 'object') {
    for (const [key, value] of Object.entries(rawAttributes as Record<string, unknown>)) attributes[key] = String(value);
  }
  const children: XmlElement[] = [];
  let text = '';
  const content = node[name];
  // Real MusicXML nests about 8 deep; the cap keeps a hostile file from exhausting the stack.
  if (Array.isArray(content) && depth < 64) {
    for (const child of content as OrderedNode[]) {
      if (TEXT_KEY in child) {
        text += String(child[TEXT_KEY]);
        continue;
      }
      const childName = Object.keys(child).find((key) => key !== ATTRIBUTES_KEY);
      if (childName !== undefined) children.push(toElement(childName, child, depth + 1));
    }
  }
  return { name, attributes, children, text };
}

/**
 * Parses `text` and returns its root element (the first element at top level), or null when
 * there is none. Never throws: syntax errors are added to `diagnostics` (path `xml:LINE:COLUMN`).
 */
export function parseXml(text: string, diagnostics: MusicXmlDiagnostic[]): XmlElement | null {
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    const { msg, line, col } = validation.err;
    diagnostics.push({ message: `Malformed XML: ${msg}`, path: `xml:${line}:${col}` });
  }
  let nodes: unknown;
  try {
    nodes = parser.parse(text);
  } catch (error) {
    diagnostics.push({ message: `The XML could not be read: ${error instanceof Error ? error.message : String(error)}`, path: 'xml' });
    return null;
  }
  if (!Array.isArray(nodes)) return null;
  for (const node of nodes as OrderedNode[]) {
    const name = Object.keys(node).find((key) => key !== ATTRIBUTES_KEY && key !== TEXT_KEY && !key.startsWith('?'));
    if (name !== undefined) return toElement(name, node, 0);
  }
  return null;
}

/** The first child element called `name`, if any. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((candidate) => candidate.name === name);
}

/** Every child element called `name`, in document order. */
export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element ? element.children.filter((candidate) => candidate.name === name) : [];
}

/** The trimmed text of the first child called `name`, or undefined when there is no such child. */
export function childText(element: XmlElement | undefined, name: string): string | undefined {
  const found = child(element, name);
  return found === undefined ? undefined : found.text.trim();
}

/** The number in the first child called `name`, or undefined when absent or not a finite number. */
export function childNumber(element: XmlElement | undefined, name: string): number | undefined {
  const text = childText(element, name);
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
