#!/usr/bin/env bash
# The seed's advice video (home page's « Nos conseils en vidéo » block), drawn by ffmpeg from text,
# in French and in Dutch: 8 s, 640×360, no sound (its words are on screen and in the block's
# transcript), about 16 kB each; and its audio-described version (RGAA 4.5: each step said while it is
# shown, by espeak-ng, each step held as long as its words take), about 100 kB each. Run again after
# changing a line: `bash scripts/make-videos.sh` (needs ffmpeg, espeak-ng and bc, from Debian: apt-get
# install ffmpeg espeak-ng bc; not needed to run or test the shop: the files are committed).
set -euo pipefail
out="$(dirname "$0")/../site/public/videos"
mkdir -p "$out"
regular=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

step() { # title, line, from, to
  echo "drawtext=expansion=none:fontfile=$bold:text='$1':fontcolor=0x6B5530:fontsize=34:x=(w-text_w)/2:y=120:enable='between(t,$3,$4)',drawtext=expansion=none:fontfile=$regular:text='$2':fontcolor=0x1F1A14:fontsize=30:x=(w-text_w)/2:y=190:enable='between(t,$3,$4)'"
}

video() { # file, title, then four steps (title, line)
  local file=$1 title=$2
  local filters="drawbox=x=0:y=0:w=640:h=64:color=0xAE9973:t=fill,drawtext=expansion=none:fontfile=$bold:text='$title':fontcolor=0x1F1A14:fontsize=28:x=(w-text_w)/2:y=18"
  filters+=",$(step "$3" "$4" 0 2),$(step "$5" "$6" 2 4),$(step "$7" "$8" 4 6),$(step "$9" "${10}" 6 8)"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=0xF7F3EE:s=640x360:d=8:r=24" -vf "$filters" \
    -c:v libx264 -preset veryslow -crf 32 -pix_fmt yuv420p -movflags +faststart -an "$out/$file"
}

# The audio-described version (RGAA 4.5): file, espeak-ng voice, title, then four steps (title,
# line). Each step is held while its words are said, and what is said is what is written on screen,
# word for word: the pictures' text is the narration's captions (RGAA 4.3), burnt in.
described() {
  local file=$1 voice=$2 title=$3
  shift 3
  # The narration's pieces (a global: the traps read it), removed whether the script ends well or not.
  work=$(mktemp -d)
  trap 'rm -rf "$work"' RETURN EXIT
  local filters="drawbox=x=0:y=0:w=640:h=64:color=0xAE9973:t=fill,drawtext=expansion=none:fontfile=$bold:text='$title':fontcolor=0x1F1A14:fontsize=28:x=(w-text_w)/2:y=18"
  local pause=0.6
  # The title is said over the title alone, then each step over its step.
  espeak-ng -v "$voice" -s 150 -w "$work/0.wav" "$title."
  local at
  at=$(echo "$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$work/0.wav") + $pause" | bc)
  local n=1
  while [ $# -ge 2 ]; do
    espeak-ng -v "$voice" -s 150 -w "$work/$n.wav" "$1. $2."
    local end
    end=$(echo "$at + $(ffprobe -v error -show_entries format=duration -of csv=p=0 "$work/$n.wav") + $pause" | bc)
    filters+=",$(step "$1" "$2" "$at" "$end")"
    at=$end
    n=$((n + 1))
    shift 2
  done
  # The narration: each part followed by its pause, one after the other.
  local inputs=() mix="" i
  for ((i = 0; i < n; i += 1)); do
    inputs+=(-i "$work/$i.wav")
    mix+="[$i:a]apad=pad_dur=$pause[a$i];"
  done
  for ((i = 0; i < n; i += 1)); do mix+="[a$i]"; done
  mix+="concat=n=$n:v=0:a=1[out]"
  ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex "$mix" -map '[out]' "$work/said.wav"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=0xF7F3EE:s=640x360:d=$at:r=24" -i "$work/said.wav" \
    -vf "$filters" -c:v libx264 -preset veryslow -crf 32 -pix_fmt yuv420p -c:a aac -b:a 24k -ac 1 \
    -shortest -movflags +faststart "$out/$file"
}

video conseils-transition.mp4 'Changer d’alimentation en 7 jours' \
  'Jours 1 et 2' '75 % ancienne, 25 % nouvelle' 'Jours 3 et 4' '50 % ancienne, 50 % nouvelle' \
  'Jours 5 et 6' '25 % ancienne, 75 % nouvelle' 'Jour 7' '100 % nouvelle alimentation'
video conseils-transition-nl.mp4 'In 7 dagen overschakelen' \
  'Dag 1 en 2' '75 % oude, 25 % nieuwe voeding' 'Dag 3 en 4' '50 % oude, 50 % nieuwe voeding' \
  'Dag 5 en 6' '25 % oude, 75 % nieuwe voeding' 'Dag 7' '100 % nieuwe voeding'

described conseils-transition-audiodescription.mp4 fr 'Changer d’alimentation en 7 jours' \
  'Jours 1 et 2' '75 % ancienne, 25 % nouvelle' 'Jours 3 et 4' '50 % ancienne, 50 % nouvelle' \
  'Jours 5 et 6' '25 % ancienne, 75 % nouvelle' 'Jour 7' '100 % nouvelle alimentation'
described conseils-transition-nl-audiodescriptie.mp4 nl 'In 7 dagen overschakelen' \
  'Dag 1 en 2' '75 % oude, 25 % nieuwe voeding' 'Dag 3 en 4' '50 % oude, 50 % nieuwe voeding' \
  'Dag 5 en 6' '25 % oude, 75 % nieuwe voeding' 'Dag 7' '100 % nieuwe voeding'
