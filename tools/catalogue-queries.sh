#!/usr/bin/env bash
# How many videos 30 typical children's queries find in the catalogue, for the demo children aged
# 7, 10 and 14 (a measure of the video search's recall, issue 24 item 7). Needs a server on the
# embedded default with the demo family and a search limit that 90 searches do not reach:
#   NDOTO_VIDEO_SEARCHES_PER_CHILD=1000 cargo run -- serve --demo --data-dir /tmp/ndoto-queries
#   tools/catalogue-queries.sh [http://127.0.0.1:8080]
set -euo pipefail
base=${1:-http://127.0.0.1:8080}
password=twiga-demo-2026
children=(Amani Baraka Zawadi)
declare -A tokens
for name in "${children[@]}"; do
  tokens[$name]=$(curl -sf -X POST "$base/api/auth/child/signin" -H 'content-type: application/json' \
    -d "{\"firstName\":\"$name\",\"password\":\"$password\"}" | python3 -c 'import sys, json; print(json.load(sys.stdin)["access_token"])')
done
total=0
empty=0
printf '%-24s %6s %6s %6s\n' query 'age 7' 'age 10' 'age 14'
while IFS= read -r query; do
  counts=()
  for name in "${children[@]}"; do
    count=$(curl -sf -G "$base/api/videos/search" --data-urlencode "q=$query" -H "authorization: Bearer ${tokens[$name]}" |
      python3 -c 'import sys, json; print(len(json.load(sys.stdin)["videos"]))')
    counts+=("$count")
    total=$((total + count))
    [ "$count" -eq 0 ] && empty=$((empty + 1))
  done
  printf '%-24s %6s %6s %6s\n' "$query" "${counts[@]}"
done <<'QUERIES'
volcanoes & lava
dinos
space rockets
how do planets move
sharks
animals in the ocean
maths for kids
times tables
fractions
learn to code
robots
human body
why is the sky blue
rainforest animals
african animals
football skills
drawing for kids
music instruments
weather and storms
earthquakes
solar system
the moon
insects and bugs
plants grow
recycling
electricity
magnets
kiswahili
history of egypt
healthy food
QUERIES
echo "videos found: $total; empty answers: $empty of $((30 * ${#children[@]}))"
