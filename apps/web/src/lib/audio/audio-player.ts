import type * as HowlerModule from 'howler';
import { useSyncExternalStore } from 'react';
import { clampVolume, effectVolume, MUSIC, SOUND_EFFECTS, type SoundEffectId } from './sound-library';

export interface AudioState {
  readonly musicPlaying: boolean;
  readonly musicVolume: number;
  readonly effectsMuted: boolean;
}

let state: AudioState = { musicPlaying: false, musicVolume: MUSIC.defaultVolume, effectsMuted: false };
const listeners = new Set<() => void>();

function update(patch: Partial<AudioState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

// howler is loaded on demand so it never weighs on the first paint of a page.
let howlerModule: Promise<typeof HowlerModule> | undefined;
function loadHowler(): Promise<typeof HowlerModule> {
  howlerModule ??= import('howler');
  return howlerModule;
}

/** SPEC.md §8: audio failures are logged, never shown. */
function logAudioFailure(what: string) {
  return (first: unknown, error?: unknown) => console.warn(`Audio: ${what} failed`, error ?? first);
}

const effects = new Map<SoundEffectId, HowlerModule.Howl>();
let music: HowlerModule.Howl | undefined;

async function effect(id: SoundEffectId): Promise<HowlerModule.Howl> {
  const { Howl } = await loadHowler();
  let howl = effects.get(id);
  if (!howl) {
    const { src, preload } = SOUND_EFFECTS[id];
    howl = new Howl({
      src: [src],
      preload,
      volume: effectVolume(id),
      mute: state.effectsMuted,
      onloaderror: logAudioFailure(`loading ${id}`),
      onplayerror: logAudioFailure(`playing ${id}`),
    });
    effects.set(id, howl);
  }
  return howl;
}

/** Creates every effect so the preloaded ones are fetched before they are first needed. */
export async function preloadSoundEffects(): Promise<void> {
  await Promise.all((Object.keys(SOUND_EFFECTS) as SoundEffectId[]).map(effect));
}

const lastPlayedAt = new Map<SoundEffectId, number>();

/**
 * `skipIfPlayedWithinMs` lets a page announce a moment a link may already have announced (entering a
 * world from a card plays enter_world on the click; the page plays it when opened any other way).
 */
export function playEffect(id: SoundEffectId, { skipIfPlayedWithinMs = 0 } = {}): void {
  if (state.effectsMuted || !hasInteracted()) return;
  const now = performance.now();
  if (now - (lastPlayedAt.get(id) ?? Number.NEGATIVE_INFINITY) < skipIfPlayedWithinMs) return;
  lastPlayedAt.set(id, now);
  effect(id)
    .then((howl) => {
      howl.volume(effectVolume(id));
      howl.play();
    })
    .catch(logAudioFailure(`playing ${id}`));
}

export function setEffectsMuted(muted: boolean): void {
  update({ effectsMuted: muted });
  effects.forEach((howl) => howl.mute(muted));
}

async function musicTrack(): Promise<HowlerModule.Howl> {
  const { Howl } = await loadHowler();
  music ??= new Howl({
    src: [MUSIC.src],
    html5: true,
    loop: true,
    volume: clampVolume(state.musicVolume),
    onplay: () => update({ musicPlaying: true }),
    onpause: () => update({ musicPlaying: false }),
    onstop: () => update({ musicPlaying: false }),
    onloaderror: logAudioFailure('loading the music'),
    onplayerror: logAudioFailure('playing the music'),
  });
  return music;
}

/**
 * Browsers let a page make sound only after the user has interacted with it. Until then an effect could not
 * be heard, so it is dropped rather than queued for the first click, and howler is not even downloaded.
 */
function hasInteracted(): boolean {
  return navigator.userActivation?.hasBeenActive ?? true;
}

const FIRST_INTERACTIONS = ['click', 'keydown', 'touchend'] as const;
let stopWaitingForInteraction = () => {};

/**
 * Browsers only let audio start from a user gesture, so the music waits for the first click, key press
 * or touch anywhere, and so does the preloading of the effects (howler stays off the first paint). Using the
 * music control first settles the music instead.
 */
export function startMusicOnFirstInteraction(): void {
  const start = (event: Event) => {
    void preloadSoundEffects().catch(logAudioFailure('preloading the effects'));
    if (event.target instanceof Element && event.target.closest('[data-music-control]')) return;
    playMusic();
  };
  FIRST_INTERACTIONS.forEach((type) => window.addEventListener(type, start));
  stopWaitingForInteraction = () => {
    FIRST_INTERACTIONS.forEach((type) => window.removeEventListener(type, start));
    stopWaitingForInteraction = () => {};
  };
}

export function playMusic(): void {
  stopWaitingForInteraction();
  musicTrack()
    .then((track) => {
      if (!track.playing()) track.play();
    })
    .catch(logAudioFailure('playing the music'));
}

export function pauseMusic(): void {
  stopWaitingForInteraction();
  music?.pause();
}

export function setMusicVolume(volume: number): void {
  const clamped = clampVolume(volume);
  update({ musicVolume: clamped });
  music?.volume(clamped);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAudioState(): AudioState {
  return useSyncExternalStore(subscribe, () => state);
}
