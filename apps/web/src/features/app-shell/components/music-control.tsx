import { useId } from 'react';
import { MusicIcon, PauseIcon, SpeakerIcon, SpeakerMutedIcon } from '../../../components/icons';
import {
  pauseMusic,
  playMusic,
  setEffectsMuted,
  setMusicVolume,
  useAudioState,
} from '../../../lib/audio/audio-player';
import { MUSIC } from '../../../lib/audio/sound-library';
import styles from './music-control.module.css';

/** Music play/pause and volume (0–0.2), and the sound effects mute. */
export function MusicControl() {
  const { musicPlaying, musicVolume, effectsMuted } = useAudioState();
  const sliderId = useId();
  return (
    <div className={styles.control} data-music-control data-music-state={musicPlaying ? 'playing' : 'paused'}>
      <button
        type="button"
        className="icon-button icon-button-small"
        aria-label={musicPlaying ? 'Pause music' : 'Play music'}
        aria-pressed={musicPlaying}
        onClick={musicPlaying ? pauseMusic : playMusic}
      >
        {musicPlaying ? <PauseIcon width={18} height={18} /> : <MusicIcon width={18} height={18} />}
      </button>
      <label htmlFor={sliderId} className="visually-hidden">
        Music volume
      </label>
      <input
        id={sliderId}
        className={styles.slider}
        type="range"
        min={MUSIC.minVolume}
        max={MUSIC.maxVolume}
        step={MUSIC.volumeStep}
        value={musicVolume}
        onChange={(event) => setMusicVolume(Number(event.target.value))}
        aria-valuetext={`${Math.round((musicVolume / MUSIC.maxVolume) * 100)}%`}
      />
      <button
        type="button"
        className="icon-button icon-button-small"
        aria-label={effectsMuted ? 'Unmute sound effects' : 'Mute sound effects'}
        aria-pressed={effectsMuted}
        onClick={() => setEffectsMuted(!effectsMuted)}
      >
        {effectsMuted ? <SpeakerMutedIcon width={18} height={18} /> : <SpeakerIcon width={18} height={18} />}
      </button>
    </div>
  );
}
