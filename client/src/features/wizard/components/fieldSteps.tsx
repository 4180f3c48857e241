/**
 * @fileoverview Option factories for the steps that are one input: a text field (a song id, a
 * title, a date) or a choice among a few values shown as radio buttons (a key, a language). The
 * value goes into the task's values under `name`; Enter in the field moves forward (the dialog
 * listens), and the first field of a step takes the focus.
 */

import { useId } from 'react';
import type { WizardBodyProps, WizardOption } from '../taskTypes.ts';
import type { WizardValues } from '../wizardStore.ts';

/** The text of value `name`, '' when unset. */
export function textValue(values: WizardValues, name: string): string {
  const value = values[name];
  return value === null || value === undefined ? '' : String(value);
}

export interface TextStepSpec {
  id: string;
  title: string;
  /** The value's name in the task's values. */
  name: string;
  label: string;
  /** A line of help under the field. */
  help?: string;
  inputMode?: 'text' | 'numeric';
  type?: 'text' | 'date';
  placeholder?: string;
  /** What is wrong with the text, or null when it will do. */
  check?(text: string): string | null;
  action?: WizardOption['action'];
}

/** A step with one text field. */
export function textStep(spec: TextStepSpec): WizardOption {
  function TextStepBody({ context }: WizardBodyProps) {
    const id = useId();
    const value = textValue(context.values, spec.name);
    return (
      <div className="wizard-field">
        <label htmlFor={id}>{spec.label}</label>
        <input
          id={id}
          type={spec.type ?? 'text'}
          inputMode={spec.inputMode}
          placeholder={spec.placeholder}
          value={value}
          autoFocus
          data-testid={`wizard-input-${spec.name}`}
          onChange={(event) => context.setValues({ [spec.name]: event.target.value })}
        />
        {spec.help !== undefined && <p className="wizard-note">{spec.help}</p>}
      </div>
    );
  }
  return {
    id: spec.id,
    title: spec.title,
    Body: TextStepBody,
    missing: spec.check === undefined ? undefined : (values) => spec.check?.(textValue(values, spec.name).trim()) ?? null,
    action: spec.action,
  };
}

export interface ChoiceStepSpec {
  id: string;
  title: string;
  name: string;
  label: string;
  choices: readonly { value: string; label: string }[];
  /** The value shown chosen while the task has none. */
  defaultValue: string;
  action?: WizardOption['action'];
}

/** The value of a choice step: the chosen one, else its default. */
export function choiceValue(values: WizardValues, spec: Pick<ChoiceStepSpec, 'name' | 'defaultValue'>): string {
  return textValue(values, spec.name) || spec.defaultValue;
}

/** A step that chooses one of a few values with radio buttons. */
export function choiceStep(spec: ChoiceStepSpec): WizardOption {
  function ChoiceStepBody({ context }: WizardBodyProps) {
    const name = useId();
    const chosen = choiceValue(context.values, spec);
    return (
      <fieldset className="wizard-radios" data-testid={`wizard-choice-${spec.name}`}>
        <legend>{spec.label}</legend>
        {spec.choices.map((choice) => (
          <label key={choice.value} className="wizard-radio">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === chosen}
              autoFocus={choice.value === chosen}
              onChange={() => context.setValues({ [spec.name]: choice.value })}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
    );
  }
  return { id: spec.id, title: spec.title, Body: ChoiceStepBody, action: spec.action };
}
