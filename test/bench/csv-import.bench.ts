// CSV validation figures: 500 rows parsed with papaparse and checked row by row with the
// callable's schema, as the import dialog does when a file is chosen. Target: under 1 s.

import Papa from 'papaparse';
import { checkRows } from '../../src/features/posts/import/csv-rows';

const channels = [
  { id: 'ch-a', displayName: 'Studio Bluesky', handle: '@studio' },
  { id: 'ch-b', displayName: 'Studio Mastodon', handle: '@studio@social' },
];
const lines = ['text,channels,time,zone'];
for (let i = 0; i < 500; i++) {
  lines.push(
    `"Post ${i}, with a comma and some more words to make it a realistic length",Studio Bluesky;ch-b,2031-0${(i % 9) + 1}-1${i % 9} 09:${String(i % 60).padStart(2, '0')},Europe/Paris`,
  );
}
const csv = lines.join('\n');
const runs: number[] = [];
for (let run = 0; run < 10; run++) {
  const started = performance.now();
  const parsed = Papa.parse<Record<string, unknown>>(csv, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const rows = checkRows(parsed.data, channels, 'UTC', 'schedule', Date.now());
  runs.push(performance.now() - started);
  if (rows.filter((row) => row.row !== null).length !== 500) throw new Error('rows refused');
}
runs.sort((a, b) => a - b);
console.log(
  `CSV validation of 500 rows (parse + check): worst ${runs.at(-1)?.toFixed(1)} ms, median ${runs[5]?.toFixed(1)} ms`,
);
