import { describe, expect, it } from 'vitest';
import { BarType, HeadField, SymbolField, SymbolFlag, SymbolKind, TuneField, VoiceField } from '../../engine-as/src/abi.js';
import { barTypeString, buildModelDump, formatModelDump, wholeNoteFraction } from './model.js';
import { intTable } from './testing/tables.js';

const WHOLE = 322560;

describe('wholeNoteFraction', () => {
  it('writes ticks as a reduced fraction of a whole note', () => {
    expect(wholeNoteFraction(0)).toBe('0');
    expect(wholeNoteFraction(WHOLE / 8)).toBe('1/8');
    expect(wholeNoteFraction((WHOLE * 3) / 2)).toBe('3/2');
    expect(wholeNoteFraction(WHOLE * 7)).toBe('7');
    expect(wholeNoteFraction(WHOLE / 16 + WHOLE / 32)).toBe('3/32');
  });

  it('keeps triplets, quintuplets and septuplets exact', () => {
    expect(wholeNoteFraction((WHOLE / 8) * (2 / 3))).toBe('1/12');
    expect(wholeNoteFraction((WHOLE / 16) * (4 / 5))).toBe('1/20');
    expect(wholeNoteFraction((WHOLE / 16) * (4 / 7) * 3)).toBe('3/28');
  });
});

describe('barTypeString', () => {
  it("writes abc2svg's normalised bar types", () => {
    const types = [BarType.Single, BarType.Double, BarType.Final, BarType.Heavy, BarType.RepeatStart, BarType.RepeatEnd, BarType.RepeatBoth, BarType.Dotted, BarType.Invisible];
    expect(types.map(barTypeString)).toEqual(['|', '||', '|]', '[|', '|:', ':|', '::', '.|', '[|]']);
  });
});

/** A symbol record in abi SymbolField order. */
function symbol(fields: { kind: SymbolKind; tune?: number; voice: number; time: number; duration?: number; value?: number; heads?: [number, number]; flags?: number }): number[] {
  const words = new Array<number>(SymbolField.Stride).fill(0);
  words[SymbolField.Kind] = fields.kind;
  words[SymbolField.Tune] = fields.tune ?? 0;
  words[SymbolField.Voice] = fields.voice;
  words[SymbolField.Time] = fields.time;
  words[SymbolField.Duration] = fields.duration ?? 0;
  words[SymbolField.Value] = fields.value ?? 0;
  words[SymbolField.HeadStart] = fields.heads?.[0] ?? 0;
  words[SymbolField.HeadCount] = fields.heads?.[1] ?? 0;
  words[SymbolField.Flags] = fields.flags ?? 0;
  return words;
}

function head(midi: number): number[] {
  const words = new Array<number>(HeadField.Stride).fill(0);
  words[HeadField.Midi] = midi;
  return words;
}

function tune(fields: { x: [number, number]; title: [number, number]; voices: [number, number]; hasMusic: boolean }): number[] {
  const words = new Array<number>(TuneField.Stride).fill(-1);
  words[TuneField.XStart] = fields.x[0];
  words[TuneField.XEnd] = fields.x[1];
  words[TuneField.TitleStart] = fields.title[0];
  words[TuneField.TitleEnd] = fields.title[1];
  words[TuneField.VoiceStart] = fields.voices[0];
  words[TuneField.VoiceCount] = fields.voices[1];
  words[TuneField.HasMusic] = fields.hasMusic ? 1 : 0;
  return words;
}

function voice(tuneIndex: number, id: [number, number], overlayOf = -1): number[] {
  const words = new Array<number>(VoiceField.Stride).fill(0);
  words[VoiceField.Tune] = tuneIndex;
  words[VoiceField.IdStart] = id[0];
  words[VoiceField.IdEnd] = id[1];
  words[VoiceField.OverlayOf] = overlayOf;
  return words;
}

describe('buildModelDump', () => {
  // Two tunes: X:1 with two voices (default id, and V:T2), X:2 with no music.
  const source = 'X:1\nT: Oh! Susanna \nV:T2\nX:2\nT:Empty\n';
  const at = (text: string): [number, number] => [source.indexOf(text), source.indexOf(text) + text.length];
  const eighth = WHOLE / 8;
  const tables = {
    tunes: intTable([
      tune({ x: [2, 3], title: [source.indexOf('T: Oh') + 2, source.indexOf('\nV:')], voices: [0, 2], hasMusic: true }),
      tune({ x: at('2'), title: [source.indexOf('Empty'), source.length - 1], voices: [2, 0], hasMusic: false }),
    ]),
    voices: intTable([voice(0, [-1, -1]), voice(0, at('T2'))]),
    symbols: intTable([
      symbol({ kind: SymbolKind.Clef, voice: 0, time: 0 }),
      symbol({ kind: SymbolKind.Note, voice: 0, time: 0, duration: eighth, heads: [0, 1], flags: SymbolFlag.Grace }),
      symbol({ kind: SymbolKind.Note, voice: 0, time: 0, duration: eighth / 2, heads: [1, 1] }),
      symbol({ kind: SymbolKind.Note, voice: 1, time: 0, duration: WHOLE / 2, heads: [2, 3] }),
      symbol({ kind: SymbolKind.Bar, voice: 0, time: eighth / 2, value: BarType.RepeatEnd }),
      symbol({ kind: SymbolKind.Rest, voice: 0, time: eighth / 2, duration: eighth, flags: SymbolFlag.Invisible }),
      symbol({ kind: SymbolKind.MultiMeasureRest, voice: 0, time: (eighth * 3) / 2, duration: WHOLE * 2, value: 2 }),
      symbol({ kind: SymbolKind.Space, voice: 0, time: 0 }),
    ]),
    heads: intTable([head(72), head(67), head(67), head(60), head(64)]),
  };

  it('lists the notes, rests and bars of each voice in order, without grace notes', () => {
    expect(buildModelDump(tables, source)).toEqual({
      tunes: [
        {
          x: '1',
          title: 'Oh! Susanna',
          voices: [
            {
              id: '1',
              events: [
                ['note', '0', '1/16', [67]],
                ['bar', '1/16', ':|'],
                ['rest', '1/16', '1/8'],
                ['rest', '3/16', '2'],
              ],
            },
            { id: 'T2', events: [['note', '0', '1/2', [60, 64, 67]]] },
          ],
        },
      ],
    });
  });

  it('prints JSON that reads back as the same dump', () => {
    const dump = buildModelDump(tables, source);
    const text = formatModelDump(dump);
    expect(JSON.parse(text)).toEqual(dump);
    expect(text).toContain('\n          ["note","0","1/16",[67]],\n');
    expect(JSON.parse(formatModelDump({ tunes: [] }))).toEqual({ tunes: [] });
  });
});

describe('voice ids of overlays', () => {
  it('names an overlay voice after the voice it overlays, one "o" per level (abc2svg: 1o, 1oo)', async () => {
    const { model } = await import('./index.js');
    const dump = model('X:1\nL:1/4\nM:2/4\nK:C\nCD & EF & GA|\n');
    expect(dump.tunes[0]!.voices.map((v) => v.id)).toEqual(['1', '1o', '1oo']);
    expect(dump.tunes[0]!.voices[1]!.events).toEqual([
      ['note', '0', '1/4', [64]],
      ['note', '1/4', '1/4', [65]],
    ]);
  });
});
