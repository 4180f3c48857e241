import { describe, expect, it } from 'vitest';
// A song of the Tagore corpus, read as text through Vite (the client is type-checked without Node's types).
import aguner from '../../../../../../shared/corpus/tagore-swaralipi/musicxml/aguner-poroshmoni.musicxml?raw';
import { abcTitle, prepareFile } from './prepareFile.ts';

describe('prepareFile', () => {
  it('opens an ABC file as it is, titled by its T: line', async () => {
    const text = 'X:1\nT:Ekla chalo re\nK:C\nCDEF|\n';
    expect(await prepareFile('ekla.abc', text, { T: 'Other' })).toEqual({ abc: text, title: 'Ekla chalo re', diagnostics: [], kind: 'abc' });
  });

  it('titles an ABC file without T: by the header the server read, else by the file name', async () => {
    expect((await prepareFile('ekla.abc', 'X:1\nK:C\nC|\n', { T: 'From server' })).title).toBe('From server');
    expect((await prepareFile('ekla.abc', 'X:1\nK:C\nC|\n', undefined)).title).toBe('ekla');
  });

  it('converts a MusicXML song of the Tagore corpus to ABC with its Bengali w: lyrics', async () => {
    const prepared = await prepareFile('aguner-poroshmoni.musicxml', aguner, undefined);
    expect(prepared.kind).toBe('musicxml');
    expect(prepared.abc).toMatch(/^X:1\n/);
    expect(prepared.abc).toMatch(/^K:/m);
    expect(prepared.abc).toMatch(/^w:.*[\u0980-\u09FF]/m);
  });

  it('opens what a cut-short MusicXML file holds and lists the importer message about it', async () => {
    const prepared = await prepareFile('broken.xml', '<score-partwise><part-list/>', undefined);
    expect(prepared.title).toBe('broken');
    expect(prepared.diagnostics).toEqual(["xml:1:1: Malformed XML: Unclosed tag 'score-partwise'.", 'score-partwise: The score has no <part>']);
  });

  it('refuses a MusicXML file with no XML in it, saying what the importer found', async () => {
    await expect(prepareFile('empty.musicxml', '   ', undefined)).rejects.toThrow('empty.musicxml could not be converted: input: The input is empty');
  });

  it('refuses a file that is neither ABC nor MusicXML', async () => {
    await expect(prepareFile('scan.png', '', undefined)).rejects.toThrow('scan.png is neither an ABC nor a MusicXML file');
  });

  it('reads the first T: line', () => {
    expect(abcTitle('X:1\nT:  One  \nT:Two\n')).toBe('One');
    expect(abcTitle('X:1\nK:C\n')).toBeNull();
  });
});
