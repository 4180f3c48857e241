import { describe, expect, it } from 'vitest';
import { buildAbcHeader } from './abcHeader.ts';
import { headerFieldsFrom, newTranscriptionTask } from './newTranscription.tsx';

describe('new transcription', () => {
  it('takes the defaults of app-spec 3 and 9 for every step left as it was', () => {
    expect(buildAbcHeader(headerFieldsFrom({ title: 'Ekla chalo re' }))).toBe(
      'X:1\nT:Ekla chalo re\nC:Words and Music\nM:none\nL:1/8\nQ:1/4=120 "Moderate"\nK:Db\n|]\nw:\n',
    );
    expect(headerFieldsFrom({ title: 'x' }).language).toBe('B');
  });

  it('takes the chosen length, tempo, key, language and date', () => {
    const fields = headerFieldsFrom({ title: 'x', noteLength: '1/16', tempo: '90', key: 'G', language: 'E', date: '1910-01-02' });
    expect(fields).toMatchObject({ noteLength: '1/16', tempoBpm: 90, tempoLabel: 'Andante', key: 'G', language: 'E', date: '1910-01-02' });
  });

  it('asks for a title and a valid date before going on', () => {
    const [title, , date] = newTranscriptionTask.options;
    expect(title?.missing?.({ title: '  ' })).toBe('Type the title');
    expect(title?.missing?.({ title: 'x' })).toBeNull();
    expect(date?.missing?.({ date: '1910-13-01' })).toBe('Type the date as YYYY-MM-DD, or leave it empty');
    expect(date?.missing?.({ date: '' })).toBeNull();
  });

  it('has the steps of app-spec 2.4 in order', () => {
    expect(newTranscriptionTask.options.map((option) => option.id)).toEqual(['title', 'search', 'date', 'length', 'tempo', 'key', 'language']);
  });

  it('lets OK build at once from the search step on (the defaults for the rest), and never from the title', () => {
    expect(newTranscriptionTask.options.map((option) => option.action !== undefined)).toEqual([false, true, true, true, true, true, true]);
  });
});
