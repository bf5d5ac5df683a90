#!/usr/bin/env bash
# Makes assets/fonts/Symbola-animals.ttf: the eight animal pictures of the Jungle tokens (mouse,
# cat, wolf, dog faces, leopard, tiger face, lion face, elephant) and the four more children may
# pick as their avatar (panda, rabbit, monkey and frog faces) cut out of Symbola by George
# Douros ("free for any use; may be opened, edited, modified, regenerated, packaged and
# redistributed"), so children who cannot read 鼠 or 象 yet still see which animal it is. egui's
# own emoji font lacks the lion. Writes the licence notice to assets/fonts/Symbola-LICENSE.txt.
# Needs Debian's fonts-symbola and python3-fonttools (installed if missing).
set -euo pipefail
cd "$(dirname "$0")/.."

symbola=/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf
python=/usr/bin/python3
if [ ! -f "$symbola" ] || ! "$python" -c 'import fontTools' 2>/dev/null; then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        fonts-symbola python3-fonttools
fi

out=assets/fonts
mkdir -p "$out"
# Keep in step with `animal_icon` in src/app/board/jungle_board.rs and `picture` in
# src/app/avatar.rs.
"$python" -m fontTools.subset "$symbola" \
    --unicodes=U+1F42D,U+1F431,U+1F43A,U+1F436,U+1F406,U+1F42F,U+1F981,U+1F418,U+1F43C,U+1F430,U+1F435,U+1F438 \
    --no-hinting --desubroutinize --output-file="$out/Symbola-animals.ttf"
{
    echo "Symbola-animals.ttf is a subset (twelve animal pictures) of Symbola 2.60,"
    echo "as packaged by Debian (fonts-symbola). Upstream notice:"
    echo
    sed -n '/^Copyright:/,/^The Debian packaging/p' /usr/share/doc/fonts-symbola/copyright | sed '$d'
} > "$out/Symbola-LICENSE.txt"
ls -l "$out/Symbola-animals.ttf"
