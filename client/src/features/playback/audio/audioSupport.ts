/**
 * @fileoverview Whether this browser can play (app-spec 2.2 and 8: "a playback area shows an
 * audio-error element when the synthesizer reports that playback is not supported"; other
 * synthesiser errors are logged as warnings). No Tone.js here: this is checked before it loads.
 */

/**
 * The browser cannot play: it has no Web Audio, or its audio could not be started. The Playback
 * tab shows it in the audio-error element; any other error is a warning.
 */
export class AudioUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AudioUnavailableError';
  }
}

/** Whether `scope` (the window) has a Web Audio context to play through. */
export function webAudioAvailable(scope: object = globalThis): boolean {
  const audio = scope as { AudioContext?: unknown; webkitAudioContext?: unknown };
  return typeof audio.AudioContext === 'function' || typeof audio.webkitAudioContext === 'function';
}
