#!/usr/bin/env bash
# Makes the committed demo clips with Debian's ffmpeg (apt-get install ffmpeg):
#   assets/video/demo.flv      20 s, looped by the media process as the pseudo-live stream of demo rooms
#   assets/video/playback.flv  60 s, the file behind the seeded playbacks and highlights (the
#                              priced reels' own files, assets/video/paid/reel-0N.flv, link to it)
# A test pattern with a running clock (the clip's own time) and a 440 Hz tone that beeps every
# second; H.264 baseline 640x360 25 fps with a keyframe every second (a late viewer starts within
# 1 s, a seek lands within 1 s) and AAC mono, in FLV. The media process writes the exact keyframe
# index itself when it serves a playback (server/media/flv/keyframe-index.ts): ffmpeg's
# add_keyframe_index rounds the times to whole seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
out=assets/video
mkdir -p "$out"

font=""
for f in /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc \
  /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf; do
  if [ -f "$f" ]; then font="$f" && break; fi
done

make_clip() { # seconds video-bitrate file label
  local seconds=$1 vrate=$2 file=$3 label=$4 video="testsrc2=size=640x360:rate=25"
  if [ -n "$font" ]; then
    local text="fontfile=$font:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=10"
    case "$font" in *CJK*) ;; *) label="QIUTAN LIVE DEMO" ;; esac
    video="$video,drawtext=$text:fontsize=30:x=w-tw-24:y=24:text='$label'"
    video="$video,drawtext=$text:fontsize=48:x=(w-tw)/2:y=h-th-40:text='%{pts\\:hms}'"
  fi # without a font, testsrc2 still shows its own running frame counter
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$video" -f lavfi -i "sine=frequency=440:beep_factor=4:sample_rate=48000" \
    -t "$seconds" -map 0:v -map 1:a \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset slow \
    -b:v "$vrate" -maxrate "$vrate" -bufsize "$vrate" -g 25 -keyint_min 25 -sc_threshold 0 \
    -c:a aac -b:a 48k -ac 1 \
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
    "$out/$file"
  echo "$out/$file: $(stat -c %s "$out/$file") bytes"
}

make_clip 20 250k demo.flv "球探直播 演示信号"
make_clip 60 180k playback.flv "球探直播 回放演示"
