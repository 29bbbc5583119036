#!/usr/bin/env bash
# Regenerates the web app's own media from nothing but math, with Debian's ffmpeg and sox:
#   apps/web/public/media/landing.webm, landing.mp4, landing-poster.jpg  — the landing page's nebula loop
#   apps/web/public/media/music.mp3                                      — the ambient background music loop
#   apps/web/public/sfx/<id>.mp3                                         — the nine sound effects (SPEC.md §3)
# The outputs are committed; CI never runs this. Needs: apt-get install -y ffmpeg sox
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
MEDIA="$ROOT/apps/web/public/media"
SFX="$ROOT/apps/web/public/sfx"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$MEDIA" "$SFX"

for tool in ffmpeg sox; do
  command -v "$tool" >/dev/null || { echo "generate.sh needs $tool (apt-get install -y ffmpeg sox)" >&2; exit 1; }
done

FFMPEG=(ffmpeg -hide_banner -loglevel error -y)
SOX=(sox -R) # repeatable: the same noise every run

# ---------------------------------------------------------------------------------------------------
# Video: two drifting nebula clouds (sums of warped sines, drawn small and scaled up soft) over a
# twinkling star field. Every motion is a whole number of cycles per LOOP seconds, so the loop is seamless.
LOOP=16
FPS=24
W="(2*PI*T/$LOOP)"
PURPLE="(sin(X*0.031+1.7*sin(Y*0.023+$W)+$W)+sin(Y*0.037+2.1*sin(X*0.019-$W)-2*$W)+sin((X+Y)*0.017+1.3*sin((X-Y)*0.027+$W)+$W))/3"
TEAL="(sin(X*0.027+1.9*sin(Y*0.031-$W)-$W)+sin(Y*0.021+1.6*sin(X*0.024+2*$W)+$W)+sin((X-Y)*0.015+1.1*sin((X+Y)*0.021-$W)))/3"
WISPS="(0.75+0.25*sin(X*0.09+2.3*sin(Y*0.07-$W)+3*$W)*sin(Y*0.083+1.7*sin(X*0.061+$W)-2*$W))"
NEBULA_R="clip(1.25*(8+150*pow(max(0,$PURPLE),1.5)+30*pow(max(0,$TEAL),2))*$WISPS,0,255)"
NEBULA_G="clip(1.25*(6+40*pow(max(0,$PURPLE),2)+140*pow(max(0,$TEAL),2))*$WISPS,0,255)"
NEBULA_B="clip(1.25*(22+190*pow(max(0,$PURPLE),1.3)+150*pow(max(0,$TEAL),1.6))*$WISPS,0,255)"
# A per-pixel hash (the classic shader one) places the stars, and gives each its twinkle phase.
HASH="(sin(X*12.9898+Y*78.233)*43758.5453)"
FRACT="($HASH-floor($HASH))"
SMALL_STARS="255*gt($FRACT,0.9993)*(0.6+0.4*sin(3*$W+$FRACT*62.83))"
BRIGHT_STARS="255*gt($FRACT,0.99992)*(0.7+0.3*sin(2*$W+$FRACT*31.4))"

echo "video: rendering ${LOOP}s at ${FPS} fps"
"${FFMPEG[@]}" \
  -f lavfi -i "color=black:s=384x216:r=$FPS:d=$LOOP" \
  -f lavfi -i "color=black:s=1280x720:r=$FPS:d=$LOOP" \
  -f lavfi -i "color=black:s=1280x720:r=$FPS:d=$LOOP" \
  -filter_complex "\
[0]format=gbrp,geq=r='$NEBULA_R':g='$NEBULA_G':b='$NEBULA_B',scale=1280:720:flags=bicubic,gblur=sigma=4[nebula];\
[1]format=gray,geq=lum='$SMALL_STARS',gblur=sigma=0.6,format=gbrp[small];\
[2]format=gray,geq=lum='$BRIGHT_STARS',gblur=sigma=1.6,lutrgb=r='min(255,val*4)':g='min(255,val*4)':b='min(255,val*4)',format=gbrp[bright];\
[small][bright]blend=all_mode=lighten[stars];\
[nebula][stars]blend=all_mode=screen,vignette=angle=PI/5,format=yuv420p" \
  -c:v ffv1 "$WORK/landing.mkv"

"${FFMPEG[@]}" -i "$WORK/landing.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 2 \
  -pix_fmt yuv420p "$MEDIA/landing.webm"
"${FFMPEG[@]}" -i "$WORK/landing.mkv" -an -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -movflags +faststart \
  "$MEDIA/landing.mp4"
"${FFMPEG[@]}" -i "$WORK/landing.mkv" -frames:v 1 -q:v 6 "$MEDIA/landing-poster.jpg"

# ---------------------------------------------------------------------------------------------------
# Music: slow pad chords (Am, F, C, G, Am, F, Em, G) of detuned sines, overlapping by their fades, with
# sparse bell notes, then reverb. The tail of the last chord is folded onto the start for a seamless loop.
CHORD_SECONDS=8
FADE=3
chords=("A2 C3 E3 A3 E4" "F2 A2 C3 F3 C4" "C3 E3 G3 C4 G4" "G2 B2 D3 G3 D4" "A2 C3 E3 A3 C4" "F2 A2 C3 F3 A3" "E2 G2 B2 E3 B3" "G2 B2 D3 G3 B3")
bells=("E5" "C5" "G5" "D5" "A5" "C5" "B4" "D5")
parts=()
for index in "${!chords[@]}"; do
  tones=()
  for note in ${chords[$index]}; do tones+=(sine "$note"); done
  count=$(( ${#tones[@]} / 2 ))
  "${SOX[@]}" -n -r 44100 -c "$count" "$WORK/chord-$index.wav" synth $((CHORD_SECONDS + FADE)) "${tones[@]}" \
    remix - tremolo 0.15 20 fade q "$FADE" $((CHORD_SECONDS + FADE)) "$FADE" gain -12 pad $((index * CHORD_SECONDS))
  "${SOX[@]}" -n -r 44100 -c 1 "$WORK/bell-$index.wav" synth 3 sine "${bells[$index]}" sine "${bells[$index]}" \
    remix - fade h 0.01 3 2.9 gain -24 pad $((index * CHORD_SECONDS + 2))
  parts+=("$WORK/chord-$index.wav" "$WORK/bell-$index.wav")
done
TOTAL=$(( ${#chords[@]} * CHORD_SECONDS ))
"${SOX[@]}" -m "${parts[@]}" "$WORK/pad.wav" reverb 70 40 100 gain -n -3
"${SOX[@]}" "$WORK/pad.wav" "$WORK/body.wav" trim 0 "$TOTAL"
"${SOX[@]}" "$WORK/pad.wav" "$WORK/tail.wav" trim "$TOTAL"
"${SOX[@]}" -m "$WORK/body.wav" "$WORK/tail.wav" -c 2 "$WORK/music.wav" gain -n -4
"${FFMPEG[@]}" -i "$WORK/music.wav" -c:a libmp3lame -b:a 96k "$MEDIA/music.mp3"

# ---------------------------------------------------------------------------------------------------
# Effects: short, soft and tonal so they sit under the music.
effect() { # effect <id> <sox arguments after the output file...>
  local id="$1"
  shift
  "${SOX[@]}" -n -r 44100 -c 1 "$WORK/$id.wav" "$@"
  "${SOX[@]}" "$WORK/$id.wav" "$WORK/$id-norm.wav" gain -n -3
  "${FFMPEG[@]}" -i "$WORK/$id-norm.wav" -c:a libmp3lame -b:a 64k "$SFX/$id.mp3"
}
effect click_menu_button synth 0.07 sine 1400 sine 2100 remix - fade h 0.002 0.07 0.06 lowpass 3000
effect click_entities synth 0.18 pluck E5 fade h 0 0.18 0.15 reverb 20
effect add_event synth 0.5 pluck E5 pluck B5 remix - fade h 0 0.5 0.4 reverb 40
effect begin_journey synth 1.6 sine 220-880 sine 330-1320 sine 440-1760 remix - fade q 0.05 1.6 0.9 tremolo 8 30 reverb 60
effect create_new_world synth 1.4 sine C5 sine E5 sine G5 sine C6 remix - fade h 0.005 1.4 1.3 reverb 60
effect enter_world synth 1.0 pinknoise sine 120-60 remix - highpass 200 lowpass 2500 fade q 0.25 1.0 0.6 reverb 50
effect start_seed synth 1.3 sine 70-140 brownnoise remix - lowpass 900 fade q 0.3 1.3 0.5 tremolo 6 40
effect gen_done synth 1.6 sine G4 sine B4 sine D5 sine G5 remix - fade h 0.005 1.6 1.5 reverb 70
effect arc_done synth 2.0 sine A3 sine E4 sine A4 sine C#5 sine E5 remix - fade h 0.01 2.0 1.8 reverb 80

echo "media written:"
du -h "$MEDIA"/* "$SFX"/* | sed "s#$ROOT/##"
