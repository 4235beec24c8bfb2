/**
 * A download's file name: the person's names and the day, in letters, digits and hyphens only,
 * such as `amani-okafor-ndoto-data-2026-11-23.json`; `fallback` stands for names with no such
 * letters.
 */
export function dataFileName(names: readonly string[], fallback: string, kind: string, today: Date): string {
  const name = names
    .join('-')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9-]+/g, '')
    .toLowerCase();
  return `${name.replace(/^-+|-+$/g, '') || fallback}-${kind}-${today.toISOString().slice(0, 10)}.json`;
}

/** Saves `text` as a JSON file named `fileName`, as the browser saves any download. */
export function downloadJson(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
