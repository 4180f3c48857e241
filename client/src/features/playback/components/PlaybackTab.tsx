/**
 * @fileoverview The Playback tab (app-spec 2.2, DESIGN.md 4). Scaffolding: the playback engineer
 * replaces it this session with play, pause, stop, tempo, transpose, loop and the audio-error
 * element.
 */

export function PlaybackTab() {
  return <div className="playback-tab" data-testid="playback-tab" />;
}
