/**
 * Where each value of a JSON text starts, by path ("sections[0].rows[2].seats[4].label" → line
 * 37), so a problem found in the parsed value is reported at the line a person can go to. Read
 * only when a file has problems; the text has parsed already, so it is well-formed.
 */

export type PathSegment = string | number;

/** `['sections', 0, 'rows', 2, 'label']` → `sections[0].rows[2].label`. */
export function formatPath(segments: readonly PathSegment[]): string {
  let out = '';
  for (const segment of segments)
    out += typeof segment === 'number' ? `[${segment}]` : out === '' ? segment : `.${segment}`;
  return out;
}

interface Frame {
  kind: 'object' | 'array';
  path: string;
  index: number;
  key: string;
}

/**
 * The line each value starts on, for paths down to `maxDepth` containers deep (deeper values are
 * skipped, so a hostile nesting costs no memory beyond a counter).
 */
export function jsonValueLines(text: string, maxDepth = 8): Map<string, number> {
  const lines = new Map<string, number>();
  const stack: Frame[] = [];
  /** Containers open below the deepest tracked one. */
  let untracked = 0;
  let expectKey = false;
  let line = 1;
  let i = 0;
  const here = (): string | null => {
    if (untracked > 0) return null;
    const top = stack.at(-1);
    if (!top) return '';
    if (top.kind === 'array') return `${top.path}[${top.index}]`;
    return top.path === '' ? top.key : `${top.path}.${top.key}`;
  };
  const record = () => {
    const path = here();
    if (path !== null && !lines.has(path)) lines.set(path, line);
    return path;
  };
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '\n') {
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r' || c === ':') i++;
    else if (c === ',') {
      const top = stack.at(-1);
      if (untracked === 0 && top?.kind === 'array') top.index++;
      if (untracked === 0 && top?.kind === 'object') expectKey = true;
      i++;
    } else if (c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const top = stack.at(-1);
      if (expectKey && untracked === 0 && top?.kind === 'object') {
        top.key = JSON.parse(text.slice(i, end + 1)) as string;
        expectKey = false;
      } else if (!expectKey) record();
      i = end + 1;
    } else if (c === '{' || c === '[') {
      const path = record();
      if (path === null || stack.length >= maxDepth) untracked++;
      else stack.push({ kind: c === '{' ? 'object' : 'array', path, index: 0, key: '' });
      expectKey = c === '{';
      i++;
    } else if (c === '}' || c === ']') {
      if (untracked > 0) untracked--;
      else stack.pop();
      expectKey = false;
      i++;
    } else {
      // A number, true, false or null.
      record();
      while (i < text.length && !/[\s,\]}]/.test(text[i] as string)) i++;
    }
  }
  return lines;
}

/** The line of the value at `segments`, or of its nearest enclosing value that exists. */
export function lineOfPath(lines: Map<string, number>, segments: readonly PathSegment[]): number {
  for (let n = segments.length; n >= 0; n--) {
    const found = lines.get(formatPath(segments.slice(0, n)));
    if (found !== undefined) return found;
  }
  return 1;
}
