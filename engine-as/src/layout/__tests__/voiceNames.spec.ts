/**
 * Voice names (systemHeader.ts voiceNamesRoom, writeStaves.ts writeVoiceName): V: name= left
 * of the first system's staff and subname= left of the later ones, the systems moved right to
 * make room for them, as abc2svg 1.22.1 draws them.
 */

import { ElementField, ElementKind } from "../../abi";
import { Context } from "../../context";
import { STAFF_HEIGHT } from "../constants";
import { countElements, elementFloat, elementInt, elementText, nthElement, renderAbc } from "./helpers";

const NAMED = "X:1\nL:1/4\nK:C\nV:1 name=\"Soprano\" snm=\"S.\"\n" + "cdef|".repeat(24) + "\nV:2 nm=Bass subname=B. clef=bass\n" + "C,D,E,F,|".repeat(24) + "\n";

describe("voice names", () => {
  it("draws each voice's name left of the first system's staff, and its subname on the others", () => {
    const ctx = new Context();
    renderAbc(ctx, NAMED);
    const layout = ctx.layout;
    const stride = layout.systemStride.get(0);
    expect<i32>(layout.systemCount / stride).toBeGreaterThan(1);
    expect<i32>(countElements(ctx, ElementKind.VoiceName)).toBe(layout.systemCount);
    expect<string>(elementText(ctx, NAMED, nthElement(ctx, ElementKind.VoiceName, 0))).toBe("Soprano");
    expect<string>(elementText(ctx, NAMED, nthElement(ctx, ElementKind.VoiceName, 1))).toBe("Bass");
    expect<string>(elementText(ctx, NAMED, nthElement(ctx, ElementKind.VoiceName, 2))).toBe("S.");
    expect<string>(elementText(ctx, NAMED, nthElement(ctx, ElementKind.VoiceName, 3))).toBe("B.");
  });

  it("reads sname= as the subname (abc2svg 1.22.1 does; the corpus's Ave Verum writes it)", () => {
    const text = "X:1\nL:1/4\nK:C\nV:1 name=\"Soprano\" sname=\"S\"\n" + "cdef|".repeat(24) + "\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    expect<i32>(ctx.layout.systemCount).toBeGreaterThan(1);
    expect<string>(elementText(ctx, text, nthElement(ctx, ElementKind.VoiceName, 0))).toBe("Soprano");
    expect<string>(elementText(ctx, text, nthElement(ctx, ElementKind.VoiceName, 1))).toBe("S");
  });

  it("moves a system right by the room its widest name needs, and centres the names in it", () => {
    const ctx = new Context();
    renderAbc(ctx, NAMED);
    const layout = ctx.layout;
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/4\nK:C\nV:1\n" + "cdef|".repeat(24) + "\nV:2 clef=bass\n" + "C,D,E,F,|".repeat(24) + "\n");
    const margin = plain.layout.systemLeft.get(0);
    const stride = layout.systemStride.get(0);
    // "Soprano" needs more room than "S.", which needs some.
    const first = layout.systemLeft.get(0) - margin;
    const later = layout.systemLeft.get(stride) - margin;
    expect<f32>(first).toBeGreaterThan(later);
    expect<f32>(later).toBeGreaterThan(0);
    // Both names of the first system are centred on one x, left of the staff, clear of it.
    const soprano = nthElement(ctx, ElementKind.VoiceName, 0);
    const bass = nthElement(ctx, ElementKind.VoiceName, 1);
    const centre = elementFloat(ctx, soprano, ElementField.X) + elementFloat(ctx, soprano, ElementField.Width) * 0.5;
    expect<f32>(Mathf.abs(centre - (margin + first * 0.5))).toBeLessThan(0.01);
    expect<f32>(Mathf.abs(elementFloat(ctx, bass, ElementField.X) + elementFloat(ctx, bass, ElementField.Width) * 0.5 - centre)).toBeLessThan(0.01);
    expect<f32>(elementFloat(ctx, soprano, ElementField.X) + elementFloat(ctx, soprano, ElementField.Width)).toBeLessThan(layout.systemLeft.get(0));
    // Each name stands at the height of its staff.
    const y = elementFloat(ctx, soprano, ElementField.Y);
    expect<f32>(y).toBeGreaterThan(layout.systemTop.get(0) - 1);
    expect<f32>(y).toBeLessThan(layout.systemTop.get(0) + STAFF_HEIGHT);
  });

  it("breaks a name at \\n into lines centred together on the staff's middle line", () => {
    const text = "X:1\nL:1/4\nK:C\nV:1 name=\"Streicher\\nBasso continuo\"\ncdef|\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    const upper = nthElement(ctx, ElementKind.VoiceName, 0);
    const lower = nthElement(ctx, ElementKind.VoiceName, 1);
    expect<string>(elementText(ctx, text, upper)).toBe("Streicher");
    expect<string>(elementText(ctx, text, lower)).toBe("Basso continuo");
    const middle = ctx.layout.systemTop.get(0) + STAFF_HEIGHT * 0.5;
    const upperY = elementFloat(ctx, upper, ElementField.Y);
    const lowerY = elementFloat(ctx, lower, ElementField.Y);
    expect<f32>(lowerY).toBeGreaterThan(upperY);
    expect<f32>(upperY).toBeLessThan(middle);
    // The room follows the wider line, not the whole text.
    const single = new Context();
    renderAbc(single, "X:1\nL:1/4\nK:C\nV:1 name=\"Basso continuo\"\ncdef|\n");
    expect<f32>(ctx.layout.systemLeft.get(0)).toBe(single.layout.systemLeft.get(0));
  });

  it("stacks the names of the voices sharing a staff, in voice order, around its middle line", () => {
    const text = "X:1\nL:1/4\n%%score (S A) (T B)\nK:C\nV:S name=Sop\ncdef|\nV:A name=Alt\ncdef|\nV:T name=Ten clef=bass\nC,D,E,F,|\nV:B name=Bas clef=bass\nC,D,E,F,|\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    expect<i32>(countElements(ctx, ElementKind.VoiceName)).toBe(4);
    const sop = nthElement(ctx, ElementKind.VoiceName, 0);
    const alt = nthElement(ctx, ElementKind.VoiceName, 1);
    expect<string>(elementText(ctx, text, sop)).toBe("Sop");
    expect<string>(elementText(ctx, text, alt)).toBe("Alt");
    const middle = ctx.layout.systemTop.get(0) + STAFF_HEIGHT * 0.5;
    expect<f32>(elementFloat(ctx, sop, ElementField.Y)).toBeLessThan(elementFloat(ctx, alt, ElementField.Y));
    expect<f32>(elementFloat(ctx, sop, ElementField.Y) + elementFloat(ctx, sop, ElementField.Height)).toBeLessThan(middle + 1);
    expect<f32>(elementFloat(ctx, alt, ElementField.Y) + elementFloat(ctx, alt, ElementField.Height)).toBeGreaterThan(middle);
  });

  it("centres the name of a two-staff brace between its staves when the lower staff has none", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\n%%score {RH LH}\nK:C\nV:RH name=Piano\ncdef|\nV:LH clef=bass\nC,D,E,F,|\n");
    const piano = nthElement(ctx, ElementKind.VoiceName, 0);
    const y = elementFloat(ctx, piano, ElementField.Y);
    // Below the upper staff's bottom line, above the lower staff's top line.
    expect<f32>(y).toBeGreaterThan(ctx.layout.systemTop.get(0) + STAFF_HEIGHT);
    expect<f32>(y + elementFloat(ctx, piano, ElementField.Height)).toBeLessThan(ctx.layout.systemTop.get(1));
    // With a bracket, or a name on the lower staff too, each name stays on its staff.
    const bracket = new Context();
    renderAbc(bracket, "X:1\nL:1/4\n%%score [RH LH]\nK:C\nV:RH name=Piano\ncdef|\nV:LH clef=bass\nC,D,E,F,|\n");
    expect<f32>(elementFloat(bracket, nthElement(bracket, ElementKind.VoiceName, 0), ElementField.Y)).toBeLessThan(bracket.layout.systemTop.get(0) + STAFF_HEIGHT);
  });

  it("leaves the systems of a tune without names where they were", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nV:1 snm=S\ncdef|\n");
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/4\nK:C\nV:1\ncdef|\n");
    // A subname alone: the first system shows no name and keeps its place.
    expect<f32>(ctx.layout.systemLeft.get(0)).toBe(plain.layout.systemLeft.get(0));
    expect<i32>(countElements(ctx, ElementKind.VoiceName)).toBe(0);
  });
});
