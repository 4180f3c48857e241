/**
 * @fileoverview The Data tab (app-spec 2.2, 3, 5): the song's title, date, language and K number.
 *
 * - Title, with 'get' copying the source's T: line (app-spec 5).
 * - Date, stored as YYYY-MM-DD: typed as free text and read by the rules of app-spec 5
 *   (freeDate.ts), shown as a long English date or 'NO DATE'; it becomes the field's value when
 *   it is a date (on Enter or leaving the box). 'get' takes the date from the source's C: line,
 *   falling back to the stored date.
 * - Language, one of app-spec 9's list.
 * - K number (nr2000, "K Num"), shown; it is not an updateable field (app-spec 5).
 */

import { useEffect, useState, type KeyboardEvent } from 'react';
import { useEditorStore, useEditorStoreApi } from '../../store/context.tsx';
import { selectField, selectStored } from '../../store/sourceSlice.ts';
import { headerField } from '../abcHeader.ts';
import { NO_DATE, parseFreeDate } from './freeDate.ts';
import { LANGUAGE_NAMES } from './languages.ts';
import { dateFromSource } from './sourceDate.ts';

function TitleRow() {
  const store = useEditorStoreApi();
  const title = useEditorStore(selectField('title'));
  const [message, setMessage] = useState<string | null>(null);
  const get = () => {
    const fromSource = headerField(store.getState().abc, 'T');
    if (fromSource === null || fromSource === '') setMessage('The source has no T: line');
    else {
      setMessage(null);
      store.getState().editField('title', fromSource);
    }
  };
  return (
    <div className="data-row">
      <label htmlFor="data-title" className="field-label">
        Title
      </label>
      <input
        id="data-title"
        className="field-input"
        data-testid="data-title"
        value={title}
        onChange={(event) => store.getState().editField('title', event.target.value)}
      />
      <button type="button" className="button" data-testid="data-title-get" onClick={get} title="Copy the source's T: line">
        get
      </button>
      {message !== null && <span className="tab-message tab-message-error">{message}</span>}
    </div>
  );
}

function DateRow() {
  const store = useEditorStoreApi();
  const date = useEditorStore(selectField('date'));
  const stored = useEditorStore(selectStored);
  const [text, setText] = useState(date);
  const [message, setMessage] = useState<string | null>(null);
  // The field changed from elsewhere (a song opened, a restore, 'get'): show it.
  useEffect(() => setText(date), [date]);

  const reading = parseFreeDate(text);
  const commit = () => {
    if (text.trim() === '') {
      store.getState().editField('date', '');
      return;
    }
    if (reading.dateUTC === '') {
      // Nothing is changed, and the user is told so: a save now keeps the date it had.
      setMessage(`"${text.trim()}" is not a date: type YYYY-MM-DD or month/day/year. The date stays ${date === '' ? 'empty' : date}.`);
      return;
    }
    setMessage(null);
    store.getState().editField('date', reading.dateUTC);
    setText(reading.dateUTC);
  };
  const get = () => {
    const found = dateFromSource(store.getState().abc, stored?.date ?? null);
    if (found === null) setMessage('Neither the C: line nor the stored song has a date');
    else {
      setMessage(null);
      store.getState().editField('date', found);
      setText(found);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <>
      <div className="data-row">
        <label htmlFor="data-date" className="field-label">
          Date
        </label>
        <input
          id="data-date"
          className="field-input"
          data-testid="data-date"
          value={text}
          placeholder="YYYY-MM-DD"
          aria-describedby="data-date-reading"
          aria-invalid={text.trim() !== '' && reading.dateUTC === ''}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        {/* The pointer does not take the focus from the field: 'get' replaces the text being typed
            instead of first judging it (the blur's check would put a message under the row). */}
        <button
          type="button"
          className="button"
          data-testid="data-date-get"
          onMouseDown={(event) => event.preventDefault()}
          onClick={get}
          title="Take the date from the C: line"
        >
          get
        </button>
        <span
          id="data-date-reading"
          className={`tab-message ${reading.formatted === NO_DATE && text.trim() !== '' ? 'tab-message-error' : ''}`}
          data-testid="data-date-reading"
        >
          {text.trim() === '' ? 'No date' : reading.formatted}
        </span>
      </div>
      {/* Below the row, not in it: a message appearing must not move the buttons under the pointer. */}
      {message !== null && (
        <p className="tab-message tab-message-error" role="alert" data-testid="data-date-message">
          {message}
        </p>
      )}
    </>
  );
}

function LanguageRow() {
  const store = useEditorStoreApi();
  const language = useEditorStore(selectField('language'));
  const known = LANGUAGE_NAMES.some(({ code }) => code === language);
  return (
    <div className="data-row">
      <label htmlFor="data-language" className="field-label">
        Language
      </label>
      <select
        id="data-language"
        className="field-input"
        data-testid="data-language"
        value={language}
        onChange={(event) => store.getState().editField('language', event.target.value)}
      >
        {!known && <option value={language}>{language === '' ? '(none)' : `${language} (not in the list)`}</option>}
        {LANGUAGE_NAMES.map(({ code, name }) => (
          <option key={code} value={code}>
            {code} {name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function DataTab() {
  const stored = useEditorStore(selectStored);
  return (
    <div className="data-tab">
      <TitleRow />
      <DateRow />
      <LanguageRow />
      <div className="data-row">
        <span className="field-label">K Num</span>
        <span data-testid="data-knum">{stored?.nr2000 ?? '—'}</span>
      </div>
    </div>
  );
}
